import DimensKit
import Foundation

extension Command {
    static let build = Command(
        name: "build",
        summary: "compute every token on every screen and write the outputs (the default command)",
        usage:
            "dimens [build] [--config PATH] [--check [--diff] | --dry-run] [--strict] [--diagnostics-format text|json|github]",
        options: [
            .init(name: "--check", takesValue: false, help: "write nothing; exit 2 when an output is stale or missing"),
            .init(name: "--diff", takesValue: false, help: "with --check: print a unified diff of each stale output"),
            .init(name: "--dry-run", takesValue: false, help: "write nothing; list the outputs that would change"),
            .init(
                name: "--out-dir", takesValue: true,
                help: "write into this folder instead of the config's outDir (build tools)"),
            .init(
                name: "--only", takesValue: true, help: "only the outputs of this template, e.g. swift (build tools)"),
            .init(
                name: "--always-write", takesValue: false,
                help: "write every output even when unchanged (build tools that check mtimes)"),
            .init(
                name: "--record-inputs", takesValue: false,
                help: "also write .dimens-inputs: every file the build read, one absolute path a line (build plugins)"),
            .init(
                name: "--verbose", takesValue: false,
                help: "say why the build ran, or that nothing changed since the last one"),
            CommonOptions.config, CommonOptions.strict, CommonOptions.format, CommonOptions.help,
        ],
        run: { scanned, context in BuildCommand(context: context).run(scanned) })
}

