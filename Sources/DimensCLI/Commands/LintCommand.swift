import DimensKit

extension Command {
    static let lint = Command(
        name: "lint",
        summary: "check token files and report every mistake",
        usage: "dimens lint [FILE…] [--config PATH] [--strict] [--diagnostics-format text|json|github]",
        options: [CommonOptions.config, CommonOptions.strict, CommonOptions.format, CommonOptions.help],
        run: { scanned, context in LintCommand(context: context).run(scanned) })
}

/// `dimens lint [FILE…]`: the front end of the pipeline, reporting what it finds; writes nothing.
struct LintCommand {
    var context: CommandContext

    func run(_ scanned: ArgumentScanner.Scanned) -> ExitCode {
        let format: DiagnosticFormat
        do { format = try CommonOptions.diagnosticFormat(scanned) } catch {
            return Usage.fail(error, command: .lint, console: context.console)
        }
        let strict = scanned.has(CommonOptions.strict.name)
        let project: LoadedProject
        switch context.inputs.load(config: scanned.value(CommonOptions.config.name), paths: scanned.positionals) {
        case .failure(let failure): return finish(failure.log, sources: failure.sources, format: format, strict: strict, tokens: 0, files: 0)
        case .success(let loaded): project = loaded
        }
        let options = Validator.Options(strict: strict, deviceIDs: Set(project.catalog.ids))
        let frontEnd = Pipeline.frontEnd(files: project.files, defaults: project.config.defaults, options: options)
        var log = project.log
        log.add(contentsOf: frontEnd.diagnostics.all)
        return finish(log, sources: project.sources, format: format, strict: strict, tokens: frontEnd.tokenCount, files: project.files.count)
    }

    private func finish(_ log: DiagnosticLog, sources: [SourceFile], format: DiagnosticFormat, strict: Bool, tokens: Int, files: Int) -> ExitCode {
        context.report(log, format: format, sources: sources)
        let exit: ExitCode = log.hasErrors ? .failure : (strict && log.warningCount > 0 ? .strictWarnings : .success)
        if format == .text, exit == .success {
            let warnings = log.warningCount == 0 ? "no problems" : "\(log.warningCount) warning\(log.warningCount == 1 ? "" : "s")"
            context.console.write("\(tokens) token\(tokens == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"): \(warnings)\n")
        }
        return exit
    }
}
