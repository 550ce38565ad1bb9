import DimensKit
import Foundation

extension BuildCommand.WritePhase {
    /// `--check` and `--dry-run`: compare every output with its file, under a shared lock (a build
    /// replacing outputs is waited for, nothing is created), and write or remove nothing. The
    /// marker of a build stopped while replacing outputs fails `--check` whatever the files hold.
    func inspect(_ options: BuildCommand.Options) -> ExitCode {
        guard let lock = sharedLock(format: options.diagnosticsFormat) else { return .failure }
        defer { lock?.release() }
        var interrupted = false
        switch marker.state() {
        case .refused(let problem):
            context.report(DiagnosticLog([problem]), format: options.diagnosticsFormat, sources: [])
            return .failure
        case .absent: break
        case .interrupted: interrupted = true
        }
        let writer = writer
        let wantsText = options.check && options.diff
        let statuses = compilation.outputs.map { writer.status(of: $0, keepingText: wantsText) }
        let stale = zip(compilation.outputs, statuses).filter { !$0.1.current }
        let obsolete = folders.obsolete(project.config, outputs: compilation.outputs)
        if options.check {
            return reportStale(
                stale, obsolete: obsolete.map { FilePath.join(outDir, $0) }, interrupted: interrupted, options: options)
        }
        let shown = interrupted ? compilation.outputs : stale.map(\.0)
        if interrupted {
            context.console.writeError(
                "dimens: \(BuildCommand.interruptedReason); a build would write every output again\n")
        }
        for output in shown {
            context.console.write("would write \(DiagnosticPrinter.shown(writer.path(of: output)))\n")
        }
        for path in obsolete {
            context.console.write("would remove \(DiagnosticPrinter.shown(FilePath.join(outDir, path)))\n")
        }
        return .success
    }

    /// The line `--check` prints for the marker of a build stopped while replacing outputs.
    var interruptedLine: String {
        let folder = DisplayText.escaped(outDir, for: .terminal)
        let file = DisplayText.escaped(marker.path, for: .terminal)
        return
            "dimens: \(BuildCommand.interruptedReason) ('\(file)' is still there), so '\(folder)' may hold outputs of two builds; run `dimens build`\n"
    }

    /// `--check`: each stale, missing or obsolete output (a screenful of them unless `--verbose`),
    /// then a count when there is more than one. `--diff` first says what changed token by token,
    /// as `dimens diff` does, from a json output's file and its new text; a build without one gets
    /// a unified diff of each stale file named. The marker of an interrupted build comes first.
    private func reportStale(
        _ stale: [(RenderedOutput, OutputWriter.Status)], obsolete: [String], interrupted: Bool,
        options: BuildCommand.Options
    ) -> ExitCode {
        let writer = writer
        let tokenDiff = options.diff ? Self.tokenDiff(stale) : nil
        if let tokenDiff { context.console.write(tokenDiff) }
        if interrupted { context.console.writeError(interruptedLine) }
        let findings: [(String, String?)] =
            stale.map { output, status in
                let path = writer.path(of: output)
                return (
                    "dimens: \(DiagnosticPrinter.shown(path)) is \(status.exists ? "stale" : "missing"); run `dimens build`\n",
                    options.diff && tokenDiff == nil
                        ? UnifiedDiff.make(
                            old: status.text ?? "", new: output.text, oldName: "a/\(path)", newName: "b/\(path)") : nil
                )
            }
            + obsolete.map {
                (
                    "dimens: \(DiagnosticPrinter.shown($0)) is obsolete (the build no longer writes it); run `dimens build`\n",
                    String?.none
                )
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
        return findings.isEmpty && !interrupted ? .success : .stale
    }

    /// The token-by-token difference between a stale json output's file and its new text (the
    /// first whose values an app reads changed), as `dimens diff` prints it; nil when no json
    /// output's values changed (a description, an order, a definition alone), which the files'
    /// diffs then show.
    static func tokenDiff(_ stale: [(RenderedOutput, OutputWriter.Status)]) -> String? {
        for (output, status) in stale where output.path.hasSuffix(".json") {
            guard let text = status.text, let old = ValueTable.read(jsonOutput: Array(text.utf8)),
                let new = ValueTable.read(jsonOutput: Array(output.text.utf8))
            else { continue }
            let diff = TableDiff(old: old, new: new)
            if !diff.isEmpty { return diff.text(verbose: false) }
        }
        return nil
    }

}
