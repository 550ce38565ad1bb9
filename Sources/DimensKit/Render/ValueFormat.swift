/// Number and string forms the templates need, precomputed so templates stay logic-less.
public enum ValueFormat {
    /// At most `decimals` decimals, trailing zeros trimmed, no `-0`, no exponent: `16.3333`.
    public static func decimals(_ value: Double, _ decimals: Int = 4) -> String {
        // Past 2^53 every double is whole; scaling it by 10^decimals could overflow to infinity.
        if value.rounded(.towardZero) == value || abs(value) >= 1e15 { return NumberText.plain(value == 0 ? 0 : value) }
        let factor = decimals == 4 ? 10_000 : pow10(decimals)
        let rounded = (value * factor).rounded(.toNearestOrAwayFromZero) / factor
        return NumberText.plain(rounded == 0 ? 0 : rounded)
    }

    private static func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { value, _ in value * 10 } }

    /// The contents of a Swift string literal (without quotes): quotes, backslashes, line breaks,
    /// controls and bidi characters escaped, so the literal is the text and nothing else.
    public static func swiftStringContent(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where TextScalars.isLineBreak(scalar) || TextScalars.isInvisibleControl(scalar):
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A CSS string, quoted: quotes, backslashes, line breaks and controls escaped.
    public static func cssString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where TextScalars.isLineBreak(scalar) || TextScalars.isInvisibleControl(scalar):
                out += "\\\(String(scalar.value, radix: 16)) "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A description's lines, split at every line break, each trimmed and escaped for `language`.
    public static func docLines(_ text: String, for language: OutputLanguage) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            if TextScalars.isLineBreak(scalar) {
                if !(scalar == "\n" && previous == "\r") {
                    lines.append(String(current))
                    current = .init()
                }
            } else {
                current.append(scalar)
            }
            previous = scalar
        }
        lines.append(String(current))
        return lines.map { language.text(Substring($0).trimmingCharacters(in: " \t")) }
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        let chars = Set(set)
        guard let first = firstIndex(where: { !chars.contains($0) }),
            let last = lastIndex(where: { !chars.contains($0) })
        else { return "" }
        return String(self[first...last])
    }
}
