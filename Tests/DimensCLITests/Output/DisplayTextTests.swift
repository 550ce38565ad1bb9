import Testing

@testable import DimensCLI

/// The one escaping of text from files for display (issue 48): every medium, scalar by scalar.
struct DisplayTextTests {
    @Test(arguments: [
        ("plain/Größe é.json", "plain/Größe é.json"),
        ("a\u{1B}[2Jb", "a\\u{1b}[2Jb"),
        ("crlf\r\nx", "crlf\\u{d}\\u{a}x"),
        ("c1\u{9B}31m\u{85}", "c1\\u{9b}31m\\u{85}"),
        ("bidi\u{202E}\u{2066}\u{200F}\u{61C}", "bidi\\u{202e}\\u{2066}\\u{200f}\\u{61c}"),
        ("sep\u{2028}\u{2029}\u{7F}\u{0}", "sep\\u{2028}\\u{2029}\\u{7f}\\u{0}"),
        ("tab\tkept", "tab\tkept"),
        ("mark on LF\n\u{301}", "mark on LF\\u{a}\u{301}"),
    ])
    func theTerminalSeesEveryControlAsText(_ text: String, _ shown: String) {
        #expect(DisplayText.escaped(text, for: .terminal) == shown)
    }

    @Test func githubPropertiesUseGitHubsEscapesAndShowOtherControls() {
        #expect(DisplayText.escaped("a%b\r\n::c,d", for: .githubProperty) == "a%25b%0D%0A%3A%3Ac%2Cd")
        #expect(DisplayText.escaped("x\u{1B}y\u{202E}", for: .githubProperty) == "x\\u{1b}y\\u{202e}")
        #expect(DisplayText.escaped("a:b,c%\n", for: .githubMessage) == "a:b,c%25%0A")
    }

    @Test func aListLineHoldsNoControlNorTab() {
        #expect(DisplayText.escaped("tokens/a b.json", for: .listLine) == "tokens/a b.json")
        #expect(DisplayText.escaped("a\tb", for: .listLine) == "a\\u{9}b")
        #expect(DisplayText.escaped("a\r\nb", for: .listLine) != "a\r\nb")
    }
}
