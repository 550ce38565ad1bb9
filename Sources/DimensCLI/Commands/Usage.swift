/// The overview `dimens --help` prints, and usage errors.
enum Usage {
    static let version = "0.1.0"

    static var overview: String {
        let width = CommandList.all.map { $0.name.count }.max() ?? 0
        let commands = CommandList.all.map {
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

    /// Prints the error and the command's usage line (without one, how to get help) to stderr and
    /// returns 64.
    static func fail(_ error: UsageError, usage: String?, console: Console) -> ExitCode {
        let usage = usage.map { "usage: \($0)\n" } ?? "usage: dimens <command> [options]; see dimens --help\n"
        console.writeError("dimens: error: \(error.message)\n\(usage)")
        return .usage
    }
}
