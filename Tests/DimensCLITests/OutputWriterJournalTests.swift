import DimensKit
import Foundation
import Testing

@testable import DimensCLI

/// Outputs of one build replaced together: a build killed between two renames leaves a journal,
/// and the next build or `--check` puts back the build before it, and says so.
struct OutputWriterJournalTests {
    func writer(_ project: Project) -> OutputWriter {
        OutputWriter(fileSystem: FileSystem(workingDirectory: project.directory.path), directory: "out")
    }

    func text(_ project: Project, _ path: String) -> String? {
        try? String(contentsOf: project.directory.appendingPathComponent(path), encoding: .utf8)
    }

    /// The id of a process that has ended, as a killed build's is.
    func endedProcess() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func everyRenameHappensUnderTheJournalAndNoneIsLeft() throws {
        let project = try Project([:])
        var watched = writer(project)
        let journal = project.directory.appendingPathComponent("out/\(OutputWriter.journalName)").path
        nonisolated(unsafe) var seen: [Bool] = []
        watched.rename = { from, to in
            seen.append(FileManager.default.fileExists(atPath: journal))
            return systemRename(from, to)
        }
        let outputs = [RenderedOutput(path: "a.json", text: "A"), RenderedOutput(path: "sub/b.json", text: "B")]
        #expect(try watched.write(outputs).get() == ["out/a.json", "out/sub/b.json"])
        #expect(seen == [true, true])
        #expect(!FileManager.default.fileExists(atPath: journal))
    }

    /// The state a build killed after its first rename leaves: `a.json` new, `b.json` old, a
    /// backup of the old `a.json`, `c.json` added, and the journal.
    @Test(arguments: [["build"], ["build", "--check"]])
    func aKilledBuildsMixIsPutBackAndSaid(_ command: [String]) throws {
        let project = try Project([
            "dimens.json":
                #"{"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "json", "path": "a.json"}, {"template": "css", "path": "b.css"}]}"#,
            "a.tokens.json": goodToken,
        ])
        #expect(project.run(["build"]).0 == .success)
        let (oldA, oldB) = (text(project, "out/a.json"), text(project, "out/b.css"))
        let out = project.directory.appendingPathComponent("out")
        let pid = try endedProcess()
        let backup = ".a.json\(OutputWriter.temporaryMarker)\(pid)-X.backup"
        #expect(link(out.appendingPathComponent("a.json").path, out.appendingPathComponent(backup).path) == 0)
        try FileManager.default.removeItem(at: out.appendingPathComponent("a.json"))
        try "new A".write(to: out.appendingPathComponent("a.json"), atomically: false, encoding: .utf8)
        try "added".write(to: out.appendingPathComponent("c.json"), atomically: false, encoding: .utf8)
        try [
            OutputWriter.journalHeader, "pid \(pid)", "a.json\t\(backup)",
            "b.css\t.b.css\(OutputWriter.temporaryMarker)\(pid)-Y.backup", "c.json\t",
        ].joined(separator: "\n").write(
            to: out.appendingPathComponent(OutputWriter.journalName), atomically: false, encoding: .utf8)

        let (code, console) = project.run(command)
        #expect(code == .success, "\(console.errors)")
        #expect(
            console.errors.hasPrefix(
                "dimens: a build was stopped while replacing its outputs; put back out/a.json, out/c.json as the build before it left them\n"
            ), "\(console.errors)")
        #expect(text(project, "out/a.json") == oldA && text(project, "out/b.css") == oldB)
        #expect(text(project, "out/c.json") == nil)
        let left = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix(".dimens-r") }
        #expect(left.isEmpty && text(project, "out/\(backup)") == nil)
    }

    @Test func aRunningBuildsJournalIsLeftAlone() throws {
        let project = try Project([:])
        let out = project.directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let journal = [OutputWriter.journalHeader, "pid \(getpid())", "a.json\t"].joined(separator: "\n")
        try journal.write(to: out.appendingPathComponent(OutputWriter.journalName), atomically: false, encoding: .utf8)
        try "A".write(to: out.appendingPathComponent("a.json"), atomically: false, encoding: .utf8)
        #expect(writer(project).recoverInterruptedBuild().isEmpty)
        #expect(text(project, "out/a.json") == "A")
        #expect(text(project, "out/\(OutputWriter.journalName)") == journal)
    }
}
