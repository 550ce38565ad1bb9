/// Text as Android resource files hold it.
enum AndroidText {
    /// A `<string>` resource's content: XML-escaped (`&`, `<`, `>`), with Android's own escapes
    /// for quotes, backslashes, line breaks and tabs, a leading `@` or `?` escaped (it would be a
    /// reference), and controls as `\uXXXX`; spaces that Android would collapse or trim are kept
    /// by quoting the whole text.
    static func string(_ text: String) -> String {
        var out = ""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "'": out += "\\'"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "@" where index == 0, "?" where index == 0: out += "\\" + String(scalar)
            case _
            where scalar.value < 0x20 || scalar.value == 0x7F || TextScalars.isLineBreak(scalar)
                || TextScalars.isInvisibleControl(scalar) || isNotXML(scalar):
                out += TextScalars.javaEscape(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        let scalars = text.unicodeScalars
        let needsQuotes =
            scalars.first == " " || scalars.last == " "
            || zip(scalars, scalars.dropFirst()).contains { $0 == " " && $1 == " " }
        return needsQuotes ? "\"" + out + "\"" : out
    }

    /// Text an XML comment can hold, and that stays a comment where aapt and aapt2 copy it (the
    /// Javadoc of `R.java`): no `--` (which would end or break the XML comment), no `*/` (which
    /// would end the Javadoc), every backslash doubled (javac reads `\u002a` as `*` before it reads
    /// comments; a backslash after an odd number of others starts no such escape), no line break;
    /// U+FFFD for a character XML does not allow.
    static func comment(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\n", "\r", "\t": result += " "
            case _ where isNotXML(scalar) || scalar.value < 0x20: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        result = TextScalars.separatingPairs(result, [("-", "-"), ("*", "/")], with: " ")
        return result.unicodeScalars.last == "-" ? result + " " : result
    }

    /// The two characters XML 1.0 forbids above the controls, U+FFFE and U+FFFF (aapt rejects
    /// a file holding them).
    static func isNotXML(_ scalar: Unicode.Scalar) -> Bool { scalar.value == 0xFFFE || scalar.value == 0xFFFF }
}
