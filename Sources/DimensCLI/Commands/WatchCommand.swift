import DimensKit
import Foundation

/// `dimens watch`: builds, then polls the files the last load read by size, inode and times (and
/// the input files' names in the folders holding them, so a new token file matching a glob is seen), and builds again when
/// any changed. Each build reports its diagnostics and one line: how many tokens changed on how
/// many screens, and what was written; a build that changes no output and finds what the last one
/// found prints that line alone, counting the warnings. Outputs are written as `build` writes them, atomically, and
/// a build with errors writes nothing, so a reader never sees a half-written file.
struct WatchCommand: DimensCommand {
    static let name = "watch"
    static let summary = "build, then build again whenever a file the config reads changes"
    var context: CommandContext

    /// `dimens watch [--config PATH] [--interval SECONDS] [--polls N]`.
    struct Options: CommandOptions, MemoryBoundedOptions {
        var config: String?
        var interval = 0.3
        var polls: Int?
        var maxMemory: MemorySize?

        /// The usage error for a wrong `--interval` or `--polls`.
        static let timing = "--interval takes a positive number of seconds and --polls a count"

        static var arguments: [Argument<Self>] {
            [
                .config(\.config),
                .option(
                    "--interval", \.interval, valueName: "SECONDS",
                    help: "seconds between two looks at the inputs (default 0.3)", invalid: timing),
                .option(
                    "--polls", \.polls, valueName: "N",
                    help: "stop after this many looks (scripts and tests; default: until interrupted)", invalid: timing),
                .maxMemory(\.maxMemory),
            ]
        }

        func validate() throws(UsageError) {
            guard interval > 0, (polls ?? 1) >= 0 else { throw UsageError(Self.timing) }
        }
    }

    func run(_ options: Options) -> ExitCode {
        var last = build(after: Result(watched: [], snapshot: [], table: nil), config: options.config)
        var poll = 0
        while options.polls.map({ poll < $0 }) ?? true {
            poll += 1
            Thread.sleep(forTimeInterval: options.interval)
            guard snapshot(last.watched) != last.snapshot else { continue }
            last = build(after: last, config: options.config)
        }
        return .success
    }

    /// What one build leaves for the next poll: the files and folders to watch, how they looked
    /// before the build read them, and the table it computed.
    struct Result {
        var watched: [String]
        var snapshot: [String]
        var table: ValueTable?
        /// The findings the last successful build reported, not printed again while they repeat.
        var reported: [Diagnostic] = []
    }

    /// Loads, compiles and writes once, and says what happened.
    func build(after last: Result, config: String?) -> Result {
        let started = Date()
        let previous = last.table
        // The files are looked at before they are read, so an edit made while building is seen at
        // the next poll; only files new to the list are looked at after.
        let early = snapshot(last.watched)
        let guess = context.inputs.load(config: config)
        let watched = Self.watched(after: guess, config: config)
        let before = watched == last.watched ? early : snapshot(watched)
        let unchanged = Result(watched: watched, snapshot: before, table: previous)
        guard case .success(let project) = guess, !project.log.hasErrors else {
            switch guess {
            case .failure(let failure): context.report(failure.log, format: .text, sources: failure.sources)
            case .success(let project): context.report(project.log, format: .text, sources: project.sources)
            }
            context.console.writeError("dimens: waiting for a change\n")
            return unchanged
        }
        let outDir = FilePath.join(project.config.directory, project.config.outDir)
        let conflicts = OutputGuard(fileSystem: context.fileSystem).problems(project, outDir: outDir)
        let compilation = conflicts.isEmpty ? project.compile() : nil
        var log = project.log
        log.add(contentsOf: conflicts + (compilation?.diagnostics.all ?? []))
        guard !log.hasErrors, let compilation, let table = compilation.table else {
            context.report(log, format: .text, sources: project.sources)
            context.console.writeError("dimens: nothing written; waiting for a change\n")
            return unchanged
        }
        // As `build` writes: under the output folder's lock, every output again after a build
        // stopped while replacing them, the marker removed once all are in place.
        guard let (lock, interrupted) = lockOutputs(outDir, log: log, sources: project.sources) else {
            return unchanged
        }
        defer { lock?.release() }
        var shown = log
        if interrupted { shown.add(BuildCommand.WritePhase.repairing(compilation.outputs.count, in: outDir)) }
        guard
            let written = writeOutputs(
                compilation.outputs, everything: interrupted, to: outDir, shown: shown, sources: project.sources)
        else { return unchanged }
        // A save that changes no output and no finding is one line, as a rebuild is.
        let repeated = previous != nil && written.isEmpty && log.all == last.reported
        if !repeated { context.report(shown, format: .text, sources: project.sources) }
        let counted = repeated ? BuildCommand.warningsNotShown(log.warningCount) : ""
        let looks = settled(watched, before: before)
        let values = ValueTable(table)
        let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
        context.console.write(
            "dimens: \(Self.summary(from: previous, to: values)); \(written.isEmpty ? "no output changed" : "wrote " + FileListing.phrase(written))\(counted) (\(seconds) s)\n"
        )
        return Result(watched: watched, snapshot: looks, table: values, reported: log.all)
    }

    /// The files and folders to watch after `load`: those it read, or, when the config could not
    /// be read, those it got to and the places a config may be.
    static func watched(after load: Swift.Result<LoadedProject, ConfigFailure>, config: String?) -> [String] {
        switch load {
        case .success(let project): watchList(project.sources.map(\.path))
        case .failure(let failure):
            watchList(failure.sources.map(\.path) + [config ?? "dimens.json", "tokens/dimens.json"])
        }
    }

