import DimensKit
import DimensTestSupport
import Foundation
import Testing

/// A project compiled in memory with a `typescript` output beside its json output: the generated
/// module, and what the json output says of every screen, to check the module against.
struct TypeScriptProject {
    /// The folder of the typescript output's fixture (`Tests/Fixtures/typescript`): Apple and Android
    /// screens, text sizes bound through a resolver, awkward names and strings; and its golden files.
    static let fixture = Fixtures.root.appendingPathComponent("typescript")

    /// The generated module.
    let module: String
    /// The json output's screens, in its order.
    let screens: [JSONObject]
    /// The same screens' traits, as the lookup reads them.
    let screenTraits: [ScreenTraits]
    /// The lines the module's lookup gives windows of no catalogued size.
    let windows: WindowExpectation?
    /// The json output's tokens a TypeScript property holds (dimension, number, string, boolean),
    /// their values keyed by screen id.
    let tokens: [JSONObject]
    /// The table's text sizes, smallest first (`large` among them); empty without.
    let textSizes: [ContentSizeCategory]
    /// Each token's values by text size, then by screen id (`large`: its `values`).
    let values: [String: [ContentSizeCategory: [String: JSONValue]]]

    /// The shipped example (`tokens/` with `tokens/dimens.json`) with a typescript output added,
    /// with `options`.
    static func example(options: OutputOptions = OutputOptions()) throws -> TypeScriptProject {
        let folder = BuiltInTemplateTests.root.appendingPathComponent("tokens")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".tokens.json") }.sorted()
            .map { SourceFile(path: $0, bytes: Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
        let text = try String(contentsOf: folder.appendingPathComponent("dimens.json"), encoding: .utf8)
        var config = try #require(ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".").0)
        config.outputs = [
            Config.Output(template: "json", path: "dimens.json"),
            Config.Output(template: "typescript", path: "dimens.ts", options: options),
        ]
        return try TypeScriptProject(Pipeline.compile(sources: .files(files), config: config, catalog: .builtIn))
    }

    /// The fixture, whose config names its json and typescript outputs.
    static func fixtureProject() throws -> TypeScriptProject {
        let text = try String(contentsOf: fixture.appendingPathComponent("dimens.json"), encoding: .utf8)
        let config = try #require(ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".").0)
        let sources = try Fixtures.resolverSources("typescript", "", resolver: "app.resolver.json")
        return try TypeScriptProject(Pipeline.compile(sources: sources, config: config, catalog: .builtIn))
    }

    init(_ compilation: Pipeline.Compilation) throws {
        let errors = compilation.diagnostics.all.filter { $0.severity == .error }
        try #require(errors.isEmpty, "\(errors.map(\.message))")
        module = try #require(compilation.outputs.first { $0.path == "dimens.ts" }?.text)
        let json = try #require(compilation.outputs.first { $0.path == "dimens.json" }?.text)
        // Read with dimens' own parser: Foundation's JSONSerialization rounds some decimals on Linux.
        let document = try #require(OutputByScreen.read(json))
        screens = try #require(document["screens"]?.array).compactMap(\.object)
        screenTraits = screens.map(ScreenTraits.init)
        windows = compilation.table.map { WindowExpectation($0.screens(forOutput: "typescript")) }
        tokens = try #require(document["tokens"]?.array).compactMap(\.object).filter {
            ["dimension", "number", "string", "boolean"].contains($0["type"]?.string ?? "") && $0["values"] != nil
        }
        let sized = Set(tokens.flatMap { $0["textSizes"]?.object?.keys ?? [] })
        textSizes = ContentSizeCategory.allCases.filter {
            !sized.isEmpty && (sized.contains($0.rawValue) || $0 == .large)
        }
        var values: [String: [ContentSizeCategory: [String: JSONValue]]] = [:]
        for token in tokens {
            for size in ContentSizeCategory.allCases {
                let byScreen =
                    size == .large ? token["values"]?.object : token["textSizes"]?.object?[size.rawValue]?.object
                guard let byScreen else { continue }
                values[token["path"]!.string!, default: [:]][size] = Dictionary(
                    byScreen.members.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
            }
        }
        self.values = values
    }

    /// What `dimensFor` compares of one json screen.
    struct ScreenTraits {
        var id: String
        var platform: String
        var family: String?
        var width: Double
        var height: Double
        var scale: Double
        /// UIKit's horizontal size class of an Apple screen, as the json output gives it.
        var sizeClass: String?

        init(_ screen: JSONObject) {
            id = screen["id"]!.string!
            platform = screen["platform"]?.string ?? "apple"
            family = screen["family"]?.string
            (width, height) = (screen["width"]!.number!.double, screen["height"]!.number!.double)
            scale = screen["scale"]!.number!.double
            sizeClass = screen["sizeClass"]?.string
        }
    }

    /// A token's property name: its path in lowerCamelCase, as the module's interface declares it.
    static func property(_ token: JSONObject) -> String {
        NameStyles(path: TokenPath(dotted: token["path"]!.string!)).camel
    }

    /// What the json output says `token` is on `screen` at a text size: its value there, else its
    /// `values` (a token without values per text size).
    func value(_ token: JSONObject, screen: String, size: ContentSizeCategory) -> JSONValue? {
        let bySize = values[token["path"]!.string!]
        return (bySize?[size] ?? bySize?[.large])?[screen]
    }
}
