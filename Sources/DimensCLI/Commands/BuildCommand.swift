import DimensKit
import Foundation

/// `dimens build`: compiles in memory, then writes every changed output atomically, or nothing
/// when anything went wrong.
struct BuildCommand: DimensCommand {
    static let name = "build"
    static let summary = "compute every token on every screen and write the outputs (the default command)"
    var context: CommandContext

    func run(_ options: Options) -> ExitCode {
        let format = options.diagnosticsFormat
        let strict = options.strict
        guard var project = context.loadProject(config: options.config, format: format) else { return .failure }
        if let only = options.only {
            let templates = project.config.outputs.map(\.template)
            guard templates.contains(only) else {
                let hint = Suggestion.closest(to: only, in: templates).map { "; did you mean '\($0)'?" } ?? ""
                let outputs = templates.isEmpty ? "none" : templates.joined(separator: ", ")
                return usageError("--only \(only) names no output of the config (its templates: \(outputs))\(hint)")
            }
            project.config.outputs.removeAll { $0.template != only }
        }
        let outDir = options.outDir ?? FilePath.join(project.config.directory, project.config.outDir)
        let conflicts = OutputGuard(fileSystem: context.fileSystem).problems(project, outDir: outDir)
        guard conflicts.isEmpty else {
            context.report(DiagnosticLog(project.log.all + conflicts), format: format, sources: project.sources)
            return .failure
        }
        let fingerprintPath = FilePath.join(outDir, BuildFingerprint.fileName)
        // `--check` always compares bytes (it is what CI trusts) and, like `--dry-run`, records
        // nothing, so neither hashes the inputs. Inputs are hashed before compiling only when the
        // stored fingerprint may match; a build that must run hashes them while it compiles.
        let records = !(options.check || options.dryRun)
        var fingerprint: BuildFingerprint?
        // A `--strict` build fails on warnings, and a json or GitHub report lists each finding, so
        // either stops early only after a build that found none.
        if records, !options.alwaysWrite, !project.log.hasErrors {
            let stored = BuildFingerprint.read(fingerprintPath, fileSystem: context.fileSystem)
                .flatMap { $0.warnings > 0 && (strict || format != .text) ? nil : $0 }
            let arguments = options.shapingArguments
            if let reason = BuildFingerprint.reasonToBuild(since: stored, arguments: arguments, inputs: project.sources)
            {
                if options.verbose { context.console.writeError("dimens: building: \(reason)\n") }
            } else if let stored {
                let hashed = BuildFingerprint(arguments: arguments, inputs: project.sources)
                let reason = hashed.reasonToBuild(since: stored, fileSystem: context.fileSystem)
                if let reason {
                    if options.verbose { context.console.writeError("dimens: building: \(reason)\n") }
                    fingerprint = hashed
                } else {
                    if format == .text {
                        context.console.write(Self.currentLine(stored, inputs: project.sources.count))
                    } else {
                        context.report(project.log, format: format, sources: [])
                    }
                    return .success
                }
            }
        }
        let (sources, arguments, needsHash) = (project.sources, options.shapingArguments, records && fingerprint == nil)
        let (hashed, compilation) = Concurrently.beside(
            { needsHash ? BuildFingerprint(arguments: arguments, inputs: sources) : nil },
            { project.compile(strict: strict) })
        fingerprint = fingerprint ?? hashed
        var log = project.log
        log.add(contentsOf: compilation.diagnostics.all)
        context.report(log, format: format, sources: project.sources)
        if log.hasErrors { return .failure }
        if strict, log.warningCount > 0 { return .strictWarnings }

        let writer = OutputWriter(fileSystem: context.fileSystem, directory: outDir)
        let wantsText = options.check && options.diff
        let statuses = compilation.outputs.map { writer.status(of: $0, keepingText: wantsText) }
        let stale = zip(compilation.outputs, statuses).filter { !$0.1.current }
        let folders = FolderOutputs(fileSystem: context.fileSystem, directory: outDir)
        let obsolete = folders.obsolete(project.config, outputs: compilation.outputs)
        if options.check {
            return reportStale(
                stale, obsolete: obsolete.map { FilePath.join(outDir, $0) }, of: compilation, writer: writer,
                options: options)
        }
        if options.dryRun {
            for (output, _) in stale { context.console.write("would write \(writer.path(of: output))\n") }
            for path in obsolete { context.console.write("would remove \(FilePath.join(outDir, path))\n") }
            return .success
        }
        var toWrite = options.alwaysWrite ? compilation.outputs : stale.map { $0.0 }
        // The inputs list is an output of the build's own: recorded in the fingerprint, so a
        // deleted or edited list is written again by the next build.
        var recorded = compilation.outputs
        if options.recordInputs {
            let list = RenderedOutput(
                path: Self.inputsFile,
                text: project.sources.map {
                    URL(fileURLWithPath: context.fileSystem.absolute($0.path)).standardized.path + "\n"
                }.joined())
            toWrite += writer.changed([list])
            recorded.append(list)
        }
        switch writer.write(toWrite) {
        case .failure(let diagnostic):
            context.report(DiagnosticLog([diagnostic]), format: format, sources: [])
            return .failure
        case .success(let written):
            if options.verbose { for path in written { context.console.write("wrote \(path)\n") } }
            if written.isEmpty { writer.removeAbandonedTemporaries(besides: compilation.outputs) }
            let removed: [String]
            switch folders.remove(obsolete) {
            case .failure(let diagnostic):
                context.report(DiagnosticLog([diagnostic]), format: format, sources: [])
                return .failure
            case .success(let paths): removed = paths
            }
            if options.verbose { for path in removed { context.console.write("removed \(path)\n") } }
            let outputPaths = Set(compilation.outputs.map(writer.path(of:)))
            if let table = compilation.table,
                let line = FileListing.buildSummary(
                    written: written.filter { ($0 as NSString).lastPathComponent != Self.inputsFile }, removed: removed,
                    unchanged: outputPaths.subtracting(written).count, holding: Self.summary(table))
            {
                context.console.write(line)
            }
            // A build with warnings is remembered with their count, which a rebuild with nothing
            // changed names in its one line instead of printing them again.
            if var fingerprint {
                fingerprint.warnings = log.warningCount
                record(fingerprint, outputs: recorded, writer: writer, at: fingerprintPath)
            }
            return .success
        }
    }

