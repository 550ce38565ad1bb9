/// The language an output is written in, which decides how text from token files (names,
/// descriptions, string values, deprecation reasons, file names) is escaped before a template
/// writes it, and which naming rules its outputs follow.
///
/// The render context escapes every such text for its output's language once, where it is put in
/// the context (`RenderContext.text`): a template cannot write a line break into a Swift comment,
/// or `*/` into a CSS one, whatever the token files hold. HTML is escaped by Mustache's `{{…}}`.
/// Built-in outputs declare their language (`OutputKind`); a user template says its own with the
/// `language` option (`plain` by default).
package enum OutputLanguage: String, Sendable, Hashable, CaseIterable {
    case plain, swift, css, html, json, kotlin, typescript

    /// Text from the token files as this language's comments and prose may hold it: one line
    /// (every line break a language or an editor honours becomes a space), no control or bidi
    /// characters, in CSS and TypeScript no `*/`, and in Kotlin (whose block comments nest) neither `*/` nor `/*`,
    /// and KDoc's link brackets escaped (`[$]` is a link kotlinc cannot parse).
    package func text(_ raw: String) -> String {
        if self == .kotlin { return Self.kotlinComment(OutputLanguage.plain.text(raw)) }
        // Printable ASCII, nearly every text: nothing to replace.
        let blockComments = self == .css || self == .typescript
        if raw.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return blockComments ? Self.cssComment(raw) : raw }
        var out = ""
        var changed = false
        out.unicodeScalars.reserveCapacity(raw.unicodeScalars.count)
        for scalar in raw.unicodeScalars {
            if TextScalars.isLineBreak(scalar) || scalar == "\t" {
                out.unicodeScalars.append(" ")
                changed = true
            } else if TextScalars.isInvisibleControl(scalar) {
                changed = true
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        let result = changed ? out : raw
        return blockComments ? Self.cssComment(result) : result
    }
}

extension OutputLanguage {
    /// The largest source this language's compiler reads, and what it does with a larger one
    /// (kotlinc skips a Kotlin file over 20 MB without a word, leaving an app without its tokens);
    /// nil where only `OutputPlan.maximumBytes` applies.
    var largestSource: (bytes: Int, beyond: String)? {
        self == .kotlin ? (OutputPlan.maximumKotlinBytes, "kotlinc skips a Kotlin file") : nil
    }

    /// Text a CSS comment can hold: `*/` written `*\/`.
    static func cssComment(_ text: String) -> String {
        TextScalars.separatingPairs(text, [("*", "/")], with: "\\")
    }

    /// Text a Kotlin block comment (KDoc) can hold: `*/` would end it and `/*` open a nested one;
    /// backslashes and KDoc's link brackets escaped.
    static func kotlinComment(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "*" || $0 == "[" || $0 == "]" || $0 == "\\" }) else {
            return text
        }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "[" || scalar == "]" { escaped.append("\\") }
            escaped.append(scalar)
        }
        return TextScalars.separatingPairs(String(escaped), [("*", "/"), ("/", "*")], with: " ")
    }
}

/// Which scalars end a line or hide in text.
enum TextScalars {
    /// Line breaks of Unicode, Swift, Kotlin, JavaScript and editors: LF, VT, FF, CR, NEL, LS, PS.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// `text` with `separator` between each two neighbouring scalars `pairs` names (`*/` as `* /`).
    /// Scalar by scalar: a combining mark after a pair (`*/` then U+0301) hides it from a search
    /// by characters, not from a compiler.
    static func separatingPairs(
        _ text: String, _ pairs: [(Unicode.Scalar, Unicode.Scalar)], with separator: Unicode.Scalar
    ) -> String {
        guard let first = text.unicodeScalars.first, pairs.contains(where: { text.unicodeScalars.contains($0.1) })
        else { return text }
        var out = String.UnicodeScalarView()
        var previous = first
        out.append(first)
        for scalar in text.unicodeScalars.dropFirst() {
            if pairs.contains(where: { $0.0 == previous && $0.1 == scalar }) { out.append(separator) }
            out.append(scalar)
            previous = scalar
        }
        return String(out)
    }

    /// `\u00e9`: Java's escape of a scalar below U+10000 (Kotlin string literals and Android
    /// resource strings read it), always four hex digits.
    static func javaEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Controls (C0 but tab, DEL, C1) and the bidi and zero-width formatting characters that make
    /// text read differently from what a compiler sees.
    static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x09, 0x0E..<0x20, 0x7F..<0x85, 0x86..<0xA0: true
        case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFEFF: true
        default: false
        }
    }
}
