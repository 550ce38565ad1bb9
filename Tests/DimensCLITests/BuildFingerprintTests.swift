import DimensKit
import Foundation
import Testing

@testable import DimensCLI

/// A build with nothing changed stops before compiling; any change to anything a build reads, to
/// dimens itself, or to an output on disk makes it build again.
struct BuildFingerprintTests {
    static let files: [String: String] = [
        "dimens.json": #"""
        {"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"], "extend": "more.json"},
         "outputs": [{"template": "json", "path": "dimens.json"}, {"template": "names", "path": "names.txt"}]}
        """#,
        "a.tokens.json": goodToken,
        "templates/names.mustache": "{{#tokens}}{{path}}\n{{/tokens}}",
        "more.json": """
        {"devices": [{"id": "apple-watch-50mm", "name": "Watch 50", "family": "watch", "year": 2030, "width": 220, "height": 270,
          "scale": 2, "ppi": 330, "diagonal": 2.1, "sizeClass": {"portrait": "compact", "landscape": "compact"}}]}
        """,
    ]

    func edit(_ project: Project, _ path: String, _ change: (String) -> String) throws {
        let url = project.directory.appendingPathComponent(path)
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        try change(text).write(to: url, atomically: true, encoding: .utf8)
    }

    /// What `build --verbose` said on stderr, and its exit code.
    func build(_ project: Project, _ extra: [String] = []) -> (ExitCode, String) {
        let (code, console) = project.run(["build", "--verbose"] + extra)
        return (code, console.errors)
    }

    /// The one line of a build that found nothing changed in `BuildFingerprintTests.files`.
    static let current = "dimens: nothing changed: 2 outputs current with 4 inputs\n"

    /// What `build` printed, when it printed only on stdout (a rebuild with nothing changed).
    func quietBuild(_ project: Project, _ extra: [String] = []) -> String? {
        let (code, console) = project.run(["build"] + extra)
        return code == .success && console.errors.isEmpty ? console.output : nil
    }

    @Test func aSecondBuildWithNothingChangedDoesNothing() throws {
        let project = try Project(Self.files)
        #expect(build(project) == (.success, "dimens: building: there is no fingerprint of an earlier clean build\n"))
        #expect(quietBuild(project) == Self.current)
        #expect(project.run(["build", "--check"]).0 == .success)
        let json = project.run(["build", "--diagnostics-format", "json"]).1.errors
        #expect(json.contains(#""diagnostics": []"#), "a skipped build still reports, to tools that read the report")
    }

    /// `--check` compares bytes even when the fingerprint says nothing changed.
    @Test func checkNeverTrustsTheFingerprint() throws {
        let project = try Project(Self.files)
        #expect(build(project).0 == .success)
        try edit(project, "out/names.txt") { $0.uppercased() }
        let forged = try #require(
            BuildFingerprint.read(
                "out/.dimens-fingerprint", fileSystem: FileSystem(workingDirectory: project.directory.path)))
        var fingerprint = forged
        fingerprint.outputs = forged.outputs.compactMap {
            BuildFingerprint.fileEntry($0.path, fileSystem: FileSystem(workingDirectory: project.directory.path))
        }
        .map { BuildFingerprint.Entry(path: $0.path, size: $0.size, stamp: "forged:" + $0.stamp) }
        try edit(project, "out/.dimens-fingerprint") { _ in fingerprint.text }
        #expect(quietBuild(project) == Self.current)
        #expect(project.run(["build", "--check"]).0 == .stale)
    }

    @Test(arguments: [
        ("dimens.json", "dimens.json changed"),
        ("a.tokens.json", "a.tokens.json changed"),
        ("b.tokens.json", "b.tokens.json changed"),
        ("templates/names.mustache", "templates/names.mustache changed"),
        ("more.json", "more.json changed"),
    ])
    func anyInputChangedBuildsAgain(_ path: String, _ reason: String) throws {
        let project = try Project(Self.files)
        #expect(build(project).0 == .success)
        try edit(project, path) { text in
            switch path {
            case "b.tokens.json": #"{"size": {"$type": "dimension", "x": {"$value": {"value": 3, "unit": "px"}}}}"#
            case "more.json": text.replacingOccurrences(of: "2030", with: "2031")
            default: text.replacingOccurrences(of: "\n", with: " \n") + " "
            }
        }
        #expect(build(project) == (.success, "dimens: building: \(reason)\n"))
        let inputs = path == "b.tokens.json" ? 5 : 4
        #expect(quietBuild(project) == "dimens: nothing changed: 2 outputs current with \(inputs) inputs\n")
    }

    @Test func aNewDimensBuildsAgain() throws {
        let project = try Project(Self.files)
        #expect(build(project).0 == .success)
        try edit(project, "out/.dimens-fingerprint") {
            $0.replacingOccurrences(of: "\ntool ", with: "\ntool 0.0.1-older ")
        }
        #expect(build(project) == (.success, "dimens: building: dimens itself changed\n"))
    }

    @Test func otherBuildOptionsBuildAgain() throws {
        let project = try Project(Self.files)
        #expect(build(project).0 == .success)
        #expect(build(project, ["--only", "names"]) == (.success, "dimens: building: the build options changed\n"))
        #expect(
            quietBuild(project, ["--only", "names"]) == "dimens: nothing changed: 1 output current with 4 inputs\n")
        #expect(build(project) == (.success, "dimens: building: the build options changed\n"))
    }

    @Test func anOutputEditedByHandOrDeletedIsWrittenAgain() throws {
        let project = try Project(Self.files)
        #expect(build(project).0 == .success)
        let names = project.directory.appendingPathComponent("out/names.txt")
        let written = try String(contentsOf: names, encoding: .utf8)
        #expect(written == "spacing.s\n")
        try written.uppercased().write(to: names, atomically: true, encoding: .utf8)
        #expect(build(project) == (.success, "dimens: building: out/names.txt changed since it was written\n"))
        #expect(try String(contentsOf: names, encoding: .utf8) == written)

        try FileManager.default.removeItem(at: names)
        #expect(build(project) == (.success, "dimens: building: out/names.txt changed since it was written\n"))
        #expect(try String(contentsOf: names, encoding: .utf8) == written)
        #expect(quietBuild(project) == Self.current)
    }

    /// A rebuild after a build with warnings counts them in its one line; `--strict`, json and
    /// GitHub reports build again, since each must see every finding.
    @Test func aRebuildAfterWarningsCountsThemInOneLine() throws {
        var files = Self.files
        files["b.tokens.json"] = #"{"s": {"$type": "dimension", "$value": {"value": 1, "unit": "em"}}}"#
        let project = try Project(files)
        let (code, first) = project.run(["build"])
        #expect(code == .success)
        #expect(first.errors.contains("warning: dimension unit \"em\" is a CSS unit"), "\(first.errors)")
        #expect(first.output.hasPrefix("wrote out/dimens.json, out/names.txt; "))
        #expect(
            quietBuild(project)
                == "dimens: nothing changed: 2 outputs current with 5 inputs; 1 warning: `dimens lint` shows them\n")
        let json = project.run(["build", "--diagnostics-format", "json"])
        #expect(json.1.errors.contains(#""code": "value.unit""#), "\(json.1.errors)")
        let github = project.run(["build", "--diagnostics-format", "github"])
        #expect(github.1.errors.contains("::warning file=b.tokens.json"), "\(github.1.errors)")
        let strict = project.run(["build", "--strict"])
        #expect(strict.0 == .strictWarnings && strict.1.errors.contains("[value.unit]"))
    }

    @Test func resolverAndTheFilesItNamesAreInputs() throws {
        var files = ResolverCommandTests.files
        files["dimens.json"] =
            #"{"resolver": "tokens/app.resolver.json", "modifiers": {"theme": "dark", "size": {"mobile": "phone", "desktop": "pad"}}, "catalog": {"include": ["phone", "pad"]}, "defaults": {"model": "none"}}"#
        let project = try Project(files)
        #expect(build(project).0 == .success)
        for path in ["tokens/mobile.tokens.json", "tokens/app.resolver.json"] {
            try edit(project, path) { $0 + "\n" }
            #expect(build(project) == (.success, "dimens: building: \(path) changed\n"))
        }
        #expect(quietBuild(project)?.hasPrefix("dimens: nothing changed: 1 output current with ") == true)
    }

    /// Every single-bit change of a file changes its hash (SHA-256: no edit can be made to look
    /// unchanged, as one could against the 64-bit hash used before).
    @Test func theContentHashSeesEveryBit() {
        let bytes = (0..<21).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        var hashes: Set<String> = [SHA256.hex(bytes), SHA256.hex(bytes + [0]), SHA256.hex([])]
        for index in bytes.indices {
            for bit in 0..<8 {
                var changed = bytes
                changed[index] ^= 1 << bit
                hashes.insert(SHA256.hex(changed))
            }
        }
        #expect(hashes.count == 3 + bytes.count * 8)
    }

    /// Options that change what a build checks or writes are part of the fingerprint: a strict
    /// build after a plain one checks again (and fails on extension warnings), and
    /// `--record-inputs` writes the inputs list even when nothing else changed.
    @Test func strictAndRecordInputsAreNotSkipped() throws {
        let project = try Project([
            "dimens.json": #"{"tokens": ["a.tokens.json"], "catalog": {"include": ["pod"]}}"#,
            "a.tokens.json": #"{"s": {"$type": "dimension", "$value": {"value": 8, "unit": "pt"}}}"#,
        ])
        #expect(project.run(["build"]).0 == .success)
        #expect(project.run(["build", "--strict"]).0 == .strictWarnings)
        #expect(project.run(["build", "--record-inputs"]).0 == .success)
        let list = project.directory.appendingPathComponent("out/.dimens-inputs")
        #expect(FileManager.default.fileExists(atPath: list.path))
        // The list is part of what the fingerprint holds: deleted, the next build writes it again.
        try FileManager.default.removeItem(at: list)
        let (code, console) = project.run(["build", "--record-inputs", "--verbose"])
        #expect(code == .success)
        #expect(console.errors.contains("out/.dimens-inputs changed since it was written"), "\(console.errors)")
        #expect(FileManager.default.fileExists(atPath: list.path))
    }

    @Test func aStoredFingerprintRoundTrips() {
        let fingerprint = BuildFingerprint(
            tool: "1.0 42 abc", arguments: "--only swift",
            inputs: [.init(path: "tokens/a b.tokens.json", size: 10, stamp: "ff")],
            outputs: [.init(path: "out/x.swift", size: 3, stamp: "1")])
        let project = try? Project([
            ".dimens-fingerprint": fingerprint.text, "broken": "dimens-fingerprint/1\ntool x\n",
        ])
        let fileSystem = FileSystem(workingDirectory: project?.directory.path ?? "/")
        #expect(BuildFingerprint.read(".dimens-fingerprint", fileSystem: fileSystem) == fingerprint)
        #expect(BuildFingerprint.read("broken", fileSystem: fileSystem) == nil)
        #expect(BuildFingerprint.read("missing", fileSystem: fileSystem) == nil)
    }
}

/// The build plugin's command (`DimensPlugin`: `--only`, `--out-dir` in its work folder,
/// `--record-inputs`) follows the same rule: a rerun with nothing changed is one line.
struct PluginRebuildTests {
    @Test func aPluginRerunWithNothingChangedIsOneLine() throws {
        var files = BuildFingerprintTests.files
        files["b.tokens.json"] = #"{"s": {"$type": "dimension", "$value": {"value": 1, "unit": "em"}}}"#
        let project = try Project(files)
        let work = project.directory.appendingPathComponent("plugin-work").path
        let arguments = ["build", "--config", "dimens.json", "--only", "json", "--out-dir", work, "--record-inputs"]
        let (code, first) = project.run(arguments)
        #expect(code == .success && first.errors.contains("[value.unit]"), "\(first.errors)")
        let (again, rerun) = project.run(arguments)
        #expect(again == .success && rerun.errors.isEmpty, "\(rerun.errors)")
        #expect(
            rerun.output
                == "dimens: nothing changed: 1 output current with 5 inputs; 1 warning: `dimens lint` shows them\n")
    }
}
