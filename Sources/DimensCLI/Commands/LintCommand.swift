import DimensKit

/// `dimens lint [FILE…]`: the front end of the pipeline (under every context of every modifier,
/// with a resolver), reporting what it finds; writes nothing.
struct LintCommand: DimensCommand {
    static let name = "lint"
    static let summary = "check token files and report every mistake"
    var context: CommandContext

    /// `dimens lint [FILE… | NAME.resolver.json] [--config PATH] [--strict] [--diagnostics-format …]`.
    struct Options: CommandOptions, MemoryBoundedOptions {
        var files: [String] = []
        var config: String?
        var strict = false
        var maxMemory: MemorySize?
        var diagnosticsFormat = DiagnosticFormat.text

        static var arguments: [Argument<Self>] {
            [
                .positionals(\.files, "FILE… | NAME.resolver.json"), .config(\.config), .strict(\.strict),
                .maxMemory(\.maxMemory), .diagnosticsFormat(\.diagnosticsFormat),
            ]
        }
    }

    func run(_ options: Options) -> ExitCode {
        let format = options.diagnosticsFormat
        let strict = options.strict
        let project: LoadedProject
        switch context.inputs.load(config: options.config, paths: options.files) {
        case .failure(let failure):
            return finish(failure.log, sources: failure.sources, format: format, strict: strict, read: "")
        case .success(let loaded): project = loaded
        }

        let result = Pipeline.lint(
            sources: project.tokens, config: project.config, catalog: project.catalog, templates: project.templates,
            strict: strict,
            requireInputs: project.requireInputs, interfaceBuilder: project.interfaceBuilder)
        var log = project.log
        log.add(contentsOf: result.diagnostics.all)
        log.add(
            contentsOf: OutputGuard(fileSystem: context.fileSystem).problems(
                project, outDir: FilePath.join(project.config.directory, project.config.outDir)))
        var inputs = result.inputCount > 1 ? ", \(result.inputCount) inputs of the resolver" : ""
        if !project.interfaceBuilder.isEmpty {
            inputs += ", \(count(project.interfaceBuilder.count, "Interface Builder file"))"
        }
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
