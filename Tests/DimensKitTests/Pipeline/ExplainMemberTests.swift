import DimensKit
import Foundation
import Testing

/// `explain TOKEN.member`: one model in the header (the one that computed the member, or what the
/// member is when none scales it), an alias followed to the token whose model computed it, every
/// rounding as its own step, and the value the build computes, in text and in JSON. Over the
/// example's typographies and a fixture with each kind of member.
struct ExplainMemberTests {
    /// A member on a screen and what its explanation must show.
    struct Case: CustomTestStringConvertible, Sendable {
        var project: ExplainProject
        var member: String
        var screen: String
        /// The header's words after the type.
        var header: String
        /// The json's `model`: the model that computed the member; nil when none scales it.
        var model: String?
        /// Tokens (or members) whose explanation, at any depth, has a model's formula and a
        /// rounding step.
        var formulas: [String] = []
        /// How many rounding steps the whole explanation has: one per rounding the build applies.
        var roundings: Int
        var testDescription: String { "\(member) on \(screen)" }
    }

    static let cases: [Case] = [
        Case(
            project: .example, member: "text.body.fontSize", screen: "iphone-15",
            header: "model logarithmic of font-size.body (the member is its alias, not scaled again)",
            model: "logarithmic", formulas: ["font-size.body"], roundings: 1),
        Case(
            project: .example, member: "text.body.letterSpacing", screen: "iphone-15",
            header: "no model: -0.02 em of fontSize on this screen", formulas: ["font-size.body"], roundings: 2),
        Case(
            project: .example, member: "text.body.letterSpacing", screen: "pixel-5",
            header: "no model: -0.02 em of fontSize on this screen", formulas: ["font-size.body"], roundings: 2),
        Case(
            project: .example, member: "text.body.lineHeight", screen: "iphone-15",
            header: "no model: a number as written", roundings: 0),
        Case(
            project: .example, member: "text.title.lineHeight", screen: "iphone-se-3rd-generation",
            header: "model logarithmic", model: "logarithmic", formulas: ["text.title.lineHeight"], roundings: 1),
        Case(
            project: .example, member: "text.title.lineHeight", screen: "ipad-air-11-inch-m3",
            header: "model logarithmic", model: "logarithmic", roundings: 0),
        Case(
            project: .example, member: "text.title.fontWeight", screen: "iphone-15",
            header: "no model: {font.weight-bold}'s value on this screen, not scaled again", roundings: 0),
        Case(
            project: .members, member: "type.direct.fontSize", screen: "iphone-se-3rd-generation",
            header: "model dynamic of size.base (the member is its alias, not scaled again)", model: "dynamic",
            formulas: ["size.base"], roundings: 1),
        Case(
            project: .members, member: "type.chained.fontSize", screen: "iphone-15",
            header: "model logarithmic of size.alias (the member is its alias, not scaled again)",
            model: "logarithmic", formulas: ["size.alias"], roundings: 1),
        Case(
            project: .members, member: "type.pointer.fontSize", screen: "iphone-15",
            header:
                "model logarithmic of size.alias, through the alias #/type/chained/$value/fontSize (not scaled again)",
            model: "logarithmic", formulas: ["size.alias"], roundings: 1),
        Case(
            project: .members, member: "type.direct.letterSpacing", screen: "iphone-se-3rd-generation",
            header: "no model: 0.05 em of fontSize on this screen", formulas: ["size.base"], roundings: 2),
        Case(
            project: .members, member: "type.chained.letterSpacing", screen: "ipad-air-11-inch-m3",
            header: "no model: -0.03 em of fontSize on this screen", formulas: ["size.alias"], roundings: 2),
        Case(
            project: .members, member: "type.pointer.letterSpacing", screen: "iphone-15",
            header: "no model: 0.1 em of fontSize on this screen", formulas: ["size.alias"], roundings: 2),
        Case(
            project: .members, member: "type.written.lineHeight", screen: "iphone-15", header: "model dynamic",
            model: "dynamic", formulas: ["type.written.lineHeight"], roundings: 1),
        Case(
            project: .members, member: "type.direct.lineHeight", screen: "iphone-15",
            header: "no model: a number as written", roundings: 0),
        Case(
            project: .members, member: "type.pointer.lineHeight", screen: "ipad-air-11-inch-m3",
            header: "no model: #/type/chained/$value/lineHeight's value on this screen, not scaled again",
            roundings: 1),
    ]

