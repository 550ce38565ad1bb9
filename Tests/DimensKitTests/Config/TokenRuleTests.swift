import DimensKit
import Testing

/// The config's `rules`: a dimens block by token path for files the team does not own. Settings
/// come, nearest last, from the config's `defaults`, the groups' blocks, the rules in order, and
/// the token's own block; a number takes a model only from the last three.
struct TokenRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var defaults: String? = nil
        var rules: [String] = []
        var group: String? = nil
        var own: String? = nil
        var type = "dimension"
        /// The model and rounding of `spacing.card`, and where the model was written.
        var model: String
        var round: String
        var from: String

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "nothing written: a dimension is fixed, rounded to pixels", model: "fixed", round: "pixel", from: "-"),
        Case(
            name: "defaults", defaults: #"{"model": "dynamic"}"#, model: "dynamic", round: "pixel",
            from: "the config's defaults"),
        Case(
            name: "a group beats defaults", defaults: #"{"model": "dynamic", "round": "point"}"#,
            group: #"{"model": "balanced"}"#,
            model: "balanced", round: "point", from: "group 'spacing'"),
        Case(
            name: "a rule beats a group", rules: [#"{"tokens": "spacing.**", "model": "dynamic"}"#],
            group: #"{"model": "balanced", "round": "half"}"#,
            model: "dynamic", round: "half", from: "rule 'spacing.**'"),
        Case(
            name: "the token beats a rule", rules: [#"{"tokens": "spacing.card", "model": "dynamic"}"#],
            own: #"{"model": "percentage"}"#,
            model: "percentage", round: "pixel", from: "the token"),
        Case(
            name: "a later rule beats an earlier one",
            rules: [
                #"{"tokens": "spacing.*", "model": "dynamic"}"#,
                #"{"tokens": "**.card", "model": "none", "round": "none"}"#,
            ],
            model: "none", round: "none", from: "rule '**.card'"),
        Case(
            name: "rules apply in their order",
            rules: [#"{"tokens": "**.card", "model": "none"}"#, #"{"tokens": "spacing.*", "model": "dynamic"}"#],
            model: "dynamic", round: "pixel", from: "rule 'spacing.*'"),
        Case(
            name: "a rule that does not match changes nothing",
            rules: [#"{"tokens": "spacing.card.*", "model": "dynamic"}"#], model: "fixed", round: "pixel", from: "-"),
        Case(
            name: "a number never takes its model from defaults", defaults: #"{"model": "fixed", "round": "point"}"#,
            type: "number",
            model: "none", round: "point", from: "-"),
        Case(
            name: "a number takes a rule's model", defaults: #"{"model": "dynamic"}"#,
            rules: [#"{"tokens": "spacing.**", "model": "fixed"}"#], type: "number",
            model: "fixed", round: "none", from: "rule 'spacing.**'"),
        Case(
            name: "a number takes a group's model", group: #"{"model": "dynamic"}"#, type: "number", model: "dynamic",
            round: "none", from: "group 'spacing'"),
    ]

    static func compile(_ test: Case) throws -> (Pipeline.Compilation, Explanation?) {
        var config = #"{"catalog": {"include": ["phone"]}"#
        if let defaults = test.defaults { config += #", "defaults": \#(defaults)"# }
        config += #", "rules": [\#(test.rules.joined(separator: ", "))]}"#
        let (parsed, problems) = ConfigParser.parse(SourceFile(path: "dimens.json", text: config), directory: ".")
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        let value = test.type == "number" ? "16" : #"{"value": 16, "unit": "px"}"#
        let group = test.group.map { #""$extensions": {"dimens": \#($0)}, "# } ?? ""
        let own = test.own.map { #", "$extensions": {"dimens": \#($0)}"# } ?? ""
        let tokens = #"{"spacing": {\#(group)"$type": "\#(test.type)", "card": {"$value": \#(value)\#(own)}}}"#
        let sources = TokenSources.files([SourceFile(path: "t.tokens.json", text: tokens)])
        let compilation = Pipeline.compile(sources: sources, config: try #require(parsed), catalog: .builtIn)
        return (
            compilation,
            try? Pipeline.explain(
                "spacing.card", on: "iphone-15", sources: sources, config: try #require(parsed), catalog: .builtIn
            ).get()
        )
    }

    @Test(arguments: cases)
    func precedence(_ test: Case) throws {
        let (compilation, explained) = try Self.compile(test)
        let token = try #require(compilation.table?.tokens.first, "\(compilation.diagnostics.all.map(\.message))")
        #expect(token.model?.rawValue == test.model)
        // Unwritten, a dimension rounds to device pixels and a number not at all.
        #expect(
            (token.token.settings.round?.value.rawValue ?? (test.type == "number" ? "none" : "pixel")) == test.round)
        let origins = try #require(explained).settings
        #expect((origins.first { $0.key == "model" }?.source ?? "-") == test.from)
        let unused = compilation.diagnostics.all.filter { $0.code == .configRuleUnused }
        #expect(unused.count == (test.name.contains("does not match") ? 1 : 0))
    }

    /// A rule that matches no token is a warning at the rule, naming its pattern.
    @Test func anUnmatchedRuleIsAWarningAtItsLine() throws {
        let (compilation, _) = try Self.compile(
            Case(
                name: "", rules: [#"{"tokens": "spacing.**"}"#, #"{"tokens": "layout.*", "model": "none"}"#],
                model: "", round: "", from: ""))
        let warnings = compilation.diagnostics.all.filter { $0.code == .configRuleUnused }
        let col = #"{"catalog": {"include": ["phone"]}, "rules": [{"tokens": "spacing.**"}, "#.count + 1
        #expect(warnings.map(\.message) == ["rule 'layout.*' matches no token"])
        #expect(warnings.first?.severity == .warning && warnings.first?.location?.description == "dimens.json:1:\(col)")
    }
}
