import DimensKit
import Foundation

/// The `dimens` command line: picks the command and runs it. `main.swift` only calls `run`.
public enum DimensCommandLine {
    public static func run(
        _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
        workingDirectory: String = FileManager.default.currentDirectoryPath, console: Console = StandardConsole()
    ) -> ExitCode {
        let context = CommandContext(
            console: console, environment: environment, fileSystem: FileSystem(workingDirectory: workingDirectory))
        let first = arguments.first ?? "build"
        switch first {
        case "--help", "-h":
            console.write(Usage.overview)
            return .success
        case "--version":
            console.write("dimens \(Usage.version)\n")
            return .success
        case "help":
            guard let name = arguments.dropFirst().first else {
                console.write(Usage.overview)
                return .success
            }
            guard let command = Command.named(name) else { return unknownCommand(name, console: console) }
            console.write(Usage.help(for: command))
            return .success
        default:
            // `dimens [build] [options]`: options alone run the default command.
            let (name, rest) = first.hasPrefix("-") ? ("build", arguments) : (first, Array(arguments.dropFirst()))
            guard let command = Command.named(name) else { return unknownCommand(first, console: console) }
            do {
                let scanned = try ArgumentScanner.scan(rest, options: command.options)
                if scanned.has(CommonOptions.help.name) {
                    console.write(Usage.help(for: command))
                    return .success
                }
                return command.run(scanned, context)
            } catch {
                return Usage.fail(error, command: command, console: console)
            }
        }
    }

    private static func unknownCommand(_ name: String, console: Console) -> ExitCode {
        let hint = Suggestion.closest(to: name, in: Command.all.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
        return Usage.fail(UsageError("unknown command '\(name)'\(hint)"), command: nil, console: console)
    }
}
