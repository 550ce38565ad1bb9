import DimensMustache
import Testing

struct TemplateErrorTests {
    @Test(arguments: [
        ("{{#a}}\n  x", "'a' is never closed", 1, 1),
        ("ok\n{{/a}}", "'{{/a}}' closes nothing", 2, 1),
        ("{{#a}}\n{{/b}}", "'{{/b}}' does not match the open 'a' at 1:1", 2, 1),
        ("a {{name", "unclosed tag: missing '}}'", 1, 3),
        ("{{=<%>=}}", "a delimiter tag needs two delimiters, as {{=<% %>=}}", 1, 1),
        ("x\n  {{a b}}", "invalid tag name 'a b'", 2, 3),
    ])
    func parseErrorsCarryTemplateLineAndColumn(_ source: String, _ message: String, _ line: Int, _ column: Int) {
        #expect(throws: MustacheError(message, template: "t.mustache", line: line, column: column)) {
            try Template(source, name: "t.mustache")
        }
    }

    @Test func missingNamesAreEmptyOrAnErrorOnRequest() throws {
        let template = try Template("a\n {{#list}}{{nope}}{{/list}}", name: "t")
        #expect(try template.render(["list": [1]]) == "a\n ")
        #expect(throws: MustacheError("no value named 'nope' in the context", template: "t", line: 2, column: 11)) {
            try template.render(["list": [1]], options: .init(missingIsError: true))
        }
        #expect(throws: MustacheError("no partial named 'p'", template: "t", line: 1, column: 1)) {
            try Template("{{>p}}", name: "t").render([:], options: .init(missingIsError: true))
        }
    }

    @Test func recursivePartialsStop() {
        #expect(throws: MustacheError.self) { try Template.render("{{>me}}", [:], partials: ["me": "x{{>me}}"]) }
    }

    /// Nesting the input controls is bounded before anything recurses (50,000 nested sections
    /// crashed the parser before); a data-driven recursive partial stops at the depth limit.
    @Test(arguments: [101, 50_000])
    func deepNestingIsAnErrorNotACrash(_ depth: Int) {
        let source = String(repeating: "{{#a}}", count: depth) + String(repeating: "{{/a}}", count: depth)
        #expect(throws: MustacheError("sections nest more than 100 levels deep", template: "t", line: 1, column: 601)) {
            try Template(source, name: "t")
        }
    }

    @Test func nestingWithinTheLimitRenders() throws {
        let source = String(repeating: "{{#a}}", count: 100) + "x" + String(repeating: "{{/a}}", count: 100)
        #expect(try Template(source).render(["a": true]) == "x")
    }

    @Test func aRecursiveDataDrivenPartialStopsAtTheDepthLimit() throws {
        func tree(_ depth: Int) -> MustacheValue {
            var tree: MustacheValue = .object(MustacheObject([("name", "leaf"), ("child", false)]))
            for _ in 0..<depth { tree = .object(MustacheObject([("name", "n"), ("child", tree)])) }
            return tree
        }
        let partials = ["node": "{{name}}{{#child}}({{>node}}){{/child}}"]
        #expect(throws: MustacheError.self) { try Template.render("{{>node}}", tree(300), partials: partials) }
        let small = tree(3)
        #expect(try Template.render("{{>node}}", small, partials: partials) == "n(n(n(leaf)))")
    }

    @Test func escapingIsChosenByTheCaller() throws {
        let plain = Template.Options(escape: { $0 })
        #expect(try Template("{{a}}{{{a}}}").render(["a": "<&>"]) == "&lt;&amp;&gt;<&>")
        #expect(try Template("{{a}}").render(["a": "<&>"], options: plain) == "<&>")
        #expect(try Template("{{n}} {{m}} {{b}}").render(["n": 12, "m": 1.25, "b": true]) == "12 1.25 true")
    }
}
