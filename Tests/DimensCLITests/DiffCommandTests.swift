import Foundation
import Testing

@testable import DimensCLI

struct DiffCommandTests {
    /// The diff fixtures: a changed value, an alias pointed elsewhere, a changed override, a
    /// changed color, one token removed and one added, over the 7 iPod touch screens.
    func run(_ arguments: [String]) -> (ExitCode, RecordingConsole) {
        let console = RecordingConsole()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/diff")
        return (
            DimensCommandLine.run(
                ["diff"] + arguments, environment: [:], workingDirectory: root.path, console: console), console
        )
    }

    @Test func textGroupsScreensWithEqualChanges() {
        let (code, console) = run(["old", "new"])
        #expect(code == .success)
        #expect(
            console.output == """
                + spacing.new (added)
                - spacing.old (removed)
                ~ spacing.m: 12 → 13 on every screen (7) (base 12px → 13px)
                ~ spacing.gutter: 8 → 13 on every screen (7) (base 8px → 13px)
                ~ spacing.card: 14 → 15 on ipod-touch-7th-generation (override ipod-touch-7th-generation 14 → 15)
                ~ color.accent: "#007aff" → "#0066cc" on every screen
                4 changed, 1 added, 1 removed tokens

                """)
        let verbose = run(["old", "new", "--verbose"]).1.output
        #expect(
            verbose.contains(
                """
                ~ spacing.m: 12 → 13 on every screen (7) (base 12px → 13px)
                    12 → 13 on ipod-touch-1st-generation, ipod-touch-2nd-generation, ipod-touch-3rd-generation, ipod-touch-4th-generation, ipod-touch-5th-generation, ipod-touch-6th-generation, ipod-touch-7th-generation

                """), "\(verbose)")
        #expect(run(["old", "new", "--exit-code"]).0 == .stale)
        #expect(run(["old", "old", "--exit-code"]).1.output == "no differences\n")
        #expect(run(["old", "old", "--exit-code"]).0 == .success)
    }

    @Test func markdownAndJSON() throws {
        let markdown = run(["old", "new", "--format", "markdown"]).1.output
        #expect(
            markdown.hasPrefix(
                "**dimens**: 4 changed, 1 added, 1 removed tokens\n\n| token | before | after | screens | cause |\n|---|---|---|---|---|\n"
            ))
        #expect(
            markdown.contains(
                "| `spacing.card` | 14 | 15 | ipod-touch-7th-generation | override ipod-touch-7th-generation 14 → 15 |\n"
            ))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(run(["old", "new", "--format", "json"]).1.output.utf8))
                as? [String: Any])
        #expect(json["added"] as? [String] == ["spacing.new"])
        #expect((json["changed"] as? [[String: Any]])?.count == 4)
    }

    @Test func comparesJSONOutputsAndConfigsToo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dimens-diff-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/diff").path
        for side in ["old", "new"] {
            let code = DimensCommandLine.run(
                ["build", "--config", "\(fixtures)/\(side)/dimens.json", "--out-dir", "\(folder)/\(side)"],
                environment: [:], workingDirectory: folder, console: RecordingConsole())
            #expect(code == .success)
        }
        let fromJSON = RecordingConsole()
        let fromConfigs = RecordingConsole()
        #expect(
            DimensCommandLine.run(
                ["diff", "old/dimens.json", "new/dimens.json"], environment: [:], workingDirectory: folder,
                console: fromJSON) == .success)
        #expect(fromJSON.output.hasSuffix("4 changed, 1 added, 1 removed tokens\n"))
        #expect(
            DimensCommandLine.run(
                ["diff", "\(fixtures)/old/dimens.json", "\(fixtures)/new/ui.tokens.json"], environment: [:],
                workingDirectory: folder, console: fromConfigs) == .success)
        // A token file alone has no config: no model for its tokens, so the change of model is named.
        #expect(
            fromConfigs.output.contains("~ spacing.s: 8 → 6.5…7 on every screen (7) (model none → fixed)\n"),
            "\(fromConfigs.output)")
        #expect(
            fromConfigs.output.contains(
                "~ spacing.card: 14…16 → 13…15 on every screen (7) (override ipod-touch-7th-generation 14 → 15; model none → fixed)\n"
            ))
    }

    /// A json output over the old 8 MiB input limit (900 tokens on every screen, `dimens/1`) is
    /// read, not reported missing.
    @Test func readsLargeJSONOutputs() throws {
        let tokens = (0..<900).map { #""t\#($0)": {"$value": {"value": \#($0 % 40 + 1), "unit": "px"}}"# }.joined(
            separator: ", ")
        let config =
            #"{"tokens": ["*.tokens.json"], "orientations": ["portrait", "landscape"], "multitasking": true, "outputs": [{"template": "json", "path": "dimens.json", "options": {"schema": "dimens/1"}}]}"#
        let project = try Project([
            "dimens.json": config, "a.tokens.json": #"{"s": {"$type": "dimension", \#(tokens)}}"#,
        ])
        #expect(project.run(["build"]).0 == .success)
        let out = project.directory.appendingPathComponent("out/dimens.json")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: out.path)[.size] as? Int)
        #expect(size > 8 * 1024 * 1024)
        try FileManager.default.copyItem(at: out, to: project.directory.appendingPathComponent("old.json"))
        let changed =
            #"{"s": {"$type": "dimension", \#(tokens.replacingOccurrences(of: #""t7": {"$value": {"value": 8,"#, with: #""t7": {"$value": {"value": 9,"#))}}"#
        try changed.write(
            to: project.directory.appendingPathComponent("a.tokens.json"), atomically: true, encoding: .utf8)
        #expect(project.run(["build"]).0 == .success)
        let (code, console) = project.run(["diff", "old.json", "out/dimens.json", "--exit-code"])
        #expect(code == .stale, "\(console.errors)")
        #expect(console.output.hasPrefix("~ s.t7: "))
        #expect(!console.output.contains("s.t8"))
    }
}