    /// `--check`: each stale, missing or obsolete output (a screenful of them unless `--verbose`),
    /// then a count when there is more than one. `--diff` first says what changed token by token,
    /// as `dimens diff` does, from a json output's file and its new text; a build without one gets
    /// a unified diff of each stale file named.
    private func reportStale(
        _ stale: [(RenderedOutput, OutputWriter.Status)], obsolete: [String], of compilation: Pipeline.Compilation,
        writer: OutputWriter, options: Options
    ) -> ExitCode {
        let tokenDiff = options.diff ? Self.tokenDiff(stale) : nil
        if let tokenDiff { context.console.write(tokenDiff) }
        let findings: [(String, String?)] =
            stale.map { output, status in
                let path = writer.path(of: output)
                return (
                    "dimens: \(path) is \(status.exists ? "stale" : "missing"); run `dimens build`\n",
                    options.diff && tokenDiff == nil
                        ? UnifiedDiff.make(
                            old: status.text ?? "", new: output.text, oldName: "a/\(path)", newName: "b/\(path)") : nil
                )
            }
            + obsolete.map {
                ("dimens: \($0) is obsolete (the build no longer writes it); run `dimens build`\n", String?.none)
            }
        let shown = FileListing.cut(findings, all: options.verbose) { rest in
            ("dimens: … and \(rest) more (--verbose lists them all)\n", nil)
        }
        for (line, diff) in shown {
            context.console.writeError(line)
            if let diff { context.console.write(diff) }
        }
        if findings.count > 1 {
            let outputs = compilation.outputs.count
            var parts = [
                (stale.filter { $0.1.exists }.count, "stale"), (stale.filter { !$0.1.exists }.count, "missing"),
            ]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
            if !parts.isEmpty {
                parts = [parts.joined(separator: " and ") + " of \(outputs) output\(outputs == 1 ? "" : "s")"]
            }
            if !obsolete.isEmpty { parts.append("\(obsolete.count) obsolete file\(obsolete.count == 1 ? "" : "s")") }
            context.console.writeError("dimens: \(parts.joined(separator: ", ")); run `dimens build`\n")
        }
        return findings.isEmpty ? .success : .stale
    }

    /// The token-by-token difference between a stale json output's file and its new text (the
    /// first that both read as json outputs), as `dimens diff` prints it; nil when no token's
    /// values or definition changed (a description, an order), which the files' diffs then show.
    static func tokenDiff(_ stale: [(RenderedOutput, OutputWriter.Status)]) -> String? {
        for (output, status) in stale where output.path.hasSuffix(".json") {
            guard let text = status.text, let old = ValueTable.read(jsonOutput: Array(text.utf8)),
                let new = ValueTable.read(jsonOutput: Array(output.text.utf8))
            else { continue }
            let diff = TableDiff(old: old, new: new)
            return diff.isEmpty ? nil : diff.text(verbose: false)
        }
        return nil
    }

    /// What the outputs hold: `34 tokens computed on 94 screens, 41 carried through untouched`.
    static func summary(_ table: ScaledTable) -> String {
        let carried = table.tokens.count { if case .constant = $0.values { true } else { false } }
        let computed = table.tokens.count - carried
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        return
            "\(count(computed, "token")) computed on \(count(table.screens.count, "screen")), \(carried) carried through untouched\n"
    }

    /// The one line of a build that finds its outputs current: what it checked, and how many
    /// warnings the build that wrote them found (`lint` prints them).
    static func currentLine(_ stored: BuildFingerprint, inputs: Int) -> String {
        let outputs = stored.outputs.filter { ($0.path as NSString).lastPathComponent != inputsFile }.count
        let line =
            "dimens: nothing changed: \(outputs) output\(outputs == 1 ? "" : "s") current with \(inputs) input\(inputs == 1 ? "" : "s")"
        return line + Self.warningsNotShown(stored.warnings) + "\n"
    }

    /// The end of a line that stands for warnings not printed again ("; 3 warnings: dimens lint
    /// shows them", the command in backticks); empty for none.
    static func warningsNotShown(_ count: Int) -> String {
        count > 0 ? "; \(count) warning\(count == 1 ? "" : "s"): `dimens lint` shows them" : ""
    }

    /// With `--record-inputs`: the files the build read, for a build plugin to declare as inputs.
    static let inputsFile = ".dimens-inputs"

    /// Stores the fingerprint of a clean build with the outputs it wrote, each verified to hold
    /// its bytes; when one does not (another build replaced it), nothing is recorded.
    private func record(
        _ fingerprint: BuildFingerprint, outputs: [RenderedOutput], writer: OutputWriter, at path: String
    ) {
        var fingerprint = fingerprint
        let (paths, fileSystem) = (outputs.map(writer.path(of:)), context.fileSystem)
        let entries = Concurrently.each(outputs.count) {
            BuildFingerprint.writtenEntry(paths[$0], text: outputs[$0].text, fileSystem: fileSystem)
        }
        for entry in entries {
            guard let entry else { return }
            fingerprint.outputs.append(entry)
        }
        _ = writer.write([RenderedOutput(path: BuildFingerprint.fileName, text: fingerprint.text)])
    }
}
