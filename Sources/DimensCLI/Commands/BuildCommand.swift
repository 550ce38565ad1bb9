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
            if let problem = Self.onlyProblem(only, templates: project.config.outputs.map(\.template)) {
                return usageError(problem)
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
        // A build that was stopped while replacing outputs left its marker: whatever the
        // fingerprint says, the outputs may be of two builds.
        let interrupted = ReplacingMarker(fileSystem: context.fileSystem, directory: outDir).isPresent
        if records, interrupted, options.verbose {
            context.console.writeError("dimens: building: \(Self.interruptedReason)\n")
        }
        if records, !options.alwaysWrite, !project.log.hasErrors, !interrupted {
            switch freshness(of: project, options: options, at: fingerprintPath) {
            case .current(let stored):
                if format == .text {
                    context.console.write(Self.currentLine(stored, inputs: project.sources.count))
                } else {
                    context.report(project.log, format: format, sources: [])
                }
                return .success
            case .stale(let hashed):
                fingerprint = hashed
            }
        }
        let (sources, arguments, needsHash) = (project.sources, options.shapingArguments, records && fingerprint == nil)
        let (hashed, compilation) = Concurrently.beside(
            { needsHash ? BuildFingerprint(arguments: arguments, inputs: sources) : nil },
            { project.compile(strict: strict) })
        fingerprint = fingerprint ?? hashed
        var log = project.log
        log.add(contentsOf: compilation.diagnostics.all)
        // A build that writes reports once it holds the output folder's lock, with what it found there.
        if !records || log.hasErrors || (strict && log.warningCount > 0) {
            context.report(log, format: format, sources: project.sources)
        }
        if log.hasErrors { return .failure }
        if strict, log.warningCount > 0 { return .strictWarnings }
        let phase = WritePhase(context: context, project: project, compilation: compilation, outDir: outDir)
        guard records, let fingerprint else { return phase.inspect(options) }
        return phase.write(options, log: log, fingerprint: fingerprint, at: fingerprintPath)
    }

    /// Why `--only NAME` names no output of the config (whose outputs have `templates`), with the
    /// closest name; nil when it names one.
    static func onlyProblem(_ only: String, templates: [String]) -> String? {
        guard !templates.contains(only) else { return nil }
        let hint = Suggestion.closest(to: only, in: templates).map { "; did you mean '\($0)'?" } ?? ""
        let outputs = templates.isEmpty ? "none" : templates.joined(separator: ", ")
        return "--only \(only) names no output of the config (its templates: \(outputs))\(hint)"
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

    /// Why a build runs, or `--check` fails, when a build was stopped while replacing outputs.
    static let interruptedReason = "the last build was interrupted while replacing outputs"
}
