import Foundation

/// The most memory a build or lint may plan to use, and its estimate of what the scale stage
/// will take, made before that memory is allocated (`--max-memory`, 4 GiB by default). The front
/// end streams one resolver input at a time, so what grows is the table and the join of the
/// inputs: about 2 KiB a token for the largest input's resolved tokens, 16 bytes a token on each
/// screen for the table and each part joined into it, 128 bytes a token for each input a text
/// size joins, and 8 bytes a token on each screen for each other text size (when every value
/// differs there), over a fixed 64 MiB. Measured peaks stay below it (`Performance.md`).
package struct MemoryBudget: Sendable, Hashable {
    /// The limit in bytes.
    package var limit: Int
    package static let defaultLimit = 4 << 30
    /// What a build takes before any token: the process, the catalog, the templates.
    static let fixedBytes = 64 << 20
    /// What one resolved token of an input takes (measured, rounded up).
    static let bytesPerResolvedToken = 2048

    package init(limit: Int = MemoryBudget.defaultLimit) { self.limit = limit }

    /// What the estimate is made of.
    struct Estimate {
        var tokens: Int
        var screens: Int
        /// The build's inputs, joined once per text size.
        var inputs: Int
        /// Text sizes besides the default.
        var textSizes: Int

        /// Each term of the estimate in bytes: what it is, and how to make it smaller.
        var terms: [(bytes: Int, what: String, split: String)] {
            [
                (
                    times(tokens, MemoryBudget.bytesPerResolvedToken), "the largest input's resolved tokens",
                    "split the tokens into several configs"
                ),
                (
                    times(tokens, screens, 16), "the table of every token on every screen",
                    "compute fewer screens (catalog.include, platforms, orientations) or split the tokens into several configs"
                ),
                (
                    times(tokens, inputs, 128), "joining the resolver's inputs",
                    "bind fewer modifiers to screens, so that fewer inputs are joined, or split the tokens into several configs"
                ),
                (
                    times(tokens, screens, 8, textSizes), "the values at other text sizes",
                    "give fewer text sizes a context of their own or split the tokens into several configs"
                ),
            ]
        }

        /// The sum of the terms and a fixed 64 MiB; `Int.max` when it would overflow.
        var bytes: Int {
            terms.reduce(MemoryBudget.fixedBytes) { sum, term in
                let (total, overflow) = sum.addingReportingOverflow(term.bytes)
                return overflow ? .max : total
            }
        }

        /// The product of `factors`, `Int.max` when it would overflow.
        private func times(_ factors: Int...) -> Int {
            factors.reduce(1) { product, factor in
                let (result, overflow) = product.multipliedReportingOverflow(by: factor)
                return overflow ? .max : result
            }
        }
    }

    /// The error when `estimate` exceeds the limit, naming what weighs most. It has no place in
    /// a file: the limit is the command line's.
    func finding(_ estimate: Estimate) -> Diagnostic? {
        let bytes = estimate.bytes
        guard bytes > limit || bytes == .max else { return nil }
        let largest = estimate.terms.max { $0.bytes < $1.bytes }!
        var work = "\(estimate.tokens) tokens on \(estimate.screens) screens"
        if estimate.inputs > 1 { work += ", \(estimate.inputs) resolver inputs" }
        if estimate.textSizes > 0 { work += ", \(estimate.textSizes) other text sizes" }
        let size = bytes == .max ? "more memory than can be counted" : "about \(Self.describe(bytes))"
        return .error(
            .scaleMemoryLimit, "the build would take \(size) (\(work)), more than the \(Self.describe(limit)) allowed",
            at: nil,
            notes: [
                largest.bytes < Self.fixedBytes
                    ? .init(
                        "most of it is what dimens takes before any token (64 MiB): a limit this low leaves no room for the work"
                    )
                    : .init(
                        "most of it is \(largest.what)\(largest.bytes == .max ? "" : " (\(Self.describe(largest.bytes)))"): \(largest.split), each with its own outputs"
                    ),
                .init(
                    bytes == .max
                        ? "no --max-memory allows it"
                        : "or raise the limit with --max-memory (build, lint, watch and init take it; for example --max-memory \((bytes >> 30) + 1)G)"
                ),
            ])
    }

    /// `512 MiB`, `4 GiB`, `1.5 GiB`.
    static func describe(_ bytes: Int) -> String {
        if bytes >= 1 << 30 {
            let gib = Double(bytes) / Double(1 << 30)
            return (gib == gib.rounded() ? String(Int(gib)) : String(format: "%.1f", gib)) + " GiB"
        }
        return String(max(1, (bytes + (1 << 20) - 1) >> 20)) + " MiB"
    }
}

extension DiagnosticCode {
    /// The scale stage's estimated memory exceeds `--max-memory` (an error).
    package static let scaleMemoryLimit = DiagnosticCode("scale.memory-limit")
}
