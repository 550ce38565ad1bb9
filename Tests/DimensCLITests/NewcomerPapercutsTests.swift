import Foundation
import Testing

@testable import DimensCLI

/// Issue 51's papercuts as a newcomer meets them on the command line: a misspelt alias gets a
/// "did you mean", in the syntax it was written in, and a trailing comma is reported at the comma.
struct NewcomerPapercutsTests {
    static let config = #"{"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"]}}"#

    @Test func aMissingAliasSuggestsATokenOfItsGroup() throws {
        let project = try Project([
            "dimens.json": Self.config,
            "a.tokens.json": """
            {"spacing": {"$type": "dimension",
              "s": {"$value": {"value": 8, "unit": "px"}},
              "m": {"$value": {"value": 16, "unit": "px"}},
              "card": {"$value": "{spacing.medium}"},
              "gap": {"$value": {"$ref": "#/spacing/lg"}}}}
            """,
        ])
        let (code, console) = project.run(["lint"])
        #expect(code == .failure)
        #expect(
            console.errors.hasPrefix(
                """
                a.tokens.json:4:22: error: {spacing.medium} refers to a token that does not exist [alias.unknown]
                a.tokens.json:4:22: note: did you mean {spacing.m}?
                a.tokens.json:5:21: error: #/spacing/lg refers to a token that does not exist [alias.unknown]
                a.tokens.json:5:21: note: did you mean "#/spacing/s"?
                """), "\(console.errors)")
    }

    @Test func aTrailingCommaIsReportedAtTheCommaWithANote() throws {
        let project = try Project([
            "dimens.json": Self.config,
            "a.tokens.json": """
            {
              "spacing": {
                "$type": "dimension",
                "s": {"$value": {"value": 8, "unit": "px"}},
              }
            }
            """,
        ])
        let (code, console) = project.run(["lint"])
        #expect(code == .failure)
        #expect(
            console.errors.hasPrefix(
                """
                a.tokens.json:4:48: error: trailing comma before '}' is not allowed in JSON [json.syntax]
                a.tokens.json:4:48: note: token files and resolvers are strict JSON (RFC 8259): remove this comma; only the config, dimens.json, takes comments and trailing commas
                """), "\(console.errors)")
    }

    /// IBM Carbon's widths: `max` starts at 1,584 pt, wider than any screen of phones and pads,
    /// so init leaves it unbound (and says so) rather than writing a binding its build warns about.
    @Test func initWritesNoBindingItsBuildWarnsAbout() throws {
        var files: [String: String] = [:]
        var contexts: [String] = []
        for (index, name) in ["sm", "md", "lg", "xlg", "max"].enumerated() {
            files["tokens/\(name).tokens.json"] =
                #"{"gap": {"$type": "dimension", "$value": {"value": \#(8 + index * 4), "unit": "px"}}}"#
            contexts.append(#""\#(name)": [{"$ref": "\#(name).tokens.json"}]"#)
        }
        files["tokens/carbon.resolver.json"] = """
            {"version": "2025.10", "resolutionOrder": [{"$ref": "#/modifiers/breakpoint"}],
             "modifiers": {"breakpoint": {"contexts": {\(contexts.joined(separator: ", "))}, "default": "sm"}}}
            """
        let project = try Project(files)
        let (initCode, initConsole) = project.run(["init", "--from", "tokens/carbon.resolver.json"])
        #expect(initCode == .success, "\(initConsole.errors)")
        let config = try String(contentsOf: project.directory.appendingPathComponent("dimens.json"), encoding: .utf8)
        #expect(
            config.contains(
                #""breakpoint": { "sm": "w<672", "md": "w>=672&w<1056", "lg": "w>=1056&w<1312", "xlg": "w>=1312&w<1584" }"#
            ), "\(config)")
        #expect(config.contains("// Left unbound, as no screen this config builds matches it: max ('w>=1584')."))
        let (code, console) = project.run(["build"])
        #expect(code == .success)
        #expect(console.errors.isEmpty, "\(console.errors)")
    }
}
