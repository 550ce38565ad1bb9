import DimensKit
import Testing

/// `"interfaceBuilder"`: one glob or a list, kept with where it is written; anything else is a
/// `config.value` error at the value, a misspelt key a `config.unknown-key` with "did you mean".
struct ConfigParserInterfaceBuilderTests {
    func parse(_ text: String) -> (Config?, [Diagnostic]) {
        ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: "proj")
    }

    @Test(arguments: [
        (#"{"interfaceBuilder": ["App/**/*.storyboard", "App/**/*.xib"]}"#, ["App/**/*.storyboard", "App/**/*.xib"]),
        (#"{"interfaceBuilder": "App/Main.storyboard"}"#, ["App/Main.storyboard"]),
    ])
    func readsOnePatternOrAList(_ text: String, _ patterns: [String]) throws {
        let (config, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        let found = try #require(config?.interfaceBuilder)
        #expect(found.value == patterns)
        #expect(found.location.description == "dimens.json:1:22")
    }

    @Test func isAbsentByDefault() throws {
        #expect(try #require(parse("{}").0).interfaceBuilder == nil)
    }

    @Test(arguments: [
        (
            #"{"interfaceBuilder": 5}"#,
            "1:22 config.value \"interfaceBuilder\" must be a glob or a list of globs of storyboards and xibs, such as [\"App/**/*.storyboard\"]"
        ),
        (
            #"{"interfaceBuilder": ["a.xib", 7]}"#,
            "1:22 config.value \"interfaceBuilder\" must be a glob or a list of globs of storyboards and xibs, such as [\"App/**/*.storyboard\"]"
        ),
        (
            #"{"interfaceBuilder": []}"#,
            "1:22 config.value \"interfaceBuilder\" must be a glob or a list of globs of storyboards and xibs, such as [\"App/**/*.storyboard\"], without empty ones"
        ),
        (
            #"{"interfaceBuilder": ["a.xib", ""]}"#,
            "1:22 config.value \"interfaceBuilder\" must be a glob or a list of globs of storyboards and xibs, such as [\"App/**/*.storyboard\"], without empty ones"
        ),
        (
            #"{"interfaceBuilders": ["a.xib"]}"#,
            "1:2 config.unknown-key unknown config key 'interfaceBuilders' | did you mean 'interfaceBuilder'?"
        ),
    ])
    func reportsAMistakeAtItsPlace(_ text: String, _ expected: String) {
        let (config, diagnostics) = parse(text)
        #expect(config?.interfaceBuilder == nil)
        #expect(
            diagnostics.map {
                "\($0.location!.position) \($0.code) \($0.message)" + $0.notes.map { " | \($0.message)" }.joined()
            } == [expected])
    }
}
