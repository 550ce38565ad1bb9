import DimensKit
import Foundation
import Testing

@testable import DimensCLI

/// Hostile input, round three (issue 48): paths and the files init touches. A resolver that
/// names files outside the project, file names holding escape sequences or line breaks, and a
/// `tokens` link that points nowhere.
struct HostilePathTests {
    /// A file outside every project, holding `secret`, removed when the test ends.
    final class OutsideFile: Sendable {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "dimens-outside-\(UUID().uuidString).json")
        init(_ secret: String) throws {
            try Data(#"{"leak": {"$type": "number", "$value": \#(secret)}}"#.utf8).write(to: url)
        }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    static func resolver(_ ref: String) -> String {
        ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "\##(ref)"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##
    }

    // MARK: 1. init and the build share one rule for files outside the project

    @Test(arguments: [false, true])
    func initReadsNoFileOutsideTheProjectAndWritesNoConfig(_ throughALink: Bool) throws {
        let outside = try OutsideFile("424242")
        let project = try Project([
            "vendor/x.resolver.json": Self.resolver(throughALink ? "link.json" : outside.url.path)
        ])
        if throughALink {
            try FileManager.default.createSymbolicLink(
                at: project.directory.appendingPathComponent("vendor/link.json"), withDestinationURL: outside.url)
        }
        let (code, console) = project.run(["init", "--from", "vendor/x.resolver.json"])
        #expect(code == .failure)
        #expect(console.errors.contains("vendor/x.resolver.json:1:"), "at the $ref: \(console.errors)")
        #expect(console.errors.contains("[input.outside]") && console.errors.contains("copy the design system"))
        #expect(console.errors.contains("\"allowFilesOutside\": true (init never writes it)"))
        #expect(!(console.errors + console.output).contains("424242"))
        #expect(!FileManager.default.fileExists(atPath: project.directory.appendingPathComponent("dimens.json").path))
    }

    /// The same resolver, named by a config, is refused by the build with the same finding.
    @Test func theBuildRefusesWhatInitRefusesWithTheSameFinding() throws {
        let outside = try OutsideFile("1")
        let project = try Project([
            "x.resolver.json": Self.resolver(outside.url.path),
            "dimens.json": #"{"resolver": "x.resolver.json", "catalog": {"include": ["pod"]}}"#,
        ])
        let (_, built) = project.run(["build"])
        try FileManager.default.removeItem(at: project.directory.appendingPathComponent("dimens.json"))
        let (_, initialised) = project.run(["init", "--from", "x.resolver.json"])
        let finding = { (text: String) in
            text.split(separator: "\n").first { $0.contains("is outside the project folder") }.map(String.init)
        }
        let line = try #require(finding(built.errors), "\(built.errors)")
        #expect(line.hasPrefix("x.resolver.json:1:") && line.contains("error: '\(outside.url.path)' is outside"))
        #expect(finding(initialised.errors) == line, "\(initialised.errors)")
    }

    // MARK: 2. File names are escaped wherever they are printed

    static let hostileName = "a\u{1B}[2J\u{9B}31m\u{202E}\r\n::error file=x::pwned.tokens.json"

    func projectWithHostileName() throws -> Project {
        try Project([
            "dimens.json":
                #"{"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "json", "path": "d.json"}]}"#,
            Self.hostileName:
                "{\"s\": {\"$type\": \"number\", \"$description\": \"\u{1B}]0;x\u{7}\u{202E}\", \"$value\": \"{nope}\"}}\n",
        ])
    }

    /// No scalar of `text` acts on a terminal (beyond dimens' own colours) and no line of it is a
    /// workflow command the file name made up.
    static func expectNothingActs(_ output: String, _ what: String) {
        let text = output.replacing(/\x{1B}\[[0-9;]*m/, with: "")
        let acting = text.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n") || (0x7F..<0xA0).contains($0.value) || (0x202A...0x202E).contains($0.value)
        }
        #expect(acting.isEmpty, "\(what): \(acting.map(\.value)) in \(text)")
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("::error file=x") }, "\(what): \(text)")
    }

    @Test(arguments: ["text", "github"])
    func aFileNameCannotActOnTheTerminalNorStartALogLine(_ format: String) throws {
        let project = try projectWithHostileName()
        let (code, console) = project.run(["lint", "--diagnostics-format", format], terminal: true)
        // The file's first line holds a raw ESC (a JSON error, with a code frame on a terminal).
        #expect(code == .failure && console.errors.contains("json.string"), "\(console.errors)")
        Self.expectNothingActs(console.errors, format)
        if format == "text" {
            let frame = #" 1 | {"s": {"$type": "number", "$description": "\u{1b}]0;x\u{7}\u{202e}""#
            #expect(console.errors.replacing(/\x{1B}\[[0-9;]*m/, with: "").contains(frame), "code frame")
        }
        #expect(
            console.errors.contains(format == "text" ? "a\\u{1b}[2J\\u{9b}31m\\u{202e}\\u{d}\\u{a}" : "file=a\\u{1b}"))
    }

    @Test func xcfilelistsRefusesAPathItCannotWriteOnOneLine() throws {
        let project = try projectWithHostileName()
        let (code, console) = project.run(["xcfilelists"])
        #expect(code == .failure && console.errors.contains("[output.unlistable-path]"), "\(console.errors)")
        Self.expectNothingActs(console.errors, "xcfilelists")
        let list = project.directory.appendingPathComponent("out/dimens-inputs.xcfilelist")
        #expect(!FileManager.default.fileExists(atPath: list.path))
    }

    /// An output folder given on the command line (`--out-dir`) with an escape sequence and a line
    /// break in its name: every line naming an output (what `--check` finds stale, what
    /// `--dry-run` would write, what `--verbose` wrote) shows it escaped.
    @Test func outputPathsAreEscapedInEveryListing() throws {
        let project = try Project(["tokens/a.tokens.json": #"{"s": {"$type": "number", "$value": 1}}"#])
        let folder = "o\u{1B}[2J\n::error::x"
        let shown = "o\\u{1b}[2J\\u{a}::error::x"
        let (checkCode, check) = project.run(["build", "--check", "--out-dir", folder])
        #expect(checkCode == .stale && check.errors.contains("dimens: \(shown)/"), "\(check.errors)")
        let (_, dry) = project.run(["build", "--dry-run", "--out-dir", folder])
        #expect(dry.output.contains("would write \(shown)/"), "\(dry.output)")
        let (code, built) = project.run(["build", "--verbose", "--out-dir", folder])
        #expect(code == .success && built.output.contains("wrote \(shown)/"), "\(built.output)")
        for text in [check.errors, dry.output, built.output, built.errors] {
            #expect(!text.contains("\u{1B}") && !text.contains("\n::error"))
        }
    }

    // MARK: 3. A dangling tokens link

    @Test func initNamesADanglingTokensLinkAndLeavesIt() throws {
        let project = try Project([:])
        try FileManager.default.createDirectory(at: project.directory, withIntermediateDirectories: true)
        let link = project.directory.appendingPathComponent("tokens")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../gone")
        let (code, console) = project.run(["init"])
        #expect(code == .failure)
        #expect(
            console.errors.contains("'tokens' is a symbolic link to '../gone', which does not exist"),
            "\(console.errors)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../gone")
        #expect(!FileManager.default.fileExists(atPath: project.directory.appendingPathComponent("dimens.json").path))
    }
}
