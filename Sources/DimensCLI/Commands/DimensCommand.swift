/// A subcommand as a type: its name, summary and typed options; `run` does the work with options
/// the parser has filled in and checked.
protocol DimensCommand {
    associatedtype Options: CommandOptions
    static var name: String { get }
    /// One line for `dimens --help` and the top of the command's help.
    static var summary: String { get }
    var context: CommandContext { get }
    init(context: CommandContext)
    func run(_ options: Options) -> ExitCode
}

extension DimensCommand {
    /// `dimens explain TOKEN --device ID [--json] [--config PATH]`; the default command's name is
    /// in brackets (`dimens [build] …`).
    static var usage: String {
        UsageText.line("dimens \(name == CommandList.defaultCommand.name ? "[\(name)]" : name)", Options.self)
    }

    /// What `dimens help NAME` and `dimens NAME --help` print.
    static var help: String {
        "dimens \(name): \(summary)\n\nUsage: \(usage)\n\nOptions:\n\(UsageText.optionList(Options.self))\n"
    }

    /// Reads `arguments` and runs the command, or prints its help, or a usage error (exit 64).
    static func main(_ arguments: [String], context: CommandContext) -> ExitCode {
        do {
            switch try CommandLineParser.parse(arguments, as: Options.self) {
            case .help:
                context.console.write(help)
                return .success
            case .run(let options):
                // `--max-memory` reaches every config the command loads through its context.
                let bounded = (options as? MemoryBoundedOptions).map { context.bounded(by: $0.maxMemory) }
                return Self(context: bounded ?? context).run(options)
            }
        } catch {
            return Usage.fail(error, usage: usage, console: context.console)
        }
    }

    /// A usage error found while running (an option naming nothing in the config).
    func usageError(_ message: String) -> ExitCode {
        Usage.fail(UsageError(message), usage: Self.usage, console: context.console)
    }
}

/// The options of a command that takes `--max-memory` (`Argument.maxMemory`).
protocol MemoryBoundedOptions {
    var maxMemory: MemorySize? { get }
}
