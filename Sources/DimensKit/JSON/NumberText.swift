/// Locale-free text for numbers in messages and selectors: `8`, `6.1`, never `8.0` or `1e+21`.
package enum NumberText {
    /// The shortest round-tripping decimal form without exponent or trailing `.0`.
    package static func plain(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        if value == 0 { return "0" }
        if value.rounded(.towardZero) == value, abs(value) < 1e15 { return String(Int64(value)) }
        let text = String(value)
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }),
            let e = text.firstIndex(where: { $0 == "e" || $0 == "E" })
        else { return text }
        return expand(mantissa: String(text[..<e]), exponent: Int(text[text.index(after: e)...]) ?? 0)
    }

    /// At most `decimals` decimals, trailing zeros trimmed, no `-0`, no exponent: `16.3333`.
    package static func decimals(_ value: Double, _ decimals: Int = 4) -> String {
        // Past 2^53 every double is whole; scaling it by 10^decimals could overflow to infinity.
        if value.rounded(.towardZero) == value || abs(value) >= 1e15 { return plain(value == 0 ? 0 : value) }
        let factor = decimals == 4 ? 10_000 : pow10(decimals)
        let rounded = (value * factor).rounded(.toNearestOrAwayFromZero) / factor
        return plain(rounded == 0 ? 0 : rounded)
    }

    private static func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { value, _ in value * 10 } }

    /// Rewrites `d.ddd × 10^exponent` without an exponent.
    private static func expand(mantissa: String, exponent: Int) -> String {
        let negative = mantissa.hasPrefix("-")
        let unsigned = negative ? String(mantissa.dropFirst()) : mantissa
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        let integer = String(parts[0])
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        var digits = integer + fraction
        var point = integer.count + exponent
        if point <= 0 {
            digits = String(repeating: "0", count: 1 - point) + digits
            point = 1
        } else if point > digits.count {
            digits += String(repeating: "0", count: point - digits.count)
        }
        var whole = String(digits.prefix(point))
        var rest = String(digits.dropFirst(point))
        while rest.hasSuffix("0") { rest.removeLast() }
        if whole.isEmpty { whole = "0" }
        return (negative ? "-" : "") + whole + (rest.isEmpty ? "" : "." + rest)
    }
}
