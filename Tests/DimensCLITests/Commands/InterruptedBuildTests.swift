import DimensKit
import Foundation
import Testing

@testable import DimensCLI

/// A build stopped between two renames leaves outputs of two builds and its marker: `--check`
/// says so and writes nothing, the next build writes every output again and says so, and the one
/// after it is a no-op again.
struct InterruptedBuildTests {
    let config =
        #"{"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "json", "path": "dimens.json"}, {"template": "swift", "path": "Dimens.swift"}, {"template": "css", "path": "dimens.css"}]}"#
    let paths = ["dimens.json", "Dimens.swift", "dimens.css"]

    /// Every file below `folder`, hidden ones included, with its bytes (a link as its target).
    static func snapshot(_ folder: URL) -> [String: Data] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        var files: [String: Data] = [:]
        for path in paths {
            let url = folder.appendingPathComponent(path)
            if FileManager.isLink(url.path) {
                files[path] = Data(((try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "").utf8)
            } else {
                files[path] = (try? Data(contentsOf: url)) ?? Data("<folder>".utf8)
            }
        }
        return files
    }

    /// A project built with 8 px, whose token then became 9 px, left as a build of 9 px killed
    /// after its first rename leaves it: the marker, the new json, the old Swift and CSS, the
    /// old fingerprint. Returns the project and the new build's bytes of each output.
    func interrupted() throws -> (Project, [String: Data]) {
        let project = try Project(["dimens.json": config, "a.tokens.json": goodToken])
        #expect(project.run(["build"]).0 == .success)
        try goodToken.replacingOccurrences(of: "8", with: "9").write(
            to: project.directory.appendingPathComponent("a.tokens.json"), atomically: true, encoding: .utf8)
        #expect(project.run(["build", "--out-dir", "next"]).0 == .success)
        let next = project.directory.appendingPathComponent("next")
        var new: [String: Data] = [:]
        for path in paths { new[path] = try Data(contentsOf: next.appendingPathComponent(path)) }
        try FileManager.default.removeItem(at: next)
        // As the writer does: the marker first, then one rename.
        let marker = ReplacingMarker(fileSystem: FileSystem(workingDirectory: project.directory.path), directory: "out")
        #expect(marker.record(paths) == nil)
        let out = project.directory.appendingPathComponent("out")
        try new["dimens.json"]!.write(to: out.appendingPathComponent(".dimens.json.tmp"))
        #expect(
            rename(out.appendingPathComponent(".dimens.json.tmp").path, out.appendingPathComponent("dimens.json").path)
                == 0)
        return (project, new)
    }

    @Test func checkSaysTheMixAndTheNextBuildRepairsIt() throws {
        let (project, new) = try interrupted()
        let out = project.directory.appendingPathComponent("out")
        let before = Self.snapshot(out)
        let (code, console) = project.run(["build", "--check"])
        #expect(code == .stale)
        #expect(
            console.errors.contains(
                "dimens: the last build was interrupted while replacing outputs ('out/.dimens-replacing' is still there), so 'out' may hold outputs of two builds; run `dimens build`\n"
            ))
        #expect(Self.snapshot(out) == before, "--check writes and removes nothing")
        let (dryRun, listing) = project.run(["build", "--dry-run"])
        #expect(dryRun == .success)
        #expect(listing.output == paths.map { "would write out/\($0)\n" }.joined())
        #expect(Self.snapshot(out) == before, "--dry-run writes and removes nothing")

        let (repaired, repair) = project.run(["build"])
        #expect(repaired == .success)
        #expect(
            repair.errors.hasPrefix(
                "dimens: warning: the last build was interrupted while replacing outputs ('out' may hold outputs of two builds); all 3 outputs are written again [output.interrupted]\n"
            ))
        #expect(repair.output.hasPrefix("wrote out/dimens.json, out/Dimens.swift, out/dimens.css; "))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(".dimens-replacing").path))
        for path in paths { #expect(try Data(contentsOf: out.appendingPathComponent(path)) == new[path]) }
        #expect(project.run(["build"]).1.output.hasPrefix("dimens: nothing changed: 3 outputs current"))
        #expect(project.run(["build", "--check"]).0 == .success)
    }

    /// Killed after marking, before the first rename: every file still holds the last build's
    /// bytes and the fingerprint matches them, yet nothing vouches for the set.
    @Test func theFingerprintNeverVouchesForAMarkedFolder() throws {
        let project = try Project(["dimens.json": config, "a.tokens.json": goodToken])
        #expect(project.run(["build"]).0 == .success)
        let fileSystem = FileSystem(workingDirectory: project.directory.path)
        #expect(ReplacingMarker(fileSystem: fileSystem, directory: "out").record(paths) == nil)
        #expect(project.run(["build", "--check"]).0 == .stale)
        let (code, console) = project.run(["build"])
        #expect(code == .success)
        #expect(!console.output.contains("nothing changed"))
        #expect(console.errors.contains("[output.interrupted]"))
        #expect(project.run(["build"]).1.output.hasPrefix("dimens: nothing changed"))
    }

    /// The writer marks the folder before its first rename, and a write that fails part way
    /// leaves the mark, as a killed one does; the next build writes everything again.
    @Test func theWriterMarksBeforeItsFirstRename() throws {
        let project = try Project(["dimens.json": config, "a.tokens.json": goodToken])
        #expect(project.run(["build"]).0 == .success)
        let fileSystem = FileSystem(workingDirectory: project.directory.path)
        let marker = ReplacingMarker(fileSystem: fileSystem, directory: "out")
        var writer = OutputWriter(fileSystem: fileSystem, directory: "out")
        writer.marker = marker
        let seen = Locked<[ReplacingMarker.State]>([])
        writer.rename = { from, to in
            seen.update { $0.append(marker.state()) }
            return seen.value.count == 2 ? -1 : systemRename(from, to)
        }
        let outputs = paths.map { RenderedOutput(path: $0, text: "new \($0)\n") }
        guard case .failure = writer.write(outputs) else {
            Issue.record("the second rename fails")
            return
        }
        #expect(seen.value.first == .interrupted(listed: paths))
        #expect(marker.state() == .interrupted(listed: paths))
        let (code, console) = project.run(["build"])
        #expect(code == .success)
        #expect(console.errors.contains("all 3 outputs are written again [output.interrupted]"))
        #expect(marker.state() == .absent)
    }

    @Test func theJSONReportCarriesTheWarning() throws {
        let (project, _) = try interrupted()
        let (code, console) = project.run(["build", "--diagnostics-format", "json"])
        #expect(code == .success)
        #expect(console.errors.contains(#""code": "output.interrupted""#))
    }
}