extension BuildCommand {
    /// Flags that contradict each other, or need another, are usage errors rather than ignored.
    static func checkFlags(_ scanned: ArgumentScanner.Scanned) throws(UsageError) {
        let modes = ["--check", "--dry-run", "--always-write"].filter(scanned.has)
        if modes.count > 1 { throw UsageError("\(modes.joined(separator: " and ")) cannot be combined: pick one") }
        if scanned.has("--diff"), !scanned.has("--check") {
            throw UsageError("--diff shows what --check finds stale; use it with --check")
        }
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
                return Usage.fail(
                    UsageError("--only \(only) names no output of the config (its templates: \(outputs))\(hint)"),
                    command: .build, console: context.console)
            }
            project.config.outputs.removeAll { $0.template != only }
        }
        let outDir = scanned.value("--out-dir") ?? FilePath.join(project.config.directory, project.config.outDir)
        let conflicts = OutputGuard(fileSystem: context.fileSystem).problems(project, outDir: outDir)
        guard conflicts.isEmpty else {
            context.report(DiagnosticLog(project.log.all + conflicts), format: format, sources: project.sources)
            return .failure
        }
        let fingerprintPath = FilePath.join(outDir, BuildFingerprint.fileName)
        // `--check` always compares bytes (it is what CI trusts) and, like `--dry-run`, records
        // nothing, so neither hashes the inputs.
        let fingerprint =
            scanned.has("--check") || scanned.has("--dry-run")
            ? nil : BuildFingerprint(arguments: Self.shapingArguments(scanned), inputs: project.sources)
        if let fingerprint, !scanned.has("--always-write"), project.log.all.isEmpty,
            nothingChanged(since: fingerprint, at: fingerprintPath, verbose: scanned.has("--verbose"))
        {
            context.report(project.log, format: format, sources: [])
            return .success
        }

        let compilation = project.compile(strict: strict)
        var log = project.log
        log.add(contentsOf: compilation.diagnostics.all)
        context.report(log, format: format, sources: project.sources)
        if log.hasErrors { return .failure }
        if strict, log.warningCount > 0 { return .strictWarnings }

        let writer = OutputWriter(fileSystem: context.fileSystem, directory: outDir)
        let wantsText = scanned.has("--check") && scanned.has("--diff")
        let statuses = compilation.outputs.map { writer.status(of: $0, keepingText: wantsText) }
        let stale = zip(compilation.outputs, statuses).filter { !$0.1.current }
        if scanned.has("--check") {
            for (output, status) in stale {
                let path = writer.path(of: output)
                context.console.writeError(
                    "dimens: \(path) is \(status.exists ? "stale" : "missing"); run `dimens build`\n")
                if scanned.has("--diff") {
                    context.console.write(
                        UnifiedDiff.make(
                            old: status.text ?? "", new: output.text, oldName: "a/\(path)", newName: "b/\(path)"))
                }
            }
            return stale.isEmpty ? .success : .stale
        }
        if scanned.has("--dry-run") {
            for (output, _) in stale { context.console.write("would write \(writer.path(of: output))\n") }
            return .success
        }
        var toWrite = scanned.has("--always-write") ? compilation.outputs : stale.map { $0.0 }
        if scanned.has("--record-inputs") {
            let list = RenderedOutput(
                path: Self.inputsFile,
                text: project.sources.map {
                    URL(fileURLWithPath: context.fileSystem.absolute($0.path)).standardized.path + "\n"
                }.joined())
            toWrite += writer.changed([list])
        }
        switch writer.write(toWrite) {
        case .failure(let diagnostic):
            context.report(DiagnosticLog([diagnostic]), format: format, sources: [])
            return .failure
        case .success(let written):
            for path in written { context.console.write("wrote \(path)\n") }
            if !written.isEmpty, let table = compilation.table { context.console.write(Self.summary(table)) }
            // Only a build with nothing to report is remembered: warnings are shown again next time.
            if log.all.isEmpty, let fingerprint {
                record(fingerprint, outputs: compilation.outputs, writer: writer, at: fingerprintPath)
            }
            return .success
        }
    }

    /// What the outputs hold: `34 tokens computed on 94 screens, 41 carried through untouched`.
    static func summary(_ table: ScaledTable) -> String {
        let carried = table.tokens.count { if case .constant = $0.values { true } else { false } }
        let computed = table.tokens.count - carried
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        return
            "\(count(computed, "token")) computed on \(count(table.screens.count, "screen")), \(carried) carried through untouched\n"
    }

    /// With `--record-inputs`: the files the build read, for a build plugin to declare as inputs.
    static let inputsFile = ".dimens-inputs"

    /// True when the fingerprint stored at `path` describes this build and its outputs are as it
    /// wrote them; with `verbose`, says so or says why the build runs.
    private func nothingChanged(since fingerprint: BuildFingerprint, at path: String, verbose: Bool) -> Bool {
        let reason =
            BuildFingerprint.read(path, fileSystem: context.fileSystem)
            .map { fingerprint.reasonToBuild(since: $0, fileSystem: context.fileSystem) }
            ?? "there is no fingerprint of an earlier clean build"
        if verbose {
            context.console.writeError(
                reason.map { "dimens: building: \($0)\n" } ?? "dimens: nothing changed since the last build\n")
        }
        return reason == nil
    }

    /// The options that change what a build checks or writes, as the fingerprint records them.
    static func shapingArguments(_ scanned: ArgumentScanner.Scanned) -> String {
        var arguments = scanned.value("--only").map { ["--only \($0)"] } ?? []
        for flag in [CommonOptions.strict.name, "--record-inputs"] where scanned.has(flag) { arguments.append(flag) }
        return arguments.joined(separator: " ")
    }

    /// Stores the fingerprint of a clean build with the outputs it wrote, each verified to hold
    /// its bytes; when one does not (another build replaced it), nothing is recorded.
    private func record(
        _ fingerprint: BuildFingerprint, outputs: [RenderedOutput], writer: OutputWriter, at path: String
    ) {
        var fingerprint = fingerprint
        for output in outputs {
            guard
                let entry = BuildFingerprint.writtenEntry(
                    writer.path(of: output), text: output.text, fileSystem: context.fileSystem)
            else { return }
            fingerprint.outputs.append(entry)
        }
        _ = writer.write([RenderedOutput(path: BuildFingerprint.fileName, text: fingerprint.text)])
    }
}
