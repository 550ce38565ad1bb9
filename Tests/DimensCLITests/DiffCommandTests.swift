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
                - spacing.old (removed; breaking)
                ~ spacing.m: 12 → 13 on every screen (7) (base 12px → 13px)
                ~ spacing.gutter: 8 → 13 on every screen (7) (base 8px → 13px)
                ~ spacing.card: 14 → 15 on ipod-touch-7th-generation (override ipod-touch-7th-generation 14 → 15)
                ~ color.accent: "#007aff" → "#0066cc" on every screen (7)
                + spacing.new (added)
                4 changed, 1 added, 1 removed tokens; 1 breaking for app code

                """)
        #expect(run(["old", "new", "--verbose"]).1.output == console.output, "each token has one change: its line")
        #expect(run(["old", "old", "--exit-code"]).1.output == "no differences\n")
    }

    /// `--fail-on breaking` exits 2 only for a removed, renamed or retyped token; `--fail-on
    /// any` (and `--exit-code`) on any difference; without either, 0.
    @Test(
        arguments: [
            (["old", "new"], ExitCode.success), (["old", "old", "--fail-on", "any"], .success),
            (["old", "new", "--fail-on", "any"], .stale), (["old", "new", "--exit-code"], .stale),
            (["old", "new", "--fail-on", "breaking"], .stale), (["old", "old", "--fail-on", "breaking"], .success),
        ])
    func exitCodes(_ arguments: [String], _ code: ExitCode) {
        #expect(run(arguments).0 == code, "\(arguments)")
    }

    /// A value nudged is not breaking; a rename and a removal are, built from token files as a
    /// designer's branch changes them.
    @Test func failOnBreakingTellsARenameFromANudge() throws {
        let spacing =
            #"{"spacing": {"$type": "dimension", "card": {"$value": {"value": 16, "unit": "px"}}, "gap": {"$value": {"value": 8, "unit": "px"}}}}"#
        let project = try Project([
            "dimens.json": #"{"tokens": ["tokens/*.tokens.json"], "catalog": {"include": ["pod"]}}"#,
            "tokens/a.tokens.json": spacing,
            "nudged/dimens.json": #"{"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"]}}"#,
            "nudged/a.tokens.json": spacing.replacingOccurrences(of: #""value": 8"#, with: #""value": 9"#),
            "renamed/dimens.json": #"{"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"]}}"#,
            "renamed/a.tokens.json": spacing.replacingOccurrences(of: #""card""#, with: #""cardPadding""#),
            "removed/dimens.json": #"{"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"]}}"#,
            "removed/a.tokens.json":
                #"{"spacing": {"$type": "dimension", "card": {"$value": {"value": 16, "unit": "px"}}}}"#,
        ])
        let nudged = project.run(["diff", "dimens.json", "nudged", "--fail-on", "breaking"])
        #expect(nudged.0 == .success && nudged.1.output.hasSuffix("1 changed token\n"), "\(nudged.1.output)")
        let renamed = project.run(["diff", "dimens.json", "renamed", "--fail-on", "breaking"])
        #expect(renamed.0 == .stale)
        #expect(
            renamed.1.output
                == "> spacing.card → spacing.cardPadding (renamed; breaking)\n1 renamed token; 1 breaking for app code\n"
        )
        let removed = project.run(["diff", "dimens.json", "removed", "--fail-on", "breaking", "--format", "markdown"])
        #expect(removed.0 == .stale)
        #expect(
            removed.1.output.contains(
                "### Breaking for app code\n\n| token | change |\n|---|---|\n| `spacing.gap` | removed |\n"))
    }

    @Test func markdownAndJSON() throws {
        let markdown = run(["old", "new", "--format", "markdown"]).1.output
        #expect(
            markdown.hasPrefix(
                "**dimens**: 4 changed, 1 added, 1 removed tokens; 1 breaking for app code\n\n### Breaking for app code\n\n| token | change |\n|---|---|\n| `spacing.old` | removed |\n\n### Other changes\n\n| token | before | after | where | cause |\n|---|---|---|---|---|\n"
            ), "\(markdown)")
        #expect(
            markdown.contains(
                "| `spacing.card` | 14 | 15 | ipod-touch-7th-generation | override ipod-touch-7th-generation 14 → 15 |\n"
            ))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(run(["old", "new", "--format", "json"]).1.output.utf8))
                as? [String: Any])
        #expect(json["schema"] as? String == "dimens-diff/2" && json["breaking"] as? Int == 1)
        let tokens = try #require(json["tokens"] as? [[String: Any]])
        #expect(
            tokens.compactMap { $0["change"] as? String } == ["removed"] + Array(repeating: "changed", count: 4) + [
                "added"
            ])
        #expect(tokens.first?["path"] as? String == "spacing.old" && tokens.first?["breaking"] as? Bool == true)
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
        #expect(fromJSON.output.hasSuffix("4 changed, 1 added, 1 removed tokens; 1 breaking for app code\n"))
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
