import DimensKit
import Testing

/// The errors that hold files to DTCG strictly (the lowerable ones) may be lowered by the config's
/// `lint` map, and then leave the input usable as written: the build succeeds, with the token
/// carried or the key ignored, as it was before those checks; every other error stays an error.
struct LowerableErrorsTests {
    func config(_ lint: String) -> (Config?, [Diagnostic]) {
        ConfigParser.parse(SourceFile(path: "dimens.json", text: #"{"lint": \#(lint)}"#), directory: ".")
    }

    @Test func onlyTheStrictChecksMayBeLowered() throws {
        for code in DiagnosticCode.lowerable {
            #expect(code.defaultSeverity == .error, "\(code)")
            for level in ["warning", "off"] {
                let (parsed, diagnostics) = config(#"{"\#(code)": "\#(level)"}"#)
                #expect(diagnostics.isEmpty, "\(code) \(level)")
                #expect(parsed?.lint[code]?.rawValue == level)
            }
        }
        for code in [
            "value.invalid", "alias.unknown", "alias.type-mismatch", "token.uncomputable", "token.misspelt-property",
        ] {
            #expect(config(#"{"\#(code)": "warning"}"#).1.map(\.code) == [.configValue], "\(code)")
        }
    }

    /// A token file that raises `code`, and what the build makes of `t` once `code` is lowered.
    @Test(arguments: [
        (
            "value.nonconforming", #"{"$type": "color", "$value": {"colorSpace": "mud", "components": [0, 0, 0]}}"#,
            "carried"
        ),
        ("value.unknown-key", #"{"$type": "dimension", "$value": {"value": 2, "unit": "px", "bad": 1}}"#, "computed"),
        ("value.misspelt-unit", #"{"$type": "dimension", "$value": {"value": 2, "unit": "xp"}}"#, "carried"),
        ("value.unknown-unit", #"{"$type": "dimension", "$value": {"value": 2, "unit": "furlong"}}"#, "carried"),
        ("type.misspelt", #"{"$type": "dimensoin", "$value": {"value": 2, "unit": "px"}}"#, "carried"),
        (
            "composite.unknown-member",
            #"{"$type": "typography", "$value": {"fontFamily": "A", "fontSize": {"value": 2, "unit": "px"}, "brandCase": "upper"}}"#,
            "computed"
        ),
    ])
    func aLoweredErrorLeavesTheTokenUsable(_ code: String, _ token: String, _ outcome: String) throws {
        let file = SourceFile(
            path: "t.tokens.json", text: #"{"t": \#(token), "n": {"$type": "number", "$value": 1}}"#)
        for level in [nil, "warning", "off"] {
            var (parsed, _) = config(level.map { #"{"\#(code)": "\#($0)"}"# } ?? "{}")
            parsed?.outputs = [.init(template: "json", path: "d.json")]
            let compilation = Pipeline.compile(sources: .files([file]), config: try #require(parsed), catalog: .builtIn)
            let codes = compilation.diagnostics.all.filter { $0.code.rawValue == code }.map(\.severity)
            switch level {
            case nil:
                #expect(codes.contains(.error) && compilation.outputs.isEmpty, "\(code) fails the build")
            default:
                #expect(codes == (level == "off" ? [] : [.warning]), "\(code) \(level!)")
                let t = try #require(compilation.table?.tokens.first { $0.token.path.description == "t" })
                let carried: Bool = if case .constant = t.values { true } else { false }
                #expect(carried == (outcome == "carried"), "\(code): t is \(carried ? "carried" : "computed")")
                #expect(!compilation.outputs.isEmpty)
            }
        }
    }
}
