import Foundation
import Testing

@testable import DimensCLI

/// `dimens diff` on folders of token files without a config, and how a side that fails is said.
struct DiffSidesTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/diff")

    /// The diff fixtures' token files, in folders `a/` (old) and `b/` (new), beside `files`.
    static func project(_ files: [String: String] = [:]) throws -> Project {
        let old = try String(contentsOf: fixtures.appendingPathComponent("old/ui.tokens.json"), encoding: .utf8)
        let new = try String(contentsOf: fixtures.appendingPathComponent("new/ui.tokens.json"), encoding: .utf8)
        return try Project(files.merging(["a/ui.tokens.json": old, "b/nested/ui.tokens.json": new]) { $1 })
    }

    /// The fixtures' own config, whose `tokens` match nothing here: only its settings apply.
    static let projectConfig =
        #"{ "catalog": { "include": ["pod"] }, "tokens": ["tokens/*.tokens.json"], "defaults": { "model": "none" } }"#

    @Test func foldersWithoutAConfigAreBuiltWithTheProjectsConfig() throws {
        let (code, console) = try Self.project(["dimens.json": Self.projectConfig]).run(["diff", "a/", "b"])
        #expect(code == .success, "\(console.errors)")
        #expect(
            console.errors == """
                dimens: old: a/ has no config; built with dimens.json's settings
                dimens: new: b has no config; built with dimens.json's settings

                """)
        // The config's 7 iPod screens and no model: the values as written.
        #expect(console.output.contains("~ spacing.m: 12 → 13 on every screen (7) (base 12px → 13px)\n"))
        #expect(console.output.hasSuffix("4 changed, 1 added, 1 removed tokens; 1 breaking for app code\n"))
    }

    @Test func foldersWithoutAnyConfigAreBuiltWithTheDefaults() throws {
        let (code, console) = try Self.project().run(["diff", "a", "b"])
        #expect(code == .success, "\(console.errors)")
        #expect(
            console.errors == """
                dimens: old: a has no config; built with the defaults
                dimens: new: b has no config; built with the defaults

                """)
        // Every family of the built-in catalog, not the 7 iPods of the fixtures' config.
        #expect(console.output.contains("~ spacing.m: "))
        #expect(!console.output.contains("(7)"))
    }

    /// A folder holding one resolver is built from it: a token file it does not name is not read.
    @Test func aFolderWithOneResolverIsBuiltFromIt() throws {
        let resolver =
            ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/base"}], "sets": {"base": {"sources": [{"$ref": "./base.tokens.json"}]}}}"##
        let project = try Project([
            "dimens.json": Self.projectConfig, "a/app.resolver.json": resolver, "b/app.resolver.json": resolver,
            "a/base.tokens.json": goodToken, "a/stray.tokens.json": #"{"stray": {"$type": "number", "$value": 1}}"#,
            "b/base.tokens.json": goodToken.replacingOccurrences(of: "\"value\": 8", with: "\"value\": 9"),
        ])
        let (code, console) = project.run(["diff", "a", "b"])
        #expect(code == .success, "\(console.errors)")
        #expect(
            console.output
                == "~ spacing.s: 8 → 9 on every screen (7) (base 8px → 9px)\n1 changed token\n")
        let (twice, errors) = try Project([
            "a/one.resolver.json": resolver, "a/two.resolver.json": resolver, "b/x.tokens.json": goodToken,
        ]).run(["diff", "a", "b"])
        #expect(twice == .failure)
        #expect(
            errors.errors.contains(
                "error: 'a' has no config and holds 2 resolvers ('a/one.resolver.json', 'a/two.resolver.json') [diff.folder]\n"
            ))
    }

    /// Each side that fails is reported once, with a note naming it; the other side says nothing.
    @Test func aFailingSideIsReportedOnceAndNamed() throws {
        let (code, console) = try Self.project(["c/ui.tokens.json": badToken]).run(["diff", "a", "c"])
        #expect(code == .failure)
        #expect(console.output.isEmpty)
        #expect(console.errors.components(separatedBy: "[alias.unknown]").count == 2, "\(console.errors)")
        #expect(console.errors.contains("c/ui.tokens.json:4:"))
        #expect(console.errors.components(separatedBy: "note: while reading the new side (c)\n").count == 2)
        #expect(!console.errors.contains("old side"))
        // Two folders holding no token files: each side's error once, each named.
        let (empty, both) = try Project(["x/readme.md": "", "y/readme.md": ""]).run(["diff", "x", "y"])
        #expect(empty == .failure)
        #expect(
            both.errors == """
                dimens: error: 'x' has no config, and no token files match 'x/**/*.tokens.json' [input.no-files]
                note: while reading the old side (x)
                1 error, 0 warnings
                dimens: error: 'y' has no config, and no token files match 'y/**/*.tokens.json' [input.no-files]
                note: while reading the new side (y)
                1 error, 0 warnings

                """)
    }

    @Test func aMissingSideIsNamed() throws {
        let (code, console) = try Self.project().run(["diff", "a", "gone"])
        #expect(code == .failure)
        #expect(
            console.errors.hasSuffix(
                """
                dimens: error: cannot read 'gone': no such file or folder [input.missing]
                note: while reading the new side (gone)
                1 error, 0 warnings

                """))
    }
}
