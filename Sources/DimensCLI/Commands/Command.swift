import DimensKit

/// One subcommand: its name, help text, options and what it does.
struct Command: Sendable {
    var name: String
    var summary: String
    var usage: String
    var options: [ArgumentScanner.Option]
    var run: @Sendable (ArgumentScanner.Scanned, CommandContext) -> ExitCode

    static let all: [Command] = [
        .build, .watch, .lint, .explain, .diff, .devices, .templates, .context, .render, .schema, .initialize,
        .xcfilelists,
    ]

    static func named(_ name: String) -> Command? { all.first { $0.name == name } }
}

/// What every command gets: the console, the environment, the disk edge.
struct CommandContext {
    var console: Console
    var environment: [String: String]
    var fileSystem: FileSystem

    var inputs: ProjectInputs { ProjectInputs(fileSystem: fileSystem) }

    /// The project the command line names, or nil after reporting why it cannot be used.
    func loadProject(_ scanned: ArgumentScanner.Scanned, format: DiagnosticFormat = .text) -> LoadedProject? {
        switch inputs.load(config: scanned.value(CommonOptions.config.name)) {
        case .failure(let failure):
            report(failure.log, format: format, sources: failure.sources)
            return nil
        case .success(let project) where project.log.hasErrors:
            report(project.log, format: format, sources: project.sources)
            return nil
        case .success(let project):
            return project
        }
    }

    /// Prints diagnostics in the requested format with colour and code frames only on a terminal.
    func report(_ log: DiagnosticLog, format: DiagnosticFormat, sources: [SourceFile]) {
        let printer = DiagnosticPrinter(
            format: format, style: TerminalStyle(isTerminal: console.errorIsTerminal, environment: environment),
            sources: Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }))
        let text = printer.render(log)
        if !text.isEmpty { console.writeError(text) }
    }
}

/// Options shared by the commands that read a project.
enum CommonOptions {
    static let config = ArgumentScanner.Option(
        name: "--config", takesValue: true, help: "the config file (default: ./dimens.json, then ./tokens/dimens.json)")
    static let strict = ArgumentScanner.Option(
        name: "--strict", takesValue: false,
        help: "treat warnings, and uses of dimens' DTCG extensions, as failures (exit 3)")
    static let format = ArgumentScanner.Option(
        name: "--diagnostics-format", takesValue: true, help: "text (default), json or github")
    static let help = ArgumentScanner.Option(name: "--help", takesValue: false, help: "show this help")

    static func diagnosticFormat(_ scanned: ArgumentScanner.Scanned) throws(UsageError) -> DiagnosticFormat {
        guard let name = scanned.value(format.name) else { return .text }
        guard let parsed = DiagnosticFormat(rawValue: name) else {
            throw UsageError("unknown diagnostics format '\(name)'; expected text, json or github")
        }
        return parsed
    }
}
