import DimensKit
import Testing

struct ConfigParserTests {
    func parse(_ text: String) -> (Config?, [Diagnostic]) {
        ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: "proj")
    }

    @Test func readsEveryKeyWithCommentsAllowed() throws {
        let (config, diagnostics) = parse(
            """
            {
              // the example
              "tokens": ["a/*.tokens.json", "b.tokens.json"], /* two sources */
              "catalog": { "include": ["phone", "pad"], "extend": "more.json" },
              "orientations": ["landscape", "portrait"],
              "multitasking": true,
              "reference": "appdimens",
              "defaults": { "model": "fixed" },
              "outDir": "build/out",
              "outputs": [ { "template": "swift", "path": "Gen/Dimens.swift", "options": { "typeName": "D" } } ]
            }
            """)
        #expect(diagnostics.isEmpty)
        let c = try #require(config)
        #expect(c.directory == "proj")
        #expect(c.tokens == ["a/*.tokens.json", "b.tokens.json"])
        #expect(c.catalog.include == [.phone, .pad])
        #expect(c.catalog.extend == "more.json")
        #expect(c.orientations == [.portrait, .landscape])
        #expect(c.multitasking == true)
        #expect(c.reference == .appdimens)
        #expect(c.defaults?.object["model"]?.string == "fixed")
        #expect(c.outDir == "build/out")
        #expect(c.outputs.map(\.path) == ["Gen/Dimens.swift"])
        #expect(c.outputs.first?.options.typeName == "D")
    }

    /// The config is JSON with comments as editors write it: a comma may end an object or array.
    /// Token files stay strict JSON, and a comma with nothing before it is still an error.
    @Test func theConfigTakesTrailingCommasAndTokenFilesDoNot() throws {
        let (config, diagnostics) = parse(#"{ "tokens": ["a.tokens.json", "b.tokens.json",], "outDir": "o", }"#)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(config?.tokens == ["a.tokens.json", "b.tokens.json"] && config?.outDir == "o")
        #expect(parse(#"{ "tokens": [,] }"#).1.first?.code == .jsonSyntax)
        #expect(parse(#"{ , }"#).1.first?.code == .jsonSyntax)
        let strict = JSONParser.parse(SourceFile(path: "a.tokens.json", text: #"{ "a": 1, }"#))
        #expect(strict.diagnostics.first?.message == "trailing comma before '}' is not allowed in JSON")
    }

    @Test func defaultsWhenKeysAreAbsent() throws {
        let c = try #require(parse("{}").0)
        #expect(c.tokens == ["tokens/**/*.tokens.json"])
        #expect(c.reference == .size(width: 375, height: 667))
        #expect(c.orientations == [.portrait])
        #expect(c.outDir == "out")
    }

    @Test func reportsEveryBadKeyAtItsPlace() {
        let (_, diagnostics) = parse(
            """
            {
              "tokns": [],
              "reference": 5,
              "orientations": ["sideways"],
              "outputs": [ { "template": "json", "path": "../escape.json" }, { "template": "css", "path": "/abs.css" } ]
            }
            """)
        let found = diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.code)" }
        #expect(
            found == [
                "2:3 config.unknown-key", "3:16 config.value", "4:19 config.value", "5:46 config.path",
                "5:95 config.path",
            ])
        #expect(diagnostics.first?.notes.first?.message == "did you mean 'tokens'?")
    }

    /// A misspelt key of an output is the one finding, with its "did you mean", not a missing
    /// `path` as well; an output missing a key with nothing misspelt says what it needs.
    @Test func aMisspeltOutputKeyIsReportedAloneWithItsSuggestion() {
        let (_, diagnostics) = parse(
            #"{ "outputs": [ { "template": "json", "paht": "a.json" }, { "template": "css" } ] }"#)
        #expect(
            diagnostics.map { "\($0.location!.column) \($0.code) \($0.message)" } == [
                "38 config.unknown-key unknown key 'paht' in an output",
                "58 config.value each output needs \"template\" and \"path\" strings",
            ])
        #expect(diagnostics.first?.notes.map(\.message) == ["did you mean 'path'?"])
    }

    @Test(arguments: [
        "a/../../b", "..", "/etc/x", "C:/x", "~/x", "a\u{0}b.json", "out\u{1b}[2J.json", "a\u{85}b", "a\u{2028}b",
        "x\u{202E}nosj.txt",
    ])
    func outputPathsMustStayInsideOutDir(_ path: String) {
        #expect(OutputPathRule.problem(with: path) != nil)
    }

    @Test(arguments: ["Dimens.swift", "ios/Gen/Dimens.swift", "a..b/c"])
    func ordinaryOutputPathsAreFine(_ path: String) {
        #expect(OutputPathRule.problem(with: path) == nil)
    }
}
