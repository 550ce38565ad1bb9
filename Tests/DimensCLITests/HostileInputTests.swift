import DimensKit
import Foundation
import Testing

@testable import DimensCLI

/// Token files and configs from someone you do not trust (a pull request, a design system's
/// repository): each case an adversarial review of the release build found, which must not
/// reproduce. Code injection and names are also covered by `FuzzNamesTypeCheckTests`, which
/// type-checks the generated Swift of hostile names, descriptions and values.
struct HostileInputTests {
    /// Every file of the project with its bytes, to prove a refused build changed nothing.
    func snapshot(_ project: Project) -> [String: Data] {
        let paths = FileManager.default.enumerator(atPath: project.directory.path)?.compactMap { $0 as? String } ?? []
        return Dictionary(
            uniqueKeysWithValues: paths.compactMap { path in
                (try? Data(contentsOf: project.directory.appendingPathComponent(path))).map { (path, $0) }
            })
    }

    func token(_ name: String = "s", _ extra: String = "") -> String {
        #"{"\#(name)": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}\#(extra)}}"#
    }

    // MARK: 1. Code injection

    /// A carriage return (or any line break Swift, Kotlin or an editor honours) in a description,
    /// a deprecation reason or a string value never ends a comment or a literal.
    @Test func lineBreaksInTextNeverBecomeCode() throws {
        let injected = #"x\r}\rpublic func injected() -> String { \"\" }\rextension Dimens {"#
        let tokens = #"""
            {"s": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}, "$description": "\#(injected)", "$deprecated": "\#(injected)"},
             "t": {"$type": "string", "$value": "\#(injected)\u2028\u2029\u0085", "$description": "a\u2028b\u2029c\u0085d\u000be\u000cf"}}
            """#
        let project = try Project([
            "dimens.json":
                #"{"tokens": ["a.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "swift", "path": "D.swift"}, {"template": "css", "path": "d.css"}, {"template": "report", "path": "r.html"}]}"#,
            "a.tokens.json": tokens,
        ])
        let (code, console) = project.run(["build"])
        #expect(code == .success && console.errors.isEmpty, "\(console.errors)")
        let swift = try String(contentsOf: project.directory.appendingPathComponent("out/D.swift"), encoding: .utf8)
        for line in swift.split(separator: "\n") where line.contains("injected") {
            let code = line.trimmingCharacters(in: .whitespaces)
            #expect(
                code.hasPrefix("//") || code.hasPrefix("@available") || code.hasPrefix("\""), "becomes code: \(line)")
        }
        #expect(!swift.unicodeScalars.contains { [0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029].contains($0.value) })
        let css = try String(contentsOf: project.directory.appendingPathComponent("out/d.css"), encoding: .utf8)
        #expect(!css.unicodeScalars.contains { [0x0D, 0x85, 0x2028, 0x2029].contains($0.value) })
        let html = try String(contentsOf: project.directory.appendingPathComponent("out/r.html"), encoding: .utf8)
        #expect(!html.contains("<script"))
    }

    // MARK: 2. Inputs never overwritten

    @Test(arguments: [
        (#""outDir": ".", "outputs": [{"template": "json", "path": "dimens.json"}]"#, "would overwrite 'dimens.json'"),
        (
            #""outDir": ".", "outputs": [{"template": "json", "path": "a.tokens.json"}]"#,
            "would overwrite 'a.tokens.json'"
        ),
        (
            #""outDir": ".", "outputs": [{"template": "json", "path": "b.tokens.json"}]"#,
            "would be read back as a token file"
        ),
        (
            #""outputs": [{"template": "json", "path": "x.txt"}, {"template": "css", "path": "./x.txt"}]"#,
            "are the same file"
        ),
        (
            #""outputs": [{"template": "json", "path": ".dimens-fingerprint"}]"#,
            "a file dimens keeps beside the outputs"
        ),
        (#""outputs": [{"template": "json", "path": "."}]"#, "must name a file inside outDir"),
        (
            #""outputs": [{"template": "json", "path": "a\u0000.json"}]"#,
            #"output path "a\u0000.json" holds a control character (such as NUL)"#
        ),
        (#""outDir": "out\u0000x", "outputs": [{"template": "json", "path": "a.json"}]"#, "\"outDir\" must be"),
    ])
    func anOutputThatWouldOverwriteSomethingIsRefusedBeforeAnythingIsWritten(_ settings: String, _ message: String)
        throws
    {
        let project = try Project([
            "dimens.json": #"{"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"]}, \#(settings)}"#,
            "a.tokens.json": token(),
        ])
        let before = snapshot(project)
        let (code, console) = project.run(["build"])
        #expect(code == .failure)
        #expect(console.errors.contains(message), "\(console.errors)")
        #expect(snapshot(project) == before, "nothing was written")
        #expect(project.run(["lint"]).0 == .failure, "lint finds it too")
    }

    @Test func aLinkInTheOutputFolderToAnInputIsRefused() throws {
        let project = try Project([
            "dimens.json":
                #"{"tokens": ["a.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "json", "path": "d.json"}]}"#,
            "a.tokens.json": token(),
        ])
        let out = project.directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: out.appendingPathComponent("d.json").path, withDestinationPath: "../a.tokens.json")
        let before = try Data(contentsOf: project.directory.appendingPathComponent("a.tokens.json"))
        let (code, console) = project.run(["build"])
        #expect(code == .failure && console.errors.contains("would overwrite 'a.tokens.json'"), "\(console.errors)")
        #expect(try Data(contentsOf: project.directory.appendingPathComponent("a.tokens.json")) == before)
    }

    // MARK: 3. Names

    @Test func namesOfTheGeneratedAPIAndCollidingUnicodeNamesAreErrors() throws {
        let config =
            #"{"tokens": ["a.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "swift", "path": "D.swift"}, {"template": "css", "path": "d.css"}]}"#
        for name in ["values", "base", "traits", "sized"] {
            let textStyle = #", "$extensions": {"dimens": {"textStyle": "body"}}"#
            let project = try Project(["dimens.json": config, "a.tokens.json": token(name, textStyle)])
            let (code, console) = project.run(["build"])
            #expect(code == .failure && console.errors.contains("[swift.reserved-name]"), "\(name): \(console.errors)")
        }
        let unicode = try Project([
            "dimens.json": config,
            "a.tokens.json":
                #"{"g": {"$type": "dimension", "café": {"$value": {"value": 1, "unit": "px"}}, "间距": {"$value": {"value": 2, "unit": "px"}}, "🙂": {"$value": {"value": 3, "unit": "px"}}}}"#,
        ])
        #expect(unicode.run(["build"]).0 == .success)
        let swift = try String(contentsOf: unicode.directory.appendingPathComponent("out/D.swift"), encoding: .utf8)
        #expect(swift.contains("var gCafé:") && swift.contains("var g间距:") && swift.contains("var g🙂:"))
        let css = try String(contentsOf: unicode.directory.appendingPathComponent("out/d.css"), encoding: .utf8)
        #expect(css.contains("--g-café:") && css.contains("--g-间距:") && css.contains("--g-🙂:"))
        let twins = try Project([
            "dimens.json": config,
            "a.tokens.json":
                #"{"g": {"$type": "dimension", "a b": {"$value": {"value": 1, "unit": "px"}}, "a-b": {"$value": {"value": 2, "unit": "px"}}}}"#,
        ])
        let (code, console) = twins.run(["build"])
        #expect(code == .failure && console.errors.contains("'g.a-b' and 'g.a b' both become"), "\(console.errors)")
    }

    @Test func aNulInANameOrDescriptionIsNoWarningAndNoCode() throws {
        let project = try Project([
            "dimens.json":
                #"{"tokens": ["a.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "swift", "path": "D.swift"}]}"#,
            "a.tokens.json":
                #"{"a\u0000b": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}, "$description": "x\u0000y"}}"#,
        ])
        let (code, console) = project.run(["build", "--strict"])
        #expect(code == .success && console.errors.isEmpty, "\(console.errors)")
        let swift = try String(contentsOf: project.directory.appendingPathComponent("out/D.swift"), encoding: .utf8)
        #expect(!swift.unicodeScalars.contains { $0.value == 0 })
    }

    // MARK: 5. Limits before the work

    @Test func aHugeStringIsRefusedWhereItIsRead() throws {
        let huge = String(repeating: "x", count: 30_000_000)
        let project = try Project([
            "dimens.json":
                #"{"tokens": ["a.tokens.json"], "catalog": {"include": ["phone"]}, "outputs": [{"template": "json", "path": "d.json"}, {"template": "swift", "path": "D.swift"}]}"#,
            "a.tokens.json": #"{"t": {"$type": "string", "$value": "\#(huge)"}}"#,
        ])
        let (code, console) = project.run(["build"])
        // Refused where it is read: one error at the string, nothing computed or written (how fast
        // that is belongs to the benchmark, not to a timed test).
        #expect(
            code == .failure && console.errors.hasPrefix("a.tokens.json:1:")
                && console.errors.contains("is limited to 10000 bytes")
                && console.errors.hasSuffix("1 error, 0 warnings\n"),
            "\(console.errors.prefix(300))")
        #expect(!FileManager.default.fileExists(atPath: project.directory.appendingPathComponent("out").path))
    }

    @Test func aLinkedTokenFileIsReadWithTheSameLimits() throws {
        let project = try Project([
            "dimens.json":
                #"{"tokens": ["tokens/*.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "json", "path": "d.json"}]}"#,
            "shared/a.tokens.json": token("a"), "tokens/local.tokens.json": token("b"),
        ])
        let tokens = project.directory.appendingPathComponent("tokens")
        try FileManager.default.createSymbolicLink(
            atPath: tokens.appendingPathComponent("linked.tokens.json").path,
            withDestinationPath: "../shared/a.tokens.json")
        #expect(project.run(["build"]).0 == .success)
        let json = try String(contentsOf: project.directory.appendingPathComponent("out/d.json"), encoding: .utf8)
        #expect(json.contains(#""path":"a""#), "a linked token file matched by a glob is read")
        // A link to a file over the limit is refused by the size of the file it leads to.
        let big = project.directory.appendingPathComponent("big.json")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: UInt64(FileSystem.maximumInputBytes + 1))
        try handle.close()
        try FileManager.default.createSymbolicLink(
            atPath: tokens.appendingPathComponent("big.tokens.json").path, withDestinationPath: "../big.json")
        let (code, console) = project.run(["build"])
        #expect(code == .failure && console.errors.contains("[input.too-large]"), "\(console.errors)")
    }

    // MARK: 6. Temporaries

    @Test func aWriteThatFailsPartWayLeavesNothingBehind() throws {
        let project = try Project([:])
        var writer = OutputWriter(fileSystem: FileSystem(workingDirectory: project.directory.path), directory: "out")
        writer.create = { url, text in
            try Data(text.utf8.prefix(3)).write(to: url)
            throw POSIXError(.ENOSPC)
        }
        guard
            case .failure(let problem) = writer.write([
                RenderedOutput(path: "a.json", text: "{}\n"), RenderedOutput(path: "b.json", text: "[]\n"),
            ])
        else {
            Issue.record("the write succeeded")
            return
        }
        #expect(problem.message.contains("cannot write"))
        let left =
            (try? FileManager.default.contentsOfDirectory(atPath: project.directory.appendingPathComponent("out").path))
            ?? []
        #expect(left.isEmpty, "\(left)")
    }

    @Test func aBuildRemovesWhatKilledBuildsLeftButNotWhatRunningOnesWrite() throws {
        let project = try Project([
            "dimens.json":
                #"{"tokens": ["a.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "json", "path": "d.json"}]}"#,
            "a.tokens.json": token(),
        ])
        let out = project.directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        // A process id far above any the system hands out: that build is gone.
        let dead = [".d.json.dimens-tmp-999999999-1F2E", ".d.json.dimens-tmp-999999999-1F2E.backup"]
        let alive = ".d.json.dimens-tmp-\(getpid())-AAAA"
        for name in dead + [alive, ".notes.txt"] { try Data("x".utf8).write(to: out.appendingPathComponent(name)) }
        #expect(project.run(["build"]).0 == .success)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: out.path))
        #expect(left.isDisjoint(with: dead) && left.contains(alive) && left.contains(".notes.txt"), "\(left)")
        // A build killed after its renames leaves backups beside outputs that are current: the next
        // build, which writes nothing, removes them too.
        try FileManager.default.removeItem(at: out.appendingPathComponent(BuildFingerprint.fileName))
        for name in dead { try Data("x".utf8).write(to: out.appendingPathComponent(name)) }
        let (code, console) = project.run(["build"])
        #expect(code == .success && !console.output.contains("wrote"), "\(console.output)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: out.path)).isDisjoint(with: dead))
    }

    // MARK: 7. Fingerprint and files outside

    @Test func theFingerprintVouchesOnlyForTheBytesItWrote() throws {
        let project = try Project(["out/d.json": "someone else's\n"])
        let fileSystem = FileSystem(workingDirectory: project.directory.path)
        #expect(BuildFingerprint.writtenEntry("out/d.json", text: "ours\n", fileSystem: fileSystem) == nil)
        #expect(BuildFingerprint.writtenEntry("out/d.json", text: "someone else's\n!", fileSystem: fileSystem) == nil)
        let entry = try #require(
            BuildFingerprint.writtenEntry("out/d.json", text: "someone else's\n", fileSystem: fileSystem))
        #expect(entry.size == 15 && entry.stamp.hasPrefix("written:"))
        #expect(BuildFingerprint.unchanged(entry, fileSystem: fileSystem))
    }

    @Test func hugeFiniteValuesAreNumbersInCSS() throws {
        let project = try Project([
            "dimens.json":
                #"{"tokens": ["a.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "css", "path": "d.css"}]}"#,
            "a.tokens.json": #"{"n": {"$type": "number", "$value": 1.7e305}}"#,
        ])
        #expect(project.run(["build"]).0 == .success)
        let css = try String(contentsOf: project.directory.appendingPathComponent("out/d.css"), encoding: .utf8)
        #expect(!css.contains("inf") && !css.contains("nan") && css.contains("--n: 17"))
    }

    @Test func aResolverCannotReadFilesOutsideTheProjectNorShowThem() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
            "dimens-secret-\(UUID().uuidString).json")
        try Data("SECRET-LINE not json\n".utf8).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        let resolver =
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "\##(outside.path)"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##
        let project = try Project([
            "dimens.json": #"{"resolver": "app.resolver.json", "catalog": {"include": ["pod"]}}"#,
            "app.resolver.json": resolver,
        ])
        let (code, console) = project.run(["build"], terminal: true)
        #expect(code == .failure)
        #expect(console.errors.contains("[input.outside]") && !console.errors.contains("SECRET"), "\(console.errors)")
    }
}
