import DimensKit

extension Command {
    static let build = Command(
        name: "build",
        summary: "compute every token on every screen and write the outputs (the default command)",
        usage: "dimens [build] [--config PATH] [--check [--diff] | --dry-run] [--strict] [--diagnostics-format text|json|github]",
        options: [
            .init(name: "--check", takesValue: false, help: "write nothing; exit 2 when an output is stale or missing"),
            .init(name: "--diff", takesValue: false, help: "with --check: print a unified diff of each stale output"),
            .init(name: "--dry-run", takesValue: false, help: "write nothing; list the outputs that would change"),
            .init(name: "--out-dir", takesValue: true, help: "write into this folder instead of the config's outDir (build tools)"),
            .init(name: "--only", takesValue: true, help: "only the outputs of this template, e.g. swift (build tools)"),
            .init(name: "--always-write", takesValue: false, help: "write every output even when unchanged (build tools that check mtimes)"),
            CommonOptions.config, CommonOptions.strict, CommonOptions.format, CommonOptions.help,
        ],
        run: { scanned, context in BuildCommand(context: context).run(scanned) })
}

extension BuildCommand {
    /// Flags that contradict each other, or need another, are usage errors rather than ignored.
    static func checkFlags(_ scanned: ArgumentScanner.Scanned) throws(UsageError) {
        let modes = ["--check", "--dry-run", "--always-write"].filter(scanned.has)
        if modes.count > 1 { throw UsageError("\(modes.joined(separator: " and ")) cannot be combined: pick one") }
        if scanned.has("--diff"), !scanned.has("--check") { throw UsageError("--diff shows what --check finds stale; use it with --check") }
    }
}

/// `dimens build`: compiles in memory, then writes every changed output atomically, or nothing
/// when anything went wrong.
struct BuildCommand {
    var context: CommandContext

    func run(_ scanned: ArgumentScanner.Scanned) -> ExitCode {
        let format: DiagnosticFormat
        do {
            format = try CommonOptions.diagnosticFormat(scanned)
            try Self.checkFlags(scanned)
        } catch {
            return Usage.fail(error, command: .build, console: context.console)
        }
        let strict = scanned.has(CommonOptions.strict.name)
        guard var project = context.loadProject(scanned, format: format) else { return .failure }
        if let only = scanned.value("--only") {
            let templates = project.config.outputs.map(\.template)
            guard templates.contains(only) else {
                let hint = Suggestion.closest(to: only, in: templates).map { "; did you mean '\($0)'?" } ?? ""
                let outputs = templates.isEmpty ? "none" : templates.joined(separator: ", ")
                return Usage.fail(UsageError("--only \(only) names no output of the config (its templates: \(outputs))\(hint)"),
                                  command: .build, console: context.console)
            }
            project.config.outputs.removeAll { $0.template != only }
        }
        let compilation = Pipeline.compile(
            sources: project.tokens, config: project.config, catalog: project.catalog, templates: project.templates, strict: strict,
            sourceRoot: project.config.directory)
        var log = project.log
        log.add(contentsOf: compilation.diagnostics.all)
        context.report(log, format: format, sources: project.sources)
        if log.hasErrors { return .failure }
        if strict, log.warningCount > 0 { return .strictWarnings }

        let outDir = scanned.value("--out-dir") ?? FilePath.join(project.config.directory, project.config.outDir)
        let writer = OutputWriter(fileSystem: context.fileSystem, directory: outDir, alwaysWrite: scanned.has("--always-write"))
        let stale = compilation.outputs.filter { !writer.isCurrent($0) }
        if scanned.has("--check") {
            for output in stale {
                let path = writer.path(of: output), existing = writer.existingText(output)
                context.console.writeError("dimens: \(path) is \(existing == nil ? "missing" : "stale"); run `dimens build`\n")
                if scanned.has("--diff") {
                    context.console.write(UnifiedDiff.make(old: existing ?? "", new: output.text, oldName: "a/\(path)", newName: "b/\(path)"))
                }
            }
            return stale.isEmpty ? .success : .stale
        }
        if scanned.has("--dry-run") {
            for output in stale { context.console.write("would write \(writer.path(of: output))\n") }
            return .success
        }
        switch writer.write(compilation.outputs) {
        case .failure(let diagnostic):
            context.report(DiagnosticLog([diagnostic]), format: format, sources: [])
            return .failure
        case .success(let written):
            for path in written { context.console.write("wrote \(path)\n") }
            return .success
        }
    }
}
