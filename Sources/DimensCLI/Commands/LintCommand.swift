import DimensKit

extension Command {
    static let lint = Command(
        name: "lint",
        summary: "check token files and report every mistake",
        usage:
            "dimens lint [FILE… | NAME.resolver.json] [--config PATH] [--strict] [--diagnostics-format text|json|github]",
        options: [CommonOptions.config, CommonOptions.strict, CommonOptions.format, CommonOptions.help],
        run: { scanned, context in LintCommand(context: context).run(scanned) })
}

/// `dimens lint [FILE…]`: the front end of the pipeline (under every context of every modifier,
/// with a resolver), reporting what it finds; writes nothing.
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
        case .failure(let failure):
            return finish(failure.log, sources: failure.sources, format: format, strict: strict, read: "")
        case .success(let loaded): project = loaded
        }
        let result = Pipeline.lint(
            sources: project.tokens, config: project.config, catalog: project.catalog, templates: project.templates,
            strict: strict,
            requireInputs: project.requireInputs)
        var log = project.log
        log.add(contentsOf: result.diagnostics.all)
        log.add(
            contentsOf: OutputGuard(fileSystem: context.fileSystem).problems(
                project, outDir: FilePath.join(project.config.directory, project.config.outDir)))
        let inputs = result.inputCount > 1 ? ", \(result.inputCount) inputs of the resolver" : ""
        return finish(
            log, sources: project.sources, format: format, strict: strict,
            read:
                "\(result.tokenCount) token\(result.tokenCount == 1 ? "" : "s") in \(count(project.tokens.tokenFiles.count, "file"))\(inputs)"
        )
    }

    private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    private func finish(
        _ log: DiagnosticLog, sources: [SourceFile], format: DiagnosticFormat, strict: Bool, read: String
    ) -> ExitCode {
        context.report(log, format: format, sources: sources)
        let exit: ExitCode = log.hasErrors ? .failure : (strict && log.warningCount > 0 ? .strictWarnings : .success)
        if format == .text, exit == .success {
            let warnings =
                log.warningCount == 0 ? "no problems" : "\(log.warningCount) warning\(log.warningCount == 1 ? "" : "s")"
            context.console.write("\(read): \(warnings)\n")
        }
        return exit
    }
}
