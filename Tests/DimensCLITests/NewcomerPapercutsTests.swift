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
}
