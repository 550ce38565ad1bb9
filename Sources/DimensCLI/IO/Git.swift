import Foundation

/// Runs `git` read-only commands in one folder and hands back what they print. Nothing here
/// writes: the commands dimens runs (`rev-parse`, `ls-tree`, `cat-file`) only read the
/// repository.
struct Git {
    /// What one git command did.
    struct Run {
        var status: Int32
        var output: Data
        var errors: String
    }

    /// The `git` executable found on `PATH`.
    var executable: String
    /// The folder git runs in (`git -C`).
    var directory: String

    /// Git from `PATH`, running in `directory`; nil when no `git` is on `PATH`.
    init?(in directory: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        guard
            let found = folders.map({ ($0 as NSString).appendingPathComponent("git") }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { return nil }
        executable = found
        self.directory = directory
    }

    /// `git -C DIRECTORY ARGUMENTS…`; nil when it could not be started.
    func run(_ arguments: [String]) -> Run? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-C", directory] + arguments
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // Both pipes drain at once, so a command filling one never waits on the other.
        let (errorText, outputData) = Concurrently.beside(
            { errors.fileHandleForReading.readDataToEndOfFile() }, { output.fileHandleForReading.readDataToEndOfFile() }
        )
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: outputData, errors: String(decoding: errorText, as: UTF8.self))
    }
}
