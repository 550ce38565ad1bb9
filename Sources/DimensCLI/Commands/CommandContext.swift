import DimensKit

/// What every command gets: the console, the environment, the disk edge.
struct CommandContext {
    var console: Console
    var environment: [String: String]
    var fileSystem: FileSystem
    /// `--max-memory` of the commands that take it: every config loaded gets it.
    var memory = MemoryBudget()

    var inputs: ProjectInputs { ProjectInputs(fileSystem: fileSystem, memory: memory) }

    /// The context with `--max-memory`'s limit when given.
    func bounded(by size: MemorySize?) -> CommandContext {
        var bounded = self
        if let size { bounded.memory = MemoryBudget(limit: size.bytes) }
        return bounded
    }

    /// The project of the config given (or found), or nil after reporting why it cannot be used.
    func loadProject(config: String?, format: DiagnosticFormat = .text) -> LoadedProject? {
        switch inputs.load(config: config) {
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
