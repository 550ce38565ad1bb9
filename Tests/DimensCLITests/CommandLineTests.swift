import Foundation
import Testing

@testable import DimensCLI

/// Runs `dimens` in-process in a temporary project folder, removed when the project is released.
final class Project: Sendable {
    let directory: URL
    /// Whether the folder is this project's, to remove when it is released.
    private let owned: Bool

    /// A folder inside another project, run in but not removed.
    init(existing directory: URL) {
        self.directory = directory
        owned = false
    }

    init(_ files: [String: String]) throws {
        owned = true
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("dimens-cli-\(UUID().uuidString)")
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    deinit { if owned { try? FileManager.default.removeItem(at: directory) } }

    func run(_ arguments: [String], terminal: Bool = false, environment: [String: String] = [:]) -> (
        ExitCode, RecordingConsole
    ) {
        let console = RecordingConsole(errorIsTerminal: terminal)
        let code = DimensCommandLine.run(
            arguments, environment: environment, workingDirectory: directory.path, console: console)
        return (code, console)
    }
}

let goodToken = #"{"spacing": {"$type": "dimension", "s": {"$value": {"value": 8, "unit": "px"}}}}"#
let badToken =
    "{\n  \"spacing\": {\n    \"$type\": \"dimension\",\n    \"s\": { \"$value\": \"{spacing.m}\" }\n  }\n}\n"

struct CommandLineTests {
    @Test func lintWithoutConfigReadsTheTokensFolder() throws {
        let project = try Project([
            "tokens/base.tokens.json": goodToken,
            "tokens/nested/more.tokens.json": #"{"x": {"$type": "number", "$value": 1}}"#,
        ])
        let (code, console) = project.run(["lint"])
        #expect(code == .success)
        #expect(console.output == "2 tokens in 2 files: no problems\n")
        #expect(console.errors.isEmpty)
    }

    @Test func findsTokensDimensJsonAndResolvesPathsRelativeToIt() throws {
        let project = try Project([
            "tokens/dimens.json": #"{ "tokens": ["src/*.tokens.json"] } // relative to tokens/"#,
            "tokens/src/a.tokens.json": badToken,
        ])
        let (code, console) = project.run(["lint"])
        #expect(code == .failure)
        #expect(
            console.errors.hasPrefix(
                "tokens/src/a.tokens.json:4:22: error: {spacing.m} refers to a token that does not exist [alias.unknown]\n"
            ))
        #expect(console.errors.hasSuffix("1 error, 0 warnings\n"))
    }

