/// Help texts and usage errors.
enum Usage {
    static let version = "0.1.0"

    static var overview: String {
        let width = Command.all.map(\.name.count).max() ?? 0
        let commands = Command.all.map {
            "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)"
        }
        return """
            dimens \(version): compiles design tokens (W3C DTCG JSON) into per-screen dimension tables

            Usage: dimens <command> [options]

            Commands:
            \(commands.joined(separator: "\n"))

            Options:
              --help       show help (also: dimens help <command>, dimens <command> --help)
              --version    print the version

            Exit codes: 0 success, 1 invalid input or I/O failure, 2 stale outputs (--check),
            3 warnings under --strict, 64 usage error.

            """
    }

    static func help(for command: Command) -> String {
        let width = command.options.map(\.name.count).max() ?? 0
        let options = command.options.map { option in
            let name = option.name.padding(toLength: width, withPad: " ", startingAt: 0)
            return "  \(name)  \(option.help)"
        }
        return
            "dimens \(command.name): \(command.summary)\n\nUsage: \(command.usage)\n\nOptions:\n\(options.joined(separator: "\n"))\n"
    }

    /// Prints the error and the usage line to stderr and returns 64.
    static func fail(_ error: UsageError, command: Command?, console: Console) -> ExitCode {
        let usage = command.map { "usage: \($0.usage)\n" } ?? "usage: dimens <command> [options]; see dimens --help\n"
        console.writeError("dimens: error: \(error.message)\n\(usage)")
        return .usage
    }
}
