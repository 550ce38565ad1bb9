/// Text from files — paths, messages that quote them, source lines of code frames — made safe
/// for where it is shown, in one place. A file may be named with an escape sequence, a bidi
/// override or a line break: shown raw, it would act on the terminal, reorder what a reviewer
/// reads, or start a new line in a log that a CI system reads as a command (`::error …::`).
///
/// Every scalar that would act instead of being seen is written as `\u{1b}`: C0 controls (tab
/// kept, except in lists), DEL, C1 controls, the Unicode line and paragraph separators and the
/// bidi controls. Scalars, not `Character`s, are read, so a line break inside a grapheme (`\r\n`,
/// or a mark on a line feed) is caught too.
enum DisplayText {
    /// Where the text goes.
    enum Medium {
        /// One line for a person: a terminal, a build log, a comment line of a generated config.
        case terminal
        /// The message of a GitHub Actions workflow command: `%`, CR and LF percent-encoded (lines
        /// the printer joins stay lines of the annotation), other controls shown as `\u{…}`.
        case githubMessage
        /// A property of a workflow command (`file=`, `title=`): as a message, and `:` and `,`.
        case githubProperty
        /// A line of a list read one path per line (`.xcfilelist`): tab shown as `\u{9}` too. A
        /// path whose escaped form differs from it cannot be written in such a list.
        case listLine
    }

    /// `text` as `medium` shows it.
    static func escaped(_ text: String, for medium: Medium) -> String {
        guard text.unicodeScalars.contains(where: { needsEscaping($0, medium) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let code = percentCode(scalar, medium) {
                out.append(contentsOf: code.unicodeScalars)
            } else if isHidden(scalar, medium) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static func needsEscaping(_ scalar: Unicode.Scalar, _ medium: Medium) -> Bool {
        percentCode(scalar, medium) != nil || isHidden(scalar, medium)
    }

    /// GitHub's own escaping for workflow commands.
    private static func percentCode(_ scalar: Unicode.Scalar, _ medium: Medium) -> String? {
        switch (medium, scalar) {
        case (.githubMessage, "%"), (.githubProperty, "%"): "%25"
        case (.githubMessage, "\r"), (.githubProperty, "\r"): "%0D"
        case (.githubMessage, "\n"), (.githubProperty, "\n"): "%0A"
        case (.githubProperty, ":"): "%3A"
        case (.githubProperty, ","): "%2C"
        default: nil
        }
    }

    /// A scalar a terminal or a log would act on rather than show.
    private static func isHidden(_ scalar: Unicode.Scalar, _ medium: Medium) -> Bool {
        switch scalar.value {
        case 0x09: medium == .listLine
        case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029: true
        // Bidi controls: the Arabic letter mark, the marks, embeddings, overrides and isolates.
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
