import Foundation
import Testing

@testable import DimensKit

/// The typescript output's naming rules: a `typeName` whose names the module's code already uses
/// (its imports, declarations, the globals it reads) or that TypeScript reserves is refused before
/// anything renders; two tokens with one camelCase name are refused naming both.
struct TypeScriptNamesTests {
    @Test func theReservedNamesAreReadFromTheTemplatesCode() throws {
        let names = TypeScriptReservedNames.names(in: try #require(BuiltInTemplates.sources["typescript"]))
        for used in ["Platform", "useWindowDimensions", "Uint8Array", "DataView", "Math", "SCREENS", "precedes"] {
            #expect(names.contains(used), "\(used)")
        }
        for keyword in ["function", "string", "interface"] { #expect(names.contains(keyword)) }
        // Tags, comments and strings are not code.
        for word in ["typeName", "Generated", "compact", "RCTFontSizeMultiplier"] {
            #expect(!names.contains(word), "\(word)")
        }
    }

    @Test(arguments: [
        ("Platform", "'Platform'"), ("Uint8Array", "'Uint8Array'"), ("string", "'string'"),
        ("Memo", "'useMemo'"), ("Metrics", nil),
    ])
    func aTypeNameTheModuleUsesIsRefused(_ typeName: String, _ named: String?) throws {
        let problems = try Self.problems(
            tokens: #"{"a": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"#, typeName: typeName)
        if let named {
            #expect(problems.count == 1 && problems[0].code == .configValue && problems[0].message.contains(named))
        } else {
            #expect(problems.isEmpty)
        }
    }

    @Test func twoTokensWithOneCamelCaseNameAreRefused() throws {
        let tokens = #"""
            {"space": {"card-gap": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
                       "cardGap": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}}
            """#
        let problems = try Self.problems(tokens: tokens, typeName: "Dimens")
        #expect(problems.map(\.code) == [.typeScriptNameCollision])
        #expect(problems.first?.message.contains("the TypeScript property 'spaceCardGap'") == true)
    }

    /// The errors of a build of `tokens` with one typescript output.
    static func problems(tokens: String, typeName: String) throws -> [Diagnostic] {
        var options = OutputOptions()
        options.typeName = typeName
        var config = Config(directory: ".", file: "dimens.json")
        config.outputs = [Config.Output(template: "typescript", path: "dimens.ts", options: options)]
        let compilation = Pipeline.compile(
            sources: .files([SourceFile(path: "a.tokens.json", text: tokens)]), config: config, catalog: .builtIn)
        return compilation.diagnostics.all.filter { $0.severity == .error }
    }
}
