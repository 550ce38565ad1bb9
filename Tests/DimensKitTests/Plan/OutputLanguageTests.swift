import Testing

@testable import DimensKit

/// Text from token files as each output language's comments hold it: one line, no hidden
/// characters, and no comment end, even when a combining mark follows it (`*/` then U+0301 is one
/// character to Swift's `String`, two scalars to a compiler).
struct OutputLanguageTests {
    @Test(arguments: [
        (OutputLanguage.css, "ends */ here", #"ends *\/ here"#),
        (.css, "ends */\u{301} here\u{2028}", "ends *\\/\u{301} here "),
        (.css, "*/*/", #"*\/*\/"#),
        (.swift, "ends */\u{301}\r\u{202E}", "ends */\u{301} "),
        (.plain, "plain", "plain"),
        (.kotlin, "a */\u{301} /*\u{301}", "a * /\u{301} / *\u{301}"),
    ])
    func commentText(_ language: OutputLanguage, _ raw: String, _ written: String) {
        #expect(language.text(raw).unicodeScalars.elementsEqual(written.unicodeScalars))
    }

    @Test(arguments: [("--", "- -"), ("---", "- - -"), ("a-\u{301}-", "a-\u{301}-"), ("", "")])
    func pairsAreSeparatedScalarByScalar(_ text: String, _ separated: String) {
        #expect(TextScalars.separatingPairs(text, [("-", "-")], with: " ") == separated)
    }
}
