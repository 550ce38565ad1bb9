/// Number and string forms the templates need, precomputed so templates stay logic-less.
package enum ValueFormat {
    /// The contents of a Swift string literal (without quotes): quotes, backslashes, line breaks,
    /// controls and bidi characters escaped, so the literal is the text and nothing else.
    package static func swiftStringContent(_ text: String) -> String {
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
    package static func cssString(_ text: String) -> String {
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
    package static func docLines(_ text: String, for language: OutputLanguage) -> [String] {
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
