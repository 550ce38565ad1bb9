import DimensKit
import Foundation
import Testing

@testable import DimensCLI

/// The marker is dimens' own file: written atomically, read without following a link and no
/// further than its limit, and a link at its path stops a build before anything is written.
struct ReplacingMarkerTests {
    let config =
        #"{"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "json", "path": "dimens.json"}]}"#

    func marker(_ project: Project) -> ReplacingMarker {
        ReplacingMarker(fileSystem: FileSystem(workingDirectory: project.directory.path), directory: "out")
    }

    @Test func recordedReadAndRemoved() throws {
        let project = try Project(["out/a.json": "A"])
        let marker = marker(project)
        #expect(marker.state() == .absent)
        #expect(marker.record(["a.json", "b/c.json"]) == nil)
        #expect(marker.state() == .interrupted(listed: ["a.json", "b/c.json"]))
        #expect(marker.remove() == nil)
        #expect(marker.state() == .absent)
        let left = try FileManager.default.contentsOfDirectory(
            atPath: project.directory.appendingPathComponent("out").path)
        #expect(left == ["a.json"], "no temporary file is left")
    }

    @Test func aLinkAtTheMarkerIsNeverFollowed() throws {
        let project = try Project(["dimens.json": config, "a.tokens.json": goodToken, "elsewhere/secret.txt": "keep\n"])
        #expect(project.run(["build"]).0 == .success)
        let secret = project.directory.appendingPathComponent("elsewhere/secret.txt")
        let link = project.directory.appendingPathComponent("out/.dimens-replacing")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: secret)
        let outside = InterruptedBuildTests.snapshot(secret.deletingLastPathComponent())
        let out = project.directory.appendingPathComponent("out")
        let before = InterruptedBuildTests.snapshot(out)
        let marker = marker(project)
        guard case .refused = marker.state() else {
            Issue.record("a link is refused, not read")
            return
        }
        #expect(marker.record(["dimens.json"]) != nil)
        try goodToken.replacingOccurrences(of: "8", with: "9").write(
            to: project.directory.appendingPathComponent("a.tokens.json"), atomically: true, encoding: .utf8)
        for arguments in [["build"], ["build", "--check"], ["build", "--dry-run"]] {
            let (code, console) = project.run(arguments)
            #expect(code == .failure, "\(arguments)")
            #expect(
                console.errors.contains(
                    "'out/.dimens-replacing' is where dimens marks outputs being replaced, but it is a symbolic link"))
        }
        #expect(InterruptedBuildTests.snapshot(out) == before)
        #expect(InterruptedBuildTests.snapshot(secret.deletingLastPathComponent()) == outside)
        #expect(FileManager.isLink(link.path))
    }

    @Test func aFolderAtTheMarkerIsRefused() throws {
        let project = try Project(["out/.dimens-replacing/x": "x"])
        guard case .refused(let problem) = marker(project).state() else {
            Issue.record("a folder is refused")
            return
        }
        #expect(problem.message.contains("it is not a regular file"))
    }

    @Test func aHugeMarkerIsReadNoFurtherThanItsLimit() throws {
        let line = "output " + String(repeating: "x", count: 93) + "\n"
        let text = "dimens-replacing/1\n" + String(repeating: line, count: 20_000)
        let project = try Project(["out/.dimens-replacing": text])
        guard case .interrupted(let listed) = marker(project).state() else {
            Issue.record("a marker is read")
            return
        }
        #expect(listed.count < ReplacingMarker.readLimit / 100 + 1)
    }

    @Test func noOutputTakesTheMarkersName() throws {
        let config = #"{"tokens": ["*.tokens.json"], "outputs": [{"template": "json", "path": ".dimens-replacing"}]}"#
        let project = try Project(["dimens.json": config, "a.tokens.json": goodToken])
        let (code, console) = project.run(["build"])
        #expect(code == .failure)
        #expect(console.errors.contains("takes the name of a file dimens keeps beside the outputs"))
    }
}
