import DimensKit
import Testing

/// A small design system with a resolver, compiled in memory: `space.s` differs per size context,
/// `space.gap` (in the base set) aliases it, and the dark theme has a mistake of its own.
struct ResolverPipelineTests {
    static let files: [String: String] = [
        "ds/app.resolver.json": """
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {
           "theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"},
           "size": {"contexts": {"mobile": [{"$ref": "mobile.tokens.json"}], "desktop": [{"$ref": "desktop.tokens.json"}]}}
         },
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/size"}]}
        """,
        "ds/base.tokens.json":
            #"{"space": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}, "gap": {"$value": "{space.s}"}}}"#,
        "ds/light.tokens.json": ##"{"accent": {"$type": "color", "$value": "#0000ff"}}"##,
        "ds/dark.tokens.json": #"{"accent": {"$type": "color", "$value": "{colour.blue}"}}"#,
        "ds/mobile.tokens.json": #"{"space": {"s": {"$value": {"value": 6, "unit": "px"}}}}"#,
        "ds/desktop.tokens.json": #"{"space": {"s": {"$value": {"value": 10, "unit": "px"}}}}"#,
    ]

    static var sources: TokenSources {
        let all = Dictionary(uniqueKeysWithValues: files.map { ($0.key, SourceFile(path: $0.key, text: $0.value)) })
        return .resolver(
            ResolverFiles(
                resolver: all["ds/app.resolver.json"]!, files: all.filter { $0.key != "ds/app.resolver.json" }))
    }

    func config(_ modifiers: String) throws -> Config {
        let text = """
            {"resolver": "ds/app.resolver.json", "modifiers": \(modifiers), "catalog": {"include": ["phone", "pad"]},
             "defaults": {"model": "none"}}
            """
        let (config, diagnostics) = ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".")
        #expect(diagnostics.isEmpty)
        return try #require(config)
    }

    @Test func eachScreenIsComputedFromItsContextAndAliasesResolveAfterMerging() throws {
        let compilation = Pipeline.compile(
            sources: Self.sources, config: try config(#"{"size": {"mobile": "phone", "desktop": "pad"}}"#),
            catalog: .builtIn)
        #expect(!compilation.diagnostics.hasErrors, "\(compilation.diagnostics.all.map(\.message))")
        let table = try #require(compilation.table)
        func value(_ path: String, _ screen: String) -> Double? {
            guard let token = table.tokens.first(where: { $0.token.path.description == path }),
                let index = table.screens.firstIndex(where: { $0.id == screen }),
                case .numbers(let values) = token.values
            else { return nil }
            return values[index]
        }
        #expect(value("space.s", "iphone-15") == 6 && value("space.s", "ipad-pro-13-inch-m4") == 10)
        #expect(value("space.gap", "iphone-15") == 6 && value("space.gap", "ipad-pro-13-inch-m4") == 10)
        #expect(table.inputs.map(\.description) == ["theme=light, size=mobile", "theme=light, size=desktop"])

        let json = try #require(
            JSONParser.parse(SourceFile(path: "out.json", text: compilation.outputs[0].text)).value?.object)
        let screen = try #require(json["screens"]?.array?.first { $0.object?["id"]?.string == "iphone-15" }?.object)
        #expect(screen["contexts"]?.object?.keys == ["theme", "size"])
        #expect(screen["contexts"]?.object?["size"]?.string == "mobile")
        let tokens = (json["tokens"]?.array ?? []).compactMap { $0.object }
        let s = try #require(tokens.first { $0["path"]?.string == "space.s" })
        #expect(s["source"]?.string == "ds/mobile.tokens.json:1:12")
        #expect(s["sources"]?.object?["size=desktop"]?.string == "ds/desktop.tokens.json:1:12")
        #expect(tokens.first { $0["path"]?.string == "space.gap" }?["sources"] == nil)
    }

    @Test func lintChecksEveryContextAndNamesTheOnesAFindingIsIn() throws {
        let result = Pipeline.lint(sources: Self.sources, config: try config(#"{"size": "mobile"}"#), catalog: .builtIn)
        #expect(result.inputCount == 3)
        let unknown = try #require(result.diagnostics.all.first { $0.code == .aliasUnknown })
        #expect(unknown.location?.description == "ds/dark.tokens.json:1:41")
        #expect(unknown.notes.map(\.message).contains("with theme=dark"))
        #expect(result.diagnostics.errorCount == 1)
    }

    @Test func aBuildFailsOnlyOnTheContextsItUses() throws {
        let light = Pipeline.compile(
            sources: Self.sources, config: try config(#"{"size": "mobile"}"#), catalog: .builtIn)
        #expect(!light.diagnostics.hasErrors)
        let dark = Pipeline.compile(
            sources: Self.sources, config: try config(#"{"theme": "dark", "size": "mobile"}"#), catalog: .builtIn)
        #expect(dark.diagnostics.all.map(\.code) == [.aliasUnknown])
    }

    @Test func explainGetsTheScreensInputAndWhy() throws {
        let found = try Pipeline.explain(
            "space.s", on: "ipad-air-11-inch-m3", sources: Self.sources,
            config: try config(#"{"size": {"mobile": "phone", "desktop": "pad"}}"#), catalog: .builtIn
        ).get()
        #expect(found.input?.description == "theme=light, size=desktop")
        #expect(found.contexts.last?.hasPrefix("size=desktop ('pad' matches ipad-air-11-inch-m3") == true)
        #expect(found.token.token.file == "ds/desktop.tokens.json")
    }
}
