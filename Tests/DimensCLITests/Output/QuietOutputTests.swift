import Foundation
import Testing

@testable import DimensCLI

/// A build says in one line what it changed, however many files that is; `--verbose` lists them;
/// `--check` names a screenful and counts the rest.
struct QuietOutputTests {
    /// A config with `count` json outputs, `t1.json` … `tN.json`.
    static func project(outputs count: Int) throws -> Project {
        let outputs = (1...count).map { #"{"template": "json", "path": "t\#($0).json"}"# }.joined(separator: ", ")
        return try Project([
            "dimens.json":
                #"{"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [\#(outputs)]}"#,
            "a.tokens.json": goodToken,
        ])
    }

    @Test func aBuildPrintsOneLineHoweverManyFilesItWrites() throws {
        let project = try Self.project(outputs: 25)
        let (code, console) = project.run(["build"])
        #expect(code == .success)
        #expect(console.output == "wrote 25 files; 1 token computed on 7 screens, 0 carried through untouched\n")

        try FileManager.default.removeItem(at: project.directory.appendingPathComponent("out/t7.json"))
        let (again, second) = project.run(["build"])
        #expect(again == .success)
        #expect(
            second.output
                == "wrote out/t7.json (24 unchanged); 1 token computed on 7 screens, 0 carried through untouched\n"
        )
        // Nothing changed: one line, what was checked.
        #expect(project.run(["build"]).1.output == "dimens: nothing changed: 25 outputs current with 2 inputs\n")
    }

    @Test func verboseListsEveryFile() throws {
        let project = try Self.project(outputs: 4)
        let lines = project.run(["build", "--verbose"]).1.output.split(separator: "\n")
        #expect(lines.dropLast() == (1...4).map { "wrote out/t\($0).json" }[...], "\(lines)")
        #expect(lines.last?.hasPrefix("wrote 4 files; ") == true)
    }

    @Test func checkNamesAScreenfulAndCountsTheRest() throws {
        let project = try Self.project(outputs: 25)
        let (code, console) = project.run(["build", "--check"])
        #expect(code == .stale)
        let lines = console.errors.split(separator: "\n").map(String.init)
        #expect(lines.count == FileListing.screenful + 1, "\(lines)")
        #expect(lines[0] == "dimens: out/t1.json is missing; run `dimens build`")
        #expect(lines[FileListing.screenful - 1] == "dimens: … and 6 more (--verbose lists them all)")
        #expect(lines.last == "dimens: 25 missing of 25 outputs; run `dimens build`")

        let verbose = project.run(["build", "--check", "--verbose"]).1.errors.split(separator: "\n")
        #expect(verbose.count == 26 && verbose.filter { $0.hasSuffix("is missing; run `dimens build`") }.count == 25)
    }

    /// With a json output, `--check --diff` says what changed token by token, as `dimens diff`
    /// does, instead of a unified diff of every file.
    @Test func checkWithDiffIsPerToken() throws {
        let project = try Project([
            "dimens.json":
                #"{"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "json", "path": "d.json"}, {"template": "css", "path": "d.css"}]}"#,
            "a.tokens.json": goodToken,
        ])
        #expect(project.run(["build"]).0 == .success)
        let out = project.directory.appendingPathComponent("out")
        try FileManager.default.copyItem(
            at: out.appendingPathComponent("d.json"), to: out.appendingPathComponent("old.json"))
        try goodToken.replacingOccurrences(of: "8", with: "9").write(
            to: project.directory.appendingPathComponent("a.tokens.json"), atomically: true, encoding: .utf8)
        let (code, console) = project.run(["build", "--check", "--diff"])
        #expect(code == .stale)
        #expect(!console.output.contains("@@ ") && !console.output.contains("+++ "), "\(console.output)")
        #expect(console.output.contains("spacing.s") && console.output.contains("1 changed"), "\(console.output)")
        #expect(console.errors.contains("out/d.json is stale") && console.errors.contains("out/d.css is stale"))
        // The same text `dimens diff` prints for the json output before and after.
        #expect(project.run(["build"]).0 == .success)
        #expect(project.run(["diff", "out/old.json", "out/d.json"]).1.output == console.output)
    }

    /// An edit no token's values show (a description) keeps the files' unified diffs.
    @Test func checkWithDiffShowsTheFilesWhenNoValueChanged() throws {
        let project = try Project([
            "dimens.json":
                #"{"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "json", "path": "d.json"}, {"template": "swift", "path": "D.swift"}]}"#,
            "a.tokens.json": #"{"spacing": {"$type": "dimension", "s": {"$value": {"value": 8, "unit": "px"}}}}"#,
        ])
        #expect(project.run(["build"]).0 == .success)
        try
            #"{"spacing": {"$type": "dimension", "s": {"$value": {"value": 8, "unit": "px"}, "$description": "Small"}}}"#
            .write(to: project.directory.appendingPathComponent("a.tokens.json"), atomically: true, encoding: .utf8)
        let (code, console) = project.run(["build", "--check", "--diff"])
        #expect(code == .stale)
        #expect(console.output.contains("+++ b/out/D.swift") && console.output.contains("Small"), "\(console.output)")
        #expect(!console.output.contains("no differences"))
    }
}