    @Test(arguments: cases)
    func explainsTheMemberAsTheBuildComputesIt(_ test: Case) throws {
        let built = try #require(test.project.built)
        let explained = try Pipeline.explain(
            test.member, on: test.screen, sources: built.sources, config: built.config, catalog: .builtIn
        ).get()
        // One model per header, the one that computed the member.
        #expect(explained.computation.text == test.header)
        #expect(explained.text.split(separator: "\n")[1].hasSuffix("type typography, \(test.header)"))
        #expect(explained.model?.rawValue == test.model)
        // The settings listed are those its steps use: a model only beside the same model.
        let models = explained.settings.filter { $0.key == "model" }.map(\.value)
        if case .model(let kind) = explained.computation {
            #expect(models.allSatisfy { $0 == "\"\(kind.rawValue)\"" }, "\(models)")
        } else {
            #expect(models.isEmpty, "\(models)")
        }
        let tree = explained.tree
        for path in test.formulas {
            let target = try #require(tree.first { $0.token.path.description == path }, "\(path) is not explained")
            #expect(target.steps.contains { $0.title.hasPrefix("model ") }, "\(path) has no formula step")
            #expect(target.steps.contains { $0.title == "round" }, "\(path) has no rounding step")
        }
        #expect(tree.flatMap(\.steps).filter { $0.title == "round" }.count == test.roundings)
        // A rounding that ends an explanation gives its value.
        for level in tree where level.steps.last?.title == "round" {
            #expect(level.steps.last!.detail.hasSuffix("→ \(level.valueText)"), "\(level.token.path)")
        }
        // The value the build computes for the member on that screen, to the bit.
        let value = try #require(built.value(of: test.member, on: test.screen))
        guard case .success(.number(let x)) = explained.outcome else {
            Issue.record("no number: \(explained.text)")
            return
        }
        #expect(x.bitPattern == value.bitPattern, "\(x) vs \(value)\n\(explained.text)")
        // The json carries the same steps, nested alike, and the same value.
        let json = explained.json
        #expect(Self.titles(json) == Self.titles(explained))
        #expect(json.object?["value"]?.number?.double == value)
        #expect(json.object?["model"]?.string == test.model)
    }

    /// A member alias's target is printed under the step that takes it, indented to the step's
    /// text, ending with its value; the member's own value comes last.
    @Test func theAliasTargetIsIndentedUnderItsStep() throws {
        let built = try #require(ExplainProject.example.built)
        let explained = try Pipeline.explain(
            "text.body.letterSpacing", on: "iphone-15", sources: built.sources, config: built.config, catalog: .builtIn
        ).get()
        let lines = explained.text.split(separator: "\n").map(String.init)
        let steps = lines.filter { $0.range(of: #"^ *\d+\. "#, options: .regularExpression) != nil }
        try #require(
            steps.map { $0.prefix { $0 == " " }.count } == [2, 5, 8, 8, 8, 2, 2],
            "\(explained.text)")
        #expect(steps[0].hasPrefix("  1. fontSize: text.body.fontSize on this screen"))
        #expect(steps[1].hasPrefix("     1. alias: {font-size.body}'s value on this screen"))
        #expect(steps[5] == "  2. em: -0.02 × 17.5 = -0.35000000000000003")
        #expect(steps[6] == "  3. round: pixel, nearest (scale 3): -0.35000000000000003 → -0.3333333333333333")
        #expect(
            lines.contains(
                "        font-size.body, defined at typography.tokens.json:8:5, type dimension, model logarithmic"))
        #expect(lines.suffix(4) == ["     = 17.5", steps[5], steps[6], "  = -0.3333333333333333"])
    }

    /// Every explanation in the tree, depth first: the member's, then each nested one.
    static func titles(_ explanation: Explanation) -> [String] {
        explanation.steps.flatMap { [$0.title] + ($0.explained.map(titles) ?? []) }
    }

    static func titles(_ json: JSONValue) -> [String] {
        (json.object?["steps"]?.array ?? []).flatMap { step -> [String] in
            [step.object?["step"]?.string ?? "?"] + (step.object?["explained"].map(titles) ?? [])
        }
    }
}

extension Explanation {
    /// This explanation and every one nested in its steps, depth first.
    var tree: [Explanation] { [self] + steps.compactMap(\.explained).flatMap(\.tree) }
}
