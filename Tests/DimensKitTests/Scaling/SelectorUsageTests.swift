import DimensKit
import Testing

/// Selectors that can never take effect on the screens in use are warned about, naming the
/// selector that beats them.
struct SelectorUsageTests {
    func warnings(_ overrides: String, include: [DeviceFamily] = [.phone, .pad]) -> [String] {
        var config = Config(directory: ".")
        config.catalog.include = include
        config.orientations = [.portrait, .landscape]
        let token = #"{"t": {"$type": "number", "$value": 1, "$extensions": {"dimens": {"overrides": \#(overrides)}}}}"#
        let result = Pipeline.lint(
            sources: .files([SourceFile(path: "a.tokens.json", text: token)]), config: config, catalog: .builtIn)
        return result.diagnostics.all.map { "\($0.code) \($0.message)" }
    }

    @Test(arguments: [
        (
            #"{"regular": 2, "w>=1024": 3}"#,
            [
                "selector.never-wins 'w>=1024' in the overrides of 't' never wins: 'regular' is more specific on every screen it matches"
            ]
        ),
        (#"{"regular": 2, "regular&w>=1024": 3}"#, []),
        (#"{"watch": 2}"#, ["selector.matches-nothing 'watch' in the overrides of 't' matches no screen in use"]),
        (#"{"w>=5000": 2}"#, ["selector.matches-nothing 'w>=5000' in the overrides of 't' matches no screen in use"]),
        (
            #"{"phone": 2, "pad": 3, "default": 4}"#,
            [
                "selector.never-wins 'default' in the overrides of 't' never wins: 'phone' or 'pad' are more specific on every screen it matches"
            ]
        ),
        (#"{"compact": 2, "regular": 3}"#, []),
    ])
    func deadSelectorsAreWarnings(_ overrides: String, _ expected: [String]) {
        #expect(warnings(overrides) == expected)
    }

    @Test func whatMatchesNothingDependsOnTheCatalogInUse() {
        #expect(warnings(#"{"watch": 2}"#, include: [.watch, .phone]).isEmpty)
    }

    @Test func theWarningSaysWhichScreensAreInUse() {
        var config = Config(directory: ".")
        config.catalog.include = [.pod]
        let token = #"{"t": {"$type": "number", "$value": 1, "$extensions": {"dimens": {"overrides": {"tv": 2}}}}}"#
        let result = Pipeline.lint(
            sources: .files([SourceFile(path: "a.tokens.json", text: token)]), config: config, catalog: .builtIn)
        #expect(result.diagnostics.all.first?.notes.map(\.message) == ["the screens in use: 7 screens: pod; portrait"])
        #expect(result.diagnostics.all.first?.location?.description == "a.tokens.json:1:81")
    }
}
