import DimensKit
import Testing

/// The config's `resolverOrder` applied to a parsed resolver: steps prepended and appended in
/// the order written, and a step the order already has refused.
struct ResolverOrderExtensionTests {
    static let resolver = #"""
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [] }, "fonts": { "sources": [] }, "late": { "sources": [] } },
          "modifiers": { "theme": { "contexts": { "light": [], "dark": [] }, "default": "light" } },
          "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" } ]
        }
        """#

    static func order(prepend: [String] = [], append: [String] = []) -> Config.ResolverOrder {
        let at = SourceLocation(file: "dimens.json", position: .start)
        return Config.ResolverOrder(
            prepend: prepend.map { Located($0, at: at) }, append: append.map { Located($0, at: at) })
    }

    @Test func prependedStepsComeFirstAndAppendedOnesLast() throws {
        let document = try #require(ResolverParser.parse(SourceFile(path: "app.resolver.json", text: Self.resolver)).0)
        #expect(document.unusedSets.map(\.name) == ["fonts", "late"])
        let (extended, problems) = document.extended(by: Self.order(prepend: ["#/sets/fonts"], append: ["#/sets/late"]))
        #expect(problems.isEmpty)
        #expect(extended.order.map(\.name) == ["fonts", "base", "theme", "late"])
        #expect(extended.unusedSets.isEmpty)
    }

    @Test func aStepTwiceOrNamingNothingAddsNothingAndIsAnError() throws {
        let document = try #require(ResolverParser.parse(SourceFile(path: "app.resolver.json", text: Self.resolver)).0)
        let (extended, problems) = document.extended(
            by: Self.order(prepend: ["#/sets/base", "#/sets/font"], append: ["#/modifiers/size"]))
        #expect(extended.order.map(\.name) == ["base", "theme"])
        #expect(problems.map(\.code.rawValue) == ["resolver.duplicate-name", "resolver.ref", "resolver.ref"])
        #expect(problems[1].notes.map(\.message) == ["did you mean '#/sets/fonts'?"])
        #expect(problems[2].notes.map(\.message) == ["its modifiers: theme"])
    }
}
