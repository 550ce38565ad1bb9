import DimensKit
import Testing

/// The front end and scale stage over a resolver's inputs, one input at a time
/// (`Pipeline.streamInputs`): what one text size finds does not stop the sizes after it unless
/// the check phase reports it as an error.
struct ResolverStreamTests {
    static let files: [String: String] = [
        "ds/app.resolver.json": """
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {"size": {"contexts": {"small": [{"$ref": "small.tokens.json"}], "large": [],
           "xLarge": [{"$ref": "xlarge.tokens.json"}]}, "default": "large"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/size"}]}
        """,
        "ds/base.tokens.json":
            #"{"grid": {"cols": {"$type": "number", "$value": 2.5}}, "space": {"pad": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}}}"#,
        // A whole number at the small size only, which a model turns fractional on some screens.
        "ds/small.tokens.json": #"{"grid": {"cols": {"$type": "number", "$value": 3}}}"#,
        "ds/xlarge.tokens.json": #"{"space": {"pad": {"$type": "dimension", "$value": {"value": 40, "unit": "px"}}}}"#,
    ]

    static var sources: TokenSources {
        let all = Dictionary(uniqueKeysWithValues: files.map { ($0.key, SourceFile(path: $0.key, text: $0.value)) })
        return .resolver(
            ResolverFiles(
                resolver: all["ds/app.resolver.json"]!, files: all.filter { $0.key != "ds/app.resolver.json" }))
    }

    func config(lint: String) throws -> Config {
        let text = """
            {"resolver": "ds/app.resolver.json", "catalog": {"include": ["phone"]},
             "modifiers": {"size": {"textSize": {"small": "small", "large": "large", "xLarge": "extraLarge"}}},
             "rules": [{"tokens": "grid.cols", "model": "balanced"}], "lint": \(lint)}
            """
        let (config, diagnostics) = ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return try #require(config)
    }

    /// With the small size's own warning raised to an error by the config's `lint`, the build is
    /// as without it (the check phase reports only a size's errors, its warnings repeat the
    /// default's): the extra-large size still has its values.
    @Test(arguments: ["{}", #"{"scale.fractional-number": "error"}"#])
    func aWarningAtOneTextSizeKeepsTheSizesAfterIt(lint: String) throws {
        let compilation = Pipeline.compile(sources: Self.sources, config: try config(lint: lint), catalog: .builtIn)
        #expect(!compilation.diagnostics.hasErrors, "\(compilation.diagnostics.all.map(\.message))")
        let table = try #require(compilation.table)
        let pad = try #require(table.tokens.first { $0.token.path.description == "space.pad" })
        #expect(Array(pad.textSizes.keys) == [.extraLarge])
        #expect(table.textSizes.contains(.extraLarge))
    }
}
