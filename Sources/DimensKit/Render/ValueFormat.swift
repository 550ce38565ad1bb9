/// Number and string forms the templates need, precomputed so templates stay logic-less.
public enum ValueFormat {
    /// At most `decimals` decimals, trailing zeros trimmed, no `-0`, no exponent: `16.3333`.
    public static func decimals(_ value: Double, _ decimals: Int = 4) -> String {
        if value.rounded(.towardZero) == value, abs(value) < 1e15 { return NumberText.plain(value) }
        let factor = decimals == 4 ? 10_000 : pow10(decimals)
        let rounded = (value * factor).rounded(.toNearestOrAwayFromZero) / factor
        return NumberText.plain(rounded == 0 ? 0 : rounded)
    }

    private static func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { value, _ in value * 10 } }

    /// The contents of a Swift string literal (without quotes).
    public static func swiftStringContent(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A CSS string, quoted.
    public static func cssString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\\(String(scalar.value, radix: 16)) "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Lines safe inside a `///` comment.
    public static func docLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: " \t\r") }
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        let chars = Set(set)
        guard let first = firstIndex(where: { !chars.contains($0) }), let last = lastIndex(where: { !chars.contains($0) }) else { return "" }
        return String(self[first...last])
    }
}