    /// Takes the output folder's lock to write (`OutputLock.forWriting`), with whether a build was
    /// stopped while replacing outputs; nil after reporting `log` and why it cannot.
    func lockOutputs(_ outDir: String, log: DiagnosticLog, sources: [SourceFile]) -> (OutputLock?, interrupted: Bool)? {
        switch OutputLock.forWriting(outDir, fileSystem: context.fileSystem) {
        case .failure(let diagnostic):
            context.report(DiagnosticLog(log.all + [diagnostic]), format: .text, sources: sources)
            context.console.writeError("dimens: nothing written; waiting for a change\n")
            return nil
        case .success(let locked): return locked
        }
    }

    /// Writes the outputs that changed (`everything` after an interrupted build) and removes the
    /// marker once all are in place: the paths written, or nil after reporting `shown` and the
    /// failure.
    func writeOutputs(
        _ outputs: [RenderedOutput], everything: Bool, to outDir: String, shown: DiagnosticLog, sources: [SourceFile]
    ) -> [String]? {
        var writer = OutputWriter(fileSystem: context.fileSystem, directory: outDir)
        let toWrite = everything ? outputs : writer.changed(outputs)
        let marker = ReplacingMarker(fileSystem: context.fileSystem, directory: outDir)
        writer.marker = marker
        var outcome = writer.write(toWrite)
        if case .success = outcome, let problem = marker.remove() { outcome = .failure(problem) }
        switch outcome {
        case .failure(let diagnostic):
            context.report(shown, format: .text, sources: sources)
            context.report(DiagnosticLog([diagnostic]), format: .text, sources: [])
            return nil
        case .success(let written): return written
        }
    }

    /// How the `watched` paths look after a build: files as they did before it read them
    /// (`before`), folders as they do now, for writing may create the output folder inside one.
    func settled(_ watched: [String], before: [String]) -> [String] {
        let folders = Set(watched.filter { context.fileSystem.isFolder($0.isEmpty ? "." : $0) })
        let after = snapshot(watched)
        return zip(watched, zip(before, after)).map { path, looks in folders.contains(path) ? looks.1 : looks.0 }
    }

    /// Whether a file named `name` can be an input: a json file (token files, resolvers, catalogs,
    /// the config), a template, a storyboard or xib, hidden or not (a config may name a hidden
    /// file), but not an editor's temporary or backup file (`.dat.nosync…`, `4913`, `a.json~`,
    /// `.a.json.swp`, Emacs' lock `.#a.json`).
    static func inputName(_ name: String) -> Bool {
        guard !name.hasPrefix(".#"), let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return ["json", "mustache", "storyboard", "xib"].contains(name[name.index(after: dot)...].lowercased())
    }

    /// The files read and the folders holding them (a new input file changes its folder's look).
    static func watchList(_ files: [String]) -> [String] {
        var seen = Set<String>()
        var list: [String] = []
        for path in files + files.map({ ($0 as NSString).deletingLastPathComponent }) where seen.insert(path).inserted {
            list.append(path)
        }
        return list
    }

    /// How each watched path looks now: a file by size, inode and times; a folder by the names in
    /// it that can be inputs (`inputName`), so the temporary file an editor makes and renames
    /// over the token file in one save is not a second change; "-" when missing.
    func snapshot(_ paths: [String]) -> [String] {
        paths.map { path in
            let path = path.isEmpty ? "." : path
            if let names = context.fileSystem.names(in: path) {
                let inputs = names.filter {
                    Self.inputName($0) || !$0.hasPrefix(".") && context.fileSystem.isFolder(FilePath.join(path, $0))
                }
                return "folder " + inputs.joined(separator: "/")
            }
            return BuildFingerprint.fileEntry(path, fileSystem: context.fileSystem).map {
                "\($0.size) \($0.stamp)"
            } ?? "-"
        }
    }

    /// `built 31 tokens on 478 screens`, or `2 tokens changed on 35 screens, 1 token added`.
    static func summary(from previous: ValueTable?, to table: ValueTable) -> String {
        guard let previous else { return "built \(table.tokens.count) tokens on \(table.screens.count) screens" }
        let diff = TableDiff(old: previous, new: table)
        if diff.isEmpty { return "no value changed" }
        let changed = diff.changed
        let screens = Set(changed.flatMap { $0.changes.flatMap(\.screens) })
        var parts: [String] = []
        if !changed.isEmpty {
            parts.append("\(changed.count) token\(changed.count == 1 ? "" : "s") changed on \(screens.count) screens")
        }
        let retyped = diff.tokens.count { if case .retyped = $0.kind { true } else { false } }
        for (count, what) in [
            (diff.added.count, "added"), (diff.removed.count, "removed"), (diff.renamed.count, "renamed"),
            (retyped, "retyped"),
        ] where count > 0 {
            parts.append("\(count) token\(count == 1 ? "" : "s") \(what)")
        }
        if !diff.screensAdded.isEmpty || !diff.screensRemoved.isEmpty {
            let added = diff.screensAdded.count
            parts.append("\(added) screen\(added == 1 ? "" : "s") added, \(diff.screensRemoved.count) removed")
        }
        return parts.joined(separator: ", ")
    }
}
