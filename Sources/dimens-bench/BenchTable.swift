import Foundation

/// One line of the benchmark's table: a project's build and, with `--swiftc`, what its generated
/// Swift costs the app (compile time, binary bytes, first-access decode, a value read).
struct BenchRow {
    var project: String
    var screens = 0
    var cold: ProcessRun.Measurement?
    var noop: ProcessRun.Measurement?
    var noopRatio = 0.0
    /// Cold `--only json`, `--only swift`, `--only css`.
    var outputs: [Double] = []
    var swiftBytes = 0
    var typecheck: ProcessRun.Spread?
    var release: ProcessRun.Spread?
    var binaryBytes: Int?
    var decodeMilliseconds: Double?
    var readNanoseconds: Double?
}

/// The table `dimens-bench` prints at the end, and writes into the Performance article (Sources/dimens/Dimens.docc)
/// between `<!-- bench:start -->` and `<!-- bench:end -->` with `--write-table FILE`.
enum BenchTable {
    static func markdown(_ rows: [BenchRow], machine: String) -> String {
        func s(_ x: Double?) -> String {
            x.map { $0 < 0.1 ? String(format: "%.3f s", $0) : String(format: "%.2f s", $0) } ?? "–"
        }
        /// "fastest–slowest s (median m)", the compile times' cells.
        func range(_ spread: ProcessRun.Spread?, digits: Int) -> String {
            spread.map {
                String(
                    format: "%.\(digits)f–%.\(digits)f s (median %.\(digits)f)", $0.fastest.seconds, $0.slowest.seconds,
                    $0.median.seconds)
            } ?? "–"
        }
        func mb(_ bytes: Int?) -> String { bytes.map { String(format: "%.2f MB", Double($0) / 1_000_000) } ?? "–" }
        var lines = [
            "Measured by `dimens-bench` on \(machine).",
            "",
            "| project | screens | cold build | peak memory | no-op | `--only` json / swift / css | Swift file | type-check | app release build | binary | decode | read |",
            "|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|",
        ]
        for row in rows {
            let outputs =
                row.outputs.isEmpty
                ? "–" : row.outputs.map { String(format: "%.3f", $0) }.joined(separator: " / ") + " s"
            lines.append(
                "| \(row.project) | \(row.screens > 0 ? "\(row.screens)" : "–") | \(s(row.cold?.seconds)) | "
                    + (row.cold.map { String(format: "%.0f MiB", $0.peakMiB) } ?? "–") + " | "
                    + (row.noop.map { String(format: "%.3f s (%.1f×)", $0.seconds, row.noopRatio) } ?? "–")
                    + " | \(outputs) | \(mb(row.swiftBytes)) | \(range(row.typecheck, digits: 2)) | "
                    + range(row.release, digits: 1)
                    + (row.release.map { String(format: ", %.0f MiB", $0.fastest.peakMiB) } ?? "")
                    + " | \(mb(row.binaryBytes)) | "
                    + (row.decodeMilliseconds.map { String(format: "%.2f ms", $0) } ?? "–") + " | "
                    + (row.readNanoseconds.map { String(format: "%.2f ns", $0) } ?? "–") + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// Replaces the Performance article's section between `<!-- MARKER:start -->` and
    /// `<!-- MARKER:end -->`; false when they are missing.
    static func write(_ table: String, into file: URL, marker: String) -> Bool {
        guard let text = try? String(contentsOf: file, encoding: .utf8),
            let start = text.range(of: "<!-- \(marker):start -->"), let end = text.range(of: "<!-- \(marker):end -->"),
            start.upperBound <= end.lowerBound
        else { return false }
        let updated = text[..<start.upperBound] + "\n" + table + "\n" + text[end.lowerBound...]
        return (try? String(updated).write(to: file, atomically: true, encoding: .utf8)) != nil
    }
}
