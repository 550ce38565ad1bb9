import DimensMustache
import Testing

/// Template text is written as bytes, and texts that a comment or a delimiter tag kept apart are
/// joined after parsing; what a template renders is the same as before, re-indented overrides too.
struct TextEncodingTests {
    /// A parent whose block's default starts with `prefix` and the text `x`, on a line of its own.
    static func parent(_ prefix: String) -> String { "{{$b}}\n\(prefix)x\n{{/b}}\n" }

    @Test(arguments: [
        // The default's first text sets the indentation of an override, whatever follows it.
        ("  ", "  x\n", "  y\n  z\n"),
        ("  {{! c }}  ", "    x\n", "  y\n  z\n"),
        ("  {{=<% %>=}}<%={{ }}=%>  ", "    x\n", "  y\n  z\n"),
        ("\t{{! c }} ", "\t x\n", "\ty\n\tz\n"),
        ("{{! c }}  ", "  x\n", "  y\n  z\n"),
    ])
    func anOverrideIsIndentedByTheDefaultsFirstText(prefix: String, byDefault: String, overridden: String) throws {
        let partials: @Sendable (String) -> String? = { $0 == "p" ? Self.parent(prefix) : nil }
        #expect(try Template("{{<p}}{{/p}}").render([:], partials: partials) == byDefault)
        #expect(try Template("{{<p}}{{$b}}y\nz\n{{/b}}{{/p}}").render([:], partials: partials) == overridden)
    }

    @Test func textAroundTagsIsWrittenWhole() throws {
        let template = try Template("a{{! c }}b\n{{#on}}c{{=| |=}}d|x|\n|/on|e")
        #expect(try template.render(["on": true, "x": "é"]) == "ab\ncdé\ne")
    }
}
