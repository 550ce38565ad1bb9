import DimensKit
import Foundation
import Testing

@testable import DimensCLI

/// Writers into one output folder take turns: a build, `--check` and `xcfilelists` wait while
/// another holds the folder's lock, and go on once it is released.
struct OutputLockTests {
    let config =
        #"{"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "json", "path": "dimens.json"}]}"#

    @Test(arguments: [["build"], ["build", "--check"], ["xcfilelists"]])
    func aSecondWriterWaitsForTheLock(_ arguments: [String]) throws {
        let project = try Project(["dimens.json": config, "a.tokens.json": goodToken, "out/old.txt": "x"])
        let out = project.directory.appendingPathComponent("out")
        let lock = try #require(try OutputLock.acquire(out.path, shown: "out").get())
        let before = InterruptedBuildTests.snapshot(out)
        let finished = Locked<ExitCode?>(nil)
        let errors = Locked("")
        let thread = Thread {
            let (code, console) = project.run(arguments)
            errors.update { $0 = console.errors }
            finished.update { $0 = code }
        }
        thread.start()
        Thread.sleep(forTimeInterval: 0.5)
        // Not a timing assertion: a command that did not wait would have finished by now, and
        // one that is slow only makes this pass for the wrong reason.
        #expect(finished.value == nil, "\(arguments) waits for the lock: \(errors.value)")
        #expect(InterruptedBuildTests.snapshot(out) == before)
        lock.release()
        while finished.value == nil { Thread.sleep(forTimeInterval: 0.01) }
        #expect(finished.value == (arguments == ["build", "--check"] ? .stale : .success))
    }

    @Test func aWriterGivesUpAfterItsTimeout() throws {
        let project = try Project(["out/a.json": "A"])
        let out = project.directory.appendingPathComponent("out").path
        let held = try OutputLock.acquire(out, shown: "out").get()
        guard case .failure(let problem) = OutputLock.acquire(out, shown: "out", timeout: 0.05) else {
            Issue.record("the lock is held")
            return
        }
        #expect(problem.message.hasPrefix("cannot lock the output folder 'out': another dimens command"))
        held?.release()
        #expect((try? OutputLock.acquire(out, shown: "out", timeout: 0.05).get()) != nil)
    }

    @Test func readersShareTheLockAndCreateNothing() throws {
        let project = try Project(["out/a.json": "A"])
        let out = project.directory.appendingPathComponent("out").path
        let first = try OutputLock.acquire(out, shown: "out", shared: true).get()
        let second = try OutputLock.acquire(out, shown: "out", shared: true, timeout: 0.05).get()
        #expect(first != nil && second != nil)
        let missing = project.directory.appendingPathComponent("missing").path
        #expect(try OutputLock.acquire(missing, shown: "missing", shared: true).get() == nil)
        #expect(!FileManager.default.fileExists(atPath: missing))
    }
}
