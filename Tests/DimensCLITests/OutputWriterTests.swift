import DimensKit
import Foundation
import Testing

@testable import DimensCLI

/// A failed build leaves the output folder byte for byte as it was; concurrent builds never tear
/// a file.
struct OutputWriterTests {
    /// Every file below `folder`, hidden ones included, with its bytes.
    func snapshot(_ folder: URL) -> [String: Data] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        var files: [String: Data] = [:]
        for path in paths {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            files[path] =
                isFolder.boolValue
                ? Data("<folder>".utf8) : (try? Data(contentsOf: folder.appendingPathComponent(path)))
        }
        return files
    }

    func writer(_ project: Project) -> OutputWriter {
        OutputWriter(fileSystem: FileSystem(workingDirectory: project.directory.path), directory: "out")
    }

    let config =
        #"{"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "json", "path": "dimens.json"}, {"template": "swift", "path": "Dimens.swift"}, {"template": "css", "path": "dimens.css"}]}"#

    @Test func aFolderInTheWayFailsTheBuildAndChangesNothing() throws {
        let project = try Project(["dimens.json": config, "a.tokens.json": goodToken])
        #expect(project.run(["build"]).0 == .success)
        try goodToken.replacingOccurrences(of: "8", with: "9").write(
            to: project.directory.appendingPathComponent("a.tokens.json"), atomically: true, encoding: .utf8)
        let out = project.directory.appendingPathComponent("out")
        try FileManager.default.removeItem(at: out.appendingPathComponent("dimens.css"))
        try FileManager.default.createDirectory(
            at: out.appendingPathComponent("dimens.css"), withIntermediateDirectories: false)
        let before = snapshot(out)
        let (code, console) = project.run(["build"])
        #expect(code == .failure)
        #expect(console.errors.contains("cannot replace 'out/dimens.css': it is a folder [output.write]"))
        #expect(snapshot(out) == before)
    }

    @Test func aRenameFailingHalfWayIsUndone() throws {
        let project = try Project([:])
        let first = [
            RenderedOutput(path: "a.json", text: "A1"), RenderedOutput(path: "b.json", text: "B1"),
            RenderedOutput(path: "c.json", text: "C1"),
        ]
        #expect(try writer(project).write(first).get() == ["out/a.json", "out/b.json", "out/c.json"])
        let out = project.directory.appendingPathComponent("out")
        let before = snapshot(out)
        var failing = writer(project)
        var calls = 0
        failing.rename = { from, to in
            calls += 1
            return calls == 3 ? -1 : systemRename(from, to)
        }
        let second = [
            RenderedOutput(path: "a.json", text: "A2"), RenderedOutput(path: "new/d.json", text: "D2"),
            RenderedOutput(path: "b.json", text: "B2"), RenderedOutput(path: "c.json", text: "C2"),
        ]
        guard case .failure(let problem) = failing.write(second) else {
            Issue.record("the write should fail")
            return
        }
        #expect(problem.message.hasPrefix("cannot replace 'out/b.json'"))
        #expect(calls == 4, "two renames forward, the failing one, then a.json restored (the new d.json is removed)")
        #expect(snapshot(out) == before)
    }

    @Test func aParentThatIsAFileFailsBeforeAnythingIsReplaced() throws {
        let project = try Project(["out/a.json": "A1", "out/sub": "a file"])
        let out = project.directory.appendingPathComponent("out")
        let before = snapshot(out)
        let result = writer(project).write([
            RenderedOutput(path: "a.json", text: "A2"), RenderedOutput(path: "sub/x.json", text: "X"),
        ])
        guard case .failure = result else {
            Issue.record("the write should fail")
            return
        }
        #expect(snapshot(out) == before)
    }

    @Test func concurrentBuildsNeverTearAFile() throws {
        let project = try Project(["dimens.json": config, "a.tokens.json": goodToken])
        #expect(project.run(["build"]).0 == .success)
        let out = project.directory.appendingPathComponent("out/dimens.json")
        let old = try Data(contentsOf: out)
        try goodToken.replacingOccurrences(of: "8", with: "9").write(
            to: project.directory.appendingPathComponent("a.tokens.json"), atomically: true, encoding: .utf8)
        let builds = 4
        let done = Locked(0)
        let torn = Locked(0)
        DispatchQueue.global().async {
            while done.value < builds {
                guard let read = try? Data(contentsOf: out) else { continue }
                if read != old, (try? JSONSerialization.jsonObject(with: read)) == nil { torn.update { $0 += 1 } }
            }
        }
        DispatchQueue.concurrentPerform(iterations: builds) { _ in
            _ = project.run(["build", "--always-write"])
            done.update { $0 += 1 }
        }
        #expect(torn.value == 0)
        #expect(try Data(contentsOf: out) != old)
        #expect(project.run(["build", "--check"]).0 == .success)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.deletingLastPathComponent().path).filter
        { $0.hasPrefix(".") }
        #expect(leftovers == [".dimens-fingerprint"])
    }
}

/// A value shared between threads.
final class Locked<Value>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()

    init(_ value: Value) { stored = value }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func update(_ change: (inout Value) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        change(&stored)
    }
}
