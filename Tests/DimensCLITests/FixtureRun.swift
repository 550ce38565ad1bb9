import DimensKit
import Foundation
import Testing

@testable import DimensCLI

/// Runs the command line in a fixture folder with `--diagnostics-format json` and lists each
/// diagnostic as fixtures' `expected.txt` do: `file:line:col severity code`.
enum FixtureRun {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The case folders of `Tests/Fixtures/<group>`, sorted.
    static func cases(_ group: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(group).path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The expected lines of a case (`!` and `#` lines are directives and comments).
    static func expected(_ folder: URL) throws -> (directives: [String], lines: [String]) {
        let lines = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8).split(
            separator: "\n"
        ).map(String.init)
        return (
            lines.filter { $0.hasPrefix("!") }, lines.filter { !$0.hasPrefix("!") && !$0.hasPrefix("#") && !$0.isEmpty }
        )
    }

    static func diagnostics(_ arguments: [String], in folder: URL) throws -> (ExitCode, [String]) {
        let console = RecordingConsole(errorIsTerminal: false)
        let code = DimensCommandLine.run(
            arguments + ["--diagnostics-format", "json"], environment: [:], workingDirectory: folder.path,
            console: console)
        let document = try #require(
            JSONParser.parse(SourceFile(path: "-", text: console.errors)).value?.object, "\(console.errors)")
        let found = (document["diagnostics"]?.array ?? []).compactMap(\.object).map { d in
            "\(d["file"]?.string ?? "-"):\(d["line"]?.number?.literal ?? "-"):\(d["column"]?.number?.literal ?? "-") \(d["severity"]?.string ?? "") \(d["code"]?.string ?? "")"
        }
        return (code, found)
    }
}