    @Test func lintsTheGivenFilesTogether() throws {
        let project = try Project(["a.tokens.json": goodToken, "b.tokens.json": #"{"x": {"$value": "{spacing.s}"}}"#])
        #expect(project.run(["lint", "a.tokens.json", "b.tokens.json"]).0 == .success)
        #expect(project.run(["lint", "b.tokens.json"]).0 == .failure)
    }

    @Test func strictTurnsWarningsIntoExitThree() throws {
        let project = try Project([
            "a.tokens.json": #"{"x": {"$type": "dimension", "$value": {"value": 1, "unit": "pt"}}}"#
        ])
        #expect(project.run(["lint", "a.tokens.json"]).0 == .success)
        let (code, console) = project.run(["lint", "--strict", "a.tokens.json"])
        #expect(code == .strictWarnings)
        #expect(console.errors.contains("[dtcg.extension]"))
    }

    @Test func missingFilesAndEmptyPatternsAreErrors() throws {
        let project = try Project(["dimens.json": #"{"tokens": ["nothing/*.tokens.json"]}"#])
        let (code, console) = project.run(["lint"])
        #expect(code == .failure)
        #expect(console.errors.contains("[input.no-files]"))
        #expect(project.run(["lint", "absent.tokens.json"]).0 == .failure)
        #expect(project.run(["lint", "--config", "absent.json"]).0 == .failure)
    }

    @Test func codeFramesAndColourOnlyOnATerminalWithoutNoColor() throws {
        let project = try Project(["a.tokens.json": badToken])
        let plain = project.run(["lint", "a.tokens.json"]).1.errors
        let terminal = project.run(["lint", "a.tokens.json"], terminal: true).1.errors
        let noColor = project.run(["lint", "a.tokens.json"], terminal: true, environment: ["NO_COLOR": "1"]).1.errors
        #expect(!plain.contains("|"))
        let uncoloured = terminal.replacing(/\u{1B}\[[0-9;]*m/, with: "")
        #expect(uncoloured.contains(" 4 |     \"s\": { \"$value\": \"{spacing.m}\" }\n   |                      ^\n"))
        #expect(terminal.contains("\u{1B}[1;31merror:"))
        #expect(noColor == plain)
    }

    @Test func jsonDiagnosticsAreOneParsableDocument() throws {
        let project = try Project(["a.tokens.json": badToken])
        let (code, console) = project.run(["lint", "a.tokens.json", "--diagnostics-format", "json"])
        #expect(code == .failure)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(console.errors.utf8)) as? [String: Any])
        #expect(object["schema"] as? String == "dimens-diagnostics/1")
        let first = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        #expect(first["code"] as? String == "alias.unknown")
        #expect(first["line"] as? Int == 4)
        #expect(first["column"] as? Int == 22)
        #expect(first["token"] as? String == "spacing.s")
        #expect(console.output.isEmpty)
    }

    @Test func githubAnnotations() throws {
        let project = try Project(["a.tokens.json": badToken])
        let (_, console) = project.run(["lint", "a.tokens.json", "--diagnostics-format=github"])
        #expect(
            console.errors.hasPrefix(
                "::error file=a.tokens.json,line=4,col=22,title=alias.unknown::{spacing.m} refers to a token that does not exist"
            ))
    }

    @Test(arguments: [
        ["lnit"], ["lint", "--stirct"], ["lint", "--config"], ["lint", "--diagnostics-format", "xml"], ["--loud"],
        ["--check", "--dry-rn"],
    ])
    func usageErrorsExitWith64(_ arguments: [String]) throws {
        let (code, console) = try Project([:]).run(arguments)
        #expect(code == .usage)
        #expect(!console.errors.isEmpty)
    }

    @Test func helpAndVersion() throws {
        let project = try Project([:])
        #expect(project.run(["--version"]).1.output == "dimens \(Usage.version)\n")
        #expect(project.run(["--help"]).1.output.contains("lint"))
        #expect(project.run(["lint", "--help"]).1.output.hasPrefix("dimens lint:"))
        #expect(project.run(["help", "lint"]).1.output.contains("--diagnostics-format"))
        #expect(project.run(["lnit"]).1.errors.contains("did you mean 'lint'?"))
    }
}

/// A config without `tokens` reads only `tokens/**` beside it, and a misspelt key is an error
/// rather than a silent fallback to that default.
struct ConfigDefaultTests {
    @Test func withoutTokensOnlyTheTokensFolderBesideTheConfigIsRead() throws {
        let project = try Project([
            "dimens.json": "{}", "tokens/a.tokens.json": goodToken, "far/away/b.tokens.json": "{ not json",
        ])
        let (code, console) = project.run(["lint"])
        #expect(code == .success && console.errors.isEmpty)
        #expect(console.output == "1 token in 1 file: no problems\n")
    }

    @Test func aMisspeltTokensKeyIsAnError() throws {
        let project = try Project([
            "dimens.json": #"{"tokenz": ["src/*.tokens.json"]}"#, "tokens/a.tokens.json": goodToken,
        ])
        let (code, console) = project.run(["build"])
        #expect(code == .failure)
        #expect(
            console.errors.hasPrefix(
                "dimens.json:1:2: error: unknown config key 'tokenz' [config.unknown-key]\ndimens.json:1:2: note: did you mean 'tokens'?"
            ))
        #expect(!FileManager.default.fileExists(atPath: project.directory.appendingPathComponent("out").path))
    }
}

struct GlobTests {
    @Test(arguments: [
        ("*.tokens.json", "a.tokens.json", true), ("*.tokens.json", "x/a.tokens.json", false),
        ("**/*.tokens.json", "a.tokens.json", true), ("**/*.tokens.json", "x/y/a.tokens.json", true),
        ("tokens/**/*.json", "tokens/a.json", true), ("a?.json", "ab.json", true), ("a?.json", "a.json", false),
        ("./src/*.json", "src/a.json", true), ("*", "", false), ("**", "a/b", true),
        ("a/**/b/**/c.json", "a/b/c.json", true),
        ("a/**/b/**/c.json", "a/x/b/y/z/c.json", true), ("a/**/b/**/c.json", "a/x/c.json", false),
        ("*a*b*c", "xxaxxbxxc", true), ("*a*b*c", "xxaxxcxxb", false), ("*.tokens.json", ".tokens.json", true),
    ])
    func matches(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }

    /// Many wildcards against a long name that almost matches: exponential for a backtracking
    /// matcher, a few thousand steps here.
    @Test func manyWildcardsStayCheap() {
        let pattern = String(repeating: "*a", count: 40) + "b"
        #expect(!Glob(pattern).matches(String(repeating: "a", count: 200)))
        let deep = Array(repeating: "**", count: 40).joined(separator: "/") + "/x.json"
        #expect(Glob(deep).matches(Array(repeating: "d", count: 60).joined(separator: "/") + "/x.json"))
    }
}
