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
        let first = arguments.first ?? CommandList.defaultCommand.name
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
            guard let command = CommandList.named(name) else { return unknownCommand(name, console: console) }
            console.write(command.help)
            return .success
        default:
            // `dimens [build] [options]`: options alone run the default command.
            let optionsOnly = first.hasPrefix("-")
            guard let command = optionsOnly ? CommandList.defaultCommand : CommandList.named(first) else {
                return unknownCommand(first, console: console)
            }
            return command.main(optionsOnly ? arguments : Array(arguments.dropFirst()), context: context)
        }
    }

    private static func unknownCommand(_ name: String, console: Console) -> ExitCode {
        let hint =
            Suggestion.closest(to: name, in: CommandList.all.map { $0.name }).map { " (did you mean '\($0)'?)" } ?? ""
        return Usage.fail(UsageError("unknown command '\(name)'\(hint)"), usage: nil, console: console)
    }
}
