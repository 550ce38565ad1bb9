import DimensKit
import Foundation

extension BuildCommand {
    /// What a build does once it has compiled without error: under the output folder's lock
    /// (`OutputLock`), it writes every changed output (all of them after a build that was stopped
    /// while replacing outputs, `ReplacingMarker`), removes obsolete files, records the
    /// fingerprint, and only then removes the marker. `--check` and `--dry-run` (`inspect`) look
    /// under a shared lock and write nothing.
    struct WritePhase {
        var context: CommandContext
        var project: LoadedProject
        var compilation: Pipeline.Compilation
        var outDir: String

        var writer: OutputWriter { OutputWriter(fileSystem: context.fileSystem, directory: outDir) }
        var marker: ReplacingMarker { ReplacingMarker(fileSystem: context.fileSystem, directory: outDir) }
        var folders: FolderOutputs { FolderOutputs(fileSystem: context.fileSystem, directory: outDir) }

        /// Takes the output folder's lock shared (nil inside: the folder is not there yet), or
        /// reports why it cannot and is nil.
        func sharedLock(format: DiagnosticFormat) -> OutputLock?? {
            switch OutputLock.acquire(context.fileSystem.absolute(outDir), shown: outDir, shared: true) {
            case .success(let lock): return .some(lock)
            case .failure(let diagnostic):
                context.report(DiagnosticLog([diagnostic]), format: format, sources: [])
                return nil
            }
        }

        /// Writes what changed (everything after an interrupted build), reports `log` with what it
        /// found in the folder, and records the fingerprint.
        func write(_ options: Options, log: DiagnosticLog, fingerprint: BuildFingerprint, at fingerprintPath: String)
            -> ExitCode
        {
            let format = options.diagnosticsFormat
            let (lock, interrupted): (OutputLock?, Bool)
            switch OutputLock.forWriting(outDir, fileSystem: context.fileSystem) {
            case .failure(let problem):
                context.report(DiagnosticLog(log.all + [problem]), format: format, sources: project.sources)
                return .failure
            case .success(let locked): (lock, interrupted) = locked
            }
            defer { lock?.release() }
            var shown = log
            if interrupted { shown.add(Self.repairing(compilation.outputs.count, in: outDir)) }
            context.report(shown, format: format, sources: project.sources)
            let writer = writer
            let (toWrite, recorded) = outputs(options, everything: options.alwaysWrite || interrupted)
            let obsolete = folders.obsolete(project.config, outputs: compilation.outputs)
            var marking = writer
            marking.marker = marker
            let written: [String]
            switch marking.write(toWrite) {
            case .failure(let diagnostic): return fail(diagnostic, format: format)
            case .success(let paths): written = paths
            }
            if options.verbose {
                for path in written { context.console.write("wrote \(DiagnosticPrinter.shown(path))\n") }
            }
            if written.isEmpty { writer.removeAbandonedTemporaries(besides: compilation.outputs) }
            let removed: [String]
            switch remove(obsolete, written: written, verbose: options.verbose) {
            case .failure(let diagnostic): return fail(diagnostic, format: format)
            case .success(let paths): removed = paths
            }
            printSummary(written: written, removed: removed)
            // A build with warnings is remembered with their count, which a rebuild with nothing
            // changed names in its one line instead of printing them again.
            var fingerprint = fingerprint
            fingerprint.warnings = log.warningCount
            record(fingerprint, outputs: recorded, at: fingerprintPath)
            // The commit point: every output is in place and the fingerprint says so.
            if let problem = marker.remove() { return fail(problem, format: format) }
            return .success
        }

        /// The outputs to write (those that changed, or all of them: `everything`) and those the
        /// fingerprint records; with `--record-inputs`, the inputs list is both.
        private func outputs(_ options: Options, everything: Bool) -> (
            toWrite: [RenderedOutput], recorded: [RenderedOutput]
        ) {
            var toWrite = everything ? compilation.outputs : writer.changed(compilation.outputs)
            // The inputs list is an output of the build's own: recorded in the fingerprint, so a
            // deleted or edited list is written again by the next build.
            var recorded = compilation.outputs
            if options.recordInputs {
                let list = RenderedOutput(
                    path: BuildCommand.inputsFile,
                    text: project.sources.map {
                        URL(fileURLWithPath: context.fileSystem.absolute($0.path)).standardized.path + "\n"
                    }.joined())
                toWrite += everything ? [list] : writer.changed([list])
                recorded.append(list)
            }
            return (toWrite, recorded)
        }

        /// Removes the `obsolete` files (marking the folder first when nothing was `written`, for
        /// removing is replacing too); the paths removed, listed when `verbose`.
        private func remove(_ obsolete: [String], written: [String], verbose: Bool) -> Result<[String], Diagnostic> {
            if written.isEmpty, !obsolete.isEmpty, let problem = marker.record(obsolete) { return .failure(problem) }
            let outcome = folders.remove(obsolete)
            if verbose, case .success(let removed) = outcome {
                for path in removed { context.console.write("removed \(DiagnosticPrinter.shown(path))\n") }
            }
            return outcome
        }

        /// The build's one line: what it wrote and removed, how many outputs were current, and
        /// what they hold.
        private func printSummary(written: [String], removed: [String]) {
            let outputPaths = Set(compilation.outputs.map(writer.path(of:)))
            if let table = compilation.table,
                let line = FileListing.buildSummary(
                    written: written.filter { ($0 as NSString).lastPathComponent != BuildCommand.inputsFile },
                    removed: removed, unchanged: outputPaths.subtracting(written).count,
                    holding: BuildCommand.summary(table))
            {
                context.console.write(line)
            }
        }

        private func fail(_ diagnostic: Diagnostic, format: DiagnosticFormat) -> ExitCode {
            context.report(DiagnosticLog([diagnostic]), format: format, sources: [])
            return .failure
        }

        /// The warning of a build that repairs what an interrupted one left.
        static func repairing(_ outputs: Int, in outDir: String) -> Diagnostic {
            .warning(
                .outputInterrupted,
                "\(BuildCommand.interruptedReason) ('\(outDir)' may hold outputs of two builds); \(outputs == 1 ? "the output is" : "all \(outputs) outputs are") written again",
                at: nil)
        }

        /// Stores the fingerprint of a clean build with the outputs it wrote, each verified to hold
        /// its bytes; when one does not (another build replaced it), nothing is recorded.
        private func record(_ fingerprint: BuildFingerprint, outputs: [RenderedOutput], at path: String) {
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
}

extension DiagnosticCode {
    /// A build found the marker of one stopped while replacing outputs, and writes them all again.
    public static let outputInterrupted = DiagnosticCode("output.interrupted")
}
