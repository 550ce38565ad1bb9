import DimensKit
import DimensTestSupport
import Foundation
import Testing

@testable import DimensCLI

/// The config's `resolverOrder`: a set the vendor's `resolutionOrder` leaves out, loaded from
/// the config (the HIG-like `text-sizes` fixture), and each mistake in it reported at its place.
struct ResolverOrderTests {
    /// The fixture with `dimens.json` replaced by `config`.
    static func project(config: String) throws -> Project {
        let project = try TextSizeTests.project()
        try config.write(to: project.directory.appendingPathComponent("dimens.json"), atomically: true, encoding: .utf8)
        return project
    }

    static func config(_ order: String) -> String {
        """
        {
          "resolver": "app.resolver.json",
          "resolverOrder": \(order),
          "modifiers": { "size": { "textSize": { "xSmall": "extraSmall", "small": "small", "medium": "medium",
            "large": "large", "xLarge": "extraLarge", "xxLarge": "extraExtraLarge", "xxxLarge": "extraExtraExtraLarge" } } },
          "catalog": { "include": ["phone", "pad"] },
          "defaults": { "model": "none" },
          "outputs": [ { "template": "json", "path": "text.json" } ]
        }
        """
    }

    @Test func aSetPrependedFromTheConfigLoadsAsIfTheResolverNamedIt() throws {
        let project = try Self.project(config: Self.config(##"{ "prepend": ["#/sets/typography"] }"##))
        let (code, console) = project.run(["build"])
        try #require(code == .success, "\(console.errors)")
        #expect(!console.errors.contains("resolver.unused-set"))
        let text = try String(contentsOf: project.directory.appendingPathComponent("out/text.json"), encoding: .utf8)
        try TextSizeTests.expectEveryStyleAtEverySize(try #require(OutputByScreen.read(text)))
    }

    @Test func aStepTheOrderAlreadyHasIsAnErrorAtItsReference() throws {
        let project = try Self.project(
            config: Self.config(##"{ "append": ["#/sets/typography", "#/modifiers/theme"] }"##))
        // `theme` is already in the order: an error at its reference in the config.
        let (code, console) = project.run(["build"])
        #expect(code == .failure)
        #expect(
            console.errors.contains(
                "dimens.json:3:54: error: 'theme' is already in the resolutionOrder of app.resolver.json; resolverOrder adds what it leaves out [resolver.duplicate-name]"
            ), "\(console.errors)")
    }

    @Test(arguments: [
        (
            ##"{ "prepend": ["#/sets/typograpy"] }"##,
            ##"dimens.json:3:34: error: "#/sets/typograpy" in resolverOrder names no set of app.resolver.json [resolver.ref]"##,
            "did you mean '#/sets/typography'?"
        ),
        (
            #"{ "prepend": ["typography"] }"#,
            ##"dimens.json:3:34: error: "resolverOrder.prepend" takes references "#/sets/NAME" or "#/modifiers/NAME", not "typography" [config.value]"##,
            nil
        ),
        (
            #"{ "prepnd": [] }"#,
            #"dimens.json:3:22: error: unknown key 'prepnd' in "resolverOrder" [config.unknown-key]"#,
            "did you mean 'prepend'?"
        ),
        (
            ##"["#/sets/typography"]"##,
            ##"dimens.json:3:20: error: "resolverOrder" must be an object such as {"prepend": ["#/sets/typography"]} [config.value]"##,
            nil
        ),
    ])
    func eachMistakeIsReportedAtItsPlace(_ order: String, _ error: String, _ note: String?) throws {
        let project = try Self.project(config: Self.config(order))
        let (code, console) = project.run(["build"])
        #expect(code == .failure)
        #expect(console.errors.contains(error), "\(console.errors)")
        if let note { #expect(console.errors.contains(note)) }
    }

    @Test func withoutAResolverTheKeyIsAnError() throws {
        let project = try Project([
            "dimens.json": ##"{ "resolverOrder": { "prepend": ["#/sets/a"] } }"##, "tokens/a.tokens.json": goodToken,
        ])
        let (code, console) = project.run(["build"])
        #expect(code == .failure)
        #expect(
            console.errors.contains(
                #"dimens.json:1:3: error: "resolverOrder" adds to the resolutionOrder of a resolver, but the config names no "resolver" [config.value]"#
            ), "\(console.errors)")
    }
}
