import DimensKit
import Foundation
import Testing

@testable import DimensCLI

/// `dimens watch` in its own thread: it builds, sees a token file edited and builds again, reports
/// an edit that breaks the file without writing anything, and sees a new token file.
@Suite(.serialized)
struct WatchCommandTests {
    let config =
        #"{"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "json", "path": "dimens.json"}]}"#

    /// Waits up to `seconds` for `condition`.
    func eventually(_ seconds: Double = 5, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return condition()
    }

    /// `dimens watch` in `project`, looking every 0.05 s `polls` times on a thread of its own: what
    /// it prints, and a semaphore signalled when it ends.
    static func watch(_ project: Project, polls: Int) -> (RecordingConsole, DispatchSemaphore) {
        let console = RecordingConsole()
        let done = DispatchSemaphore(value: 0)
        let directory = project.directory.path
        Thread.detachNewThread {
            _ = DimensCommandLine.run(
                ["watch", "--interval", "0.05", "--polls", String(polls)], environment: [:],
                workingDirectory: directory, console: console)
            done.signal()
        }
        return (console, done)
    }

    @Test func rebuildsWhenATokenFileChangesAndNeverWritesABrokenBuild() throws {
        let project = try Project(["dimens.json": config, "a.tokens.json": goodToken])
        let out = project.directory.appendingPathComponent("out/dimens.json")
        func output() -> String { (try? String(contentsOf: out, encoding: .utf8)) ?? "" }
        let (console, done) = Self.watch(project, polls: 80)
        #expect(eventually { output().contains(#""base":"8px""#) })

        try goodToken.replacingOccurrences(of: "8", with: "9").write(
            to: project.directory.appendingPathComponent("a.tokens.json"), atomically: true, encoding: .utf8)
        #expect(eventually { output().contains(#""base":"9px""#) })
        let written = output()

        try #"{"spacing": {"$type": "dimension", "s": {"$value": {"value": "x", "unit": "px"}}}}"#
            .write(to: project.directory.appendingPathComponent("a.tokens.json"), atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.5)
        #expect(output() == written, "a build with errors writes nothing")

        try #"{"size": {"$type": "number", "$value": 2}}"#.write(
            to: project.directory.appendingPathComponent("b.tokens.json"), atomically: true, encoding: .utf8)
        try goodToken.write(
            to: project.directory.appendingPathComponent("a.tokens.json"), atomically: true, encoding: .utf8)
        #expect(eventually { output().contains(#""path":"size""#) })
        // The folder stays until the watch has ended.
        withExtendedLifetime(project) { done.wait() }

        let lines = console.output.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.hasPrefix("dimens: built 1 tokens on 7 screens; wrote out/dimens.json") == true, "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("dimens: 1 token changed on 7 screens; wrote out/dimens.json") }, "\(lines)")
        #expect(
            lines.contains {
                $0.hasPrefix("dimens: 1 token changed on 7 screens, 1 token added; wrote out/dimens.json")
            }, "\(lines)")
        #expect(console.errors.contains("error: a dimension's \"value\" must be a finite number"))
        #expect(console.errors.contains("dimens: nothing written; waiting for a change"))
    }

    /// A save that changes nothing is one line: the warnings the first build printed are counted,
    /// not printed again. The save is made as an atomic write makes it (a hidden temporary file in
    /// the folder, renamed over the token file), with polls between the two steps: the temporary
    /// file is not a change of its own.
    @Test func aSaveThatChangesNothingIsOneLine() throws {
        let warned = #"{"s": {"$type": "dimension", "$value": {"value": 1, "unit": "em"}}}"#
        let project = try Project(["dimens.json": config, "a.tokens.json": goodToken, "b.tokens.json": warned])
        let (console, done) = Self.watch(project, polls: 40)
        #expect(eventually { console.output.contains("wrote out/dimens.json") })
        Thread.sleep(forTimeInterval: 0.1)
        let temporary = project.directory.appendingPathComponent(".dat.nosync1234.abcdef")
        try warned.write(to: temporary, atomically: false, encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.3)
        #expect(rename(temporary.path, project.directory.appendingPathComponent("b.tokens.json").path) == 0)
        #expect(eventually { console.output.contains("no output changed") })
        withExtendedLifetime(project) { done.wait() }

        let lines = console.output.split(separator: "\n")
        #expect(lines.count == 2, "\(lines)")
        #expect(
            lines.last?.hasPrefix("dimens: no value changed; no output changed; 1 warning: `dimens lint` shows them (")
                == true, "\(lines)")
        #expect(console.errors.components(separatedBy: "[value.unit]").count - 1 == 1, "\(console.errors)")
    }

    /// A hidden token file the config names is seen when it appears; editors' temporary and backup
    /// files are not inputs.
    @Test func aHiddenTokenFileTheConfigNamesIsSeenWhenItAppears() throws {
        let named =
            #"{"tokens": ["a.tokens.json", ".local.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "json", "path": "dimens.json"}]}"#
        let project = try Project(["dimens.json": named, "a.tokens.json": goodToken])
        let (console, done) = Self.watch(project, polls: 40)
        #expect(eventually { console.errors.contains("waiting for a change") })
        try #"{"size": {"$type": "number", "$value": 2}}"#.write(
            to: project.directory.appendingPathComponent(".local.tokens.json"), atomically: true, encoding: .utf8)
        #expect(eventually { console.output.contains("wrote out/dimens.json") }, "\(console.errors)")
        withExtendedLifetime(project) { done.wait() }
    }

    @Test(arguments: [
        ("a.tokens.json", true), (".local.tokens.json", true), ("t.mustache", true), ("Main.storyboard", true),
        (".dat.nosync1234.abcdef", false), ("4913", false), ("a.json~", false), (".a.json.swp", false),
        (".#a.tokens.json", false), ("a.json___jb_tmp___", false), ("README.md", false), (".json", false),
    ])
    func inputNamesLeaveOutEditorsFiles(_ name: String, input: Bool) {
        #expect(WatchCommand.inputName(name) == input)
    }

    @Test(arguments: [["watch", "--interval", "0"], ["watch", "--polls", "many"]])
    func badTimingsAreUsageErrors(_ arguments: [String]) throws {
        #expect(try Project(["dimens.json": config]).run(arguments).0 == .usage)
    }
}
