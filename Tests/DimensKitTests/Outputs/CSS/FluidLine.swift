import Foundation

/// A fluid length read back from its CSS text, apart from the code that writes it:
/// `clamp(LO, A ± Bvw, HI)`, `max(LO, A + Bvw)`, `min(A + Bvw, HI)`, `calc(A + Bvw)` or `Bvw`,
/// lengths in px or rem (of 16 px), the line in `vw` or `cqi`.
struct FluidLine {
    var low: Double?
    var high: Double?
    var intercept: Double
    var slope: Double

    init?(_ text: String) {
        func inner(_ name: String) -> [String]? {
            guard text.hasPrefix(name + "("), text.hasSuffix(")") else { return nil }
            return text.dropFirst(name.count + 1).dropLast().split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        }
        let line: String
        if let parts = inner("clamp"), parts.count == 3 {
            (low, line, high) = (Self.length(parts[0]), parts[1], Self.length(parts[2]))
        } else if let parts = inner("max"), parts.count == 2 {
            (low, line) = (Self.length(parts[0]), parts[1])
        } else if let parts = inner("min"), parts.count == 2 {
            (line, high) = (parts[0], Self.length(parts[1]))
        } else if let parts = inner("calc"), parts.count == 1 {
            line = parts[0]
        } else if text.hasSuffix("vw") || text.hasSuffix("cqi") {
            line = text
        } else {
            return nil
        }
        let terms = line.replacingOccurrences(of: " - ", with: " + -").components(separatedBy: " + ")
        guard let last = terms.last, let coefficient = Double(last.prefix { "-.0123456789".contains($0) }) else {
            return nil
        }
        slope = coefficient / 100
        intercept = terms.count == 2 ? Self.length(terms[0]) ?? .nan : 0
    }

    /// `16px` or `1rem` in px.
    static func length(_ text: String) -> Double? {
        text.hasSuffix("rem") ? Double(text.dropLast(3)).map { $0 * 16 } : Double(text.dropLast(2))
    }

    /// The value at a viewport (or container) `width` px wide.
    func value(atWidth width: Double) -> Double {
        var value = intercept + slope * width
        if let low { value = max(value, low) }
        if let high { value = min(value, high) }
        return value
    }

    /// The declarations of the first block of `css` (`:root`): property → value.
    static func declarations(_ css: String) -> [String: String] {
        guard let start = css.range(of: ":root {\n")?.upperBound,
            let end = css[start...].range(of: "}")?.lowerBound
        else { return [:] }
        var found: [String: String] = [:]
        for line in css[start..<end].split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).dropLast().split(separator: ":", maxSplits: 1)
            if parts.count == 2 { found[String(parts[0])] = parts[1].trimmingCharacters(in: .whitespaces) }
        }
        return found
    }
}
