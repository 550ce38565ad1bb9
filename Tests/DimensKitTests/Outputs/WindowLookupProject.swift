import DimensKit
import DimensTestSupport
import Foundation
import Testing

/// The README's quick-start tokens under one config, compiled with a json output and every
/// runtime output its platforms take (swift for Apple's, kotlin for Android's, typescript for
/// both), each named after the config so that every config's outputs compile into one program.
struct WindowLookupProject {
    let name: String
    let compilation: Pipeline.Compilation
    /// The json output, keyed by screen.
    let json: JSONObject
    let platforms: [String]

    /// The token file of the README's iOS quick start, as written there.
    static func readmeTokens() throws -> String {
        let ios = try #require(ReadmeQuickStarts.read()["ios"])
        return try #require(ios.files.first { $0.key.hasSuffix(".tokens.json") }?.value)
    }

    /// The config of one of the README's quick starts, as written there.
    static func readmeConfig(_ name: String) throws -> String {
        let start = try #require(ReadmeQuickStarts.read()[name])
        return try #require(start.files.first { $0.key.hasSuffix("dimens.json") }?.value)
    }

    /// `config` (JSON text) with its outputs replaced; the swift, kotlin and typescript outputs are
    /// named `name` (type, package, lookup), so several projects compile side by side.
    init(_ name: String, config text: String, tokens: String, extraOutputs: Bool = true) throws {
        var config = try #require(ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".").0)
        let platforms = config.platforms.map(\.rawValue)
        config.outputs = [Config.Output(template: "json", path: "dimens.json")]
        if extraOutputs {
            if platforms.contains("apple") {
                var options = OutputOptions()
                options.typeName = name
                config.outputs.append(Config.Output(template: "swift", path: "\(name).swift", options: options))
            }
            if platforms.contains("android") {
                var options = OutputOptions()
                options.typeName = name
                options.kotlinPackage = name.lowercased()
                config.outputs.append(Config.Output(template: "kotlin", path: "\(name).kt", options: options))
            }
            var options = OutputOptions()
            options.typeName = name
            options.reactNative = false
            config.outputs.append(Config.Output(template: "typescript", path: "\(name).ts", options: options))
        }
        compilation = Pipeline.compile(
            sources: .files([SourceFile(path: "tokens/spacing.tokens.json", text: tokens)]), config: config,
            catalog: .builtIn)
        let errors = compilation.diagnostics.all.filter { $0.severity == .error }
        try #require(errors.isEmpty, "\(errors.map(\.message))")
        let text = try #require(Self.output(compilation, "dimens.json"))
        json = try #require(OutputByScreen.read(text))
        (self.name, self.platforms) = (name, platforms)
    }

    static func output(_ compilation: Pipeline.Compilation, _ path: String) -> String? {
        compilation.outputs.first { $0.path == path }?.text
    }

    func output(_ path: String) throws -> String { try #require(Self.output(compilation, path)) }

    var screens: [JSONObject] { json["screens"]?.array?.compactMap(\.object) ?? [] }

    /// The json output's numbers of `token` by screen id.
    func values(_ token: String) -> [String: Double] {
        let found = json["tokens"]?.array?.compactMap(\.object).first { $0["path"]?.string == token }
        var values: [String: Double] = [:]
        for member in found?["values"]?.object?.members ?? [] { values[member.key] = member.value.number?.double }
        return values
    }

    /// The sides the tokens read, as the generated lookups have them.
    var sides: ScreenSides { compilation.table.map(ScreenSides.of) ?? ScreenSides() }
}
