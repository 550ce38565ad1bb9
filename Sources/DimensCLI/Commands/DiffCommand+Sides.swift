import DimensKit

extension DiffCommand {
    /// What reading one side gave: its table, or the findings saying why there is none, with the
    /// files read (for code frames) and how a folder without a config was built.
    struct SideReading {
        var table: ValueTable?
        var log = DiagnosticLog()
        var sources: [SourceFile] = []
        /// `tokens/ has no config; built with dimens.json's settings`.
        var notice: String?

        init(table: ValueTable? = nil, log: DiagnosticLog = DiagnosticLog(), sources: [SourceFile] = []) {
            self.table = table
            self.log = log
            self.sources = sources
        }

        init(_ problem: Diagnostic) { self.init(log: DiagnosticLog([problem])) }
    }

    /// The old and the new table, or nil after each side that failed is reported, once, with a
    /// note naming it.
    func sideTables(_ options: Options) -> (old: ValueTable, new: ValueTable)? {
        let sides = DiffSide.pair(options)
        let readings = sides.map(read)
        for (side, reading) in zip(sides, readings) {
            if let notice = reading.notice { context.console.writeError("dimens: \(side.label): \(notice)\n") }
            guard reading.table == nil || reading.log.hasErrors else { continue }
            let note = Diagnostic.Note("while reading \(side.described)")
            let noted = reading.log.all.map { diagnostic in
                var diagnostic = diagnostic
                diagnostic.notes.append(note)
                return diagnostic
            }
            context.report(DiagnosticLog(noted), format: .text, sources: reading.sources)
        }
        guard let old = readings[0].table, let new = readings[1].table,
            !readings.contains(where: \.log.hasErrors)
        else { return nil }
        return (old, new)
    }

    /// One side's table: from the working tree, or through git at the side's revision.
    func read(_ side: DiffSide) -> SideReading {
        var fileSystem = context.fileSystem
        if let revision = side.revision {
            let place = side.path.map { fileSystem.isFolder($0) ? $0 : FilePath.directory(of: $0) } ?? "."
            let folder = fileSystem.isFolder(place) ? place : "."
            switch GitTree.open(revision, holding: fileSystem.absolute(folder), shown: folder) {
            case .failure(let problem): return SideReading(problem)
            case .success(let tree): fileSystem.tree = tree
            }
        }
        let inputs = ProjectInputs(fileSystem: fileSystem, memory: context.memory)
        guard let path = side.path else { return compile(inputs.load(config: nil)) }
        if fileSystem.fileExists(path) { return readFile(path, inputs: inputs) }
        guard fileSystem.isFolder(path) else {
            return SideReading(.error(.inputMissing, "cannot read '\(path)': no such file or folder", at: nil))
        }
        return readFolder(path, inputs: inputs)
    }

    /// A json output (read as it is), a token file or a resolver (built with the project's
    /// config, as `lint FILE` builds it), or a config.
    private func readFile(_ path: String, inputs: ProjectInputs) -> SideReading {
        // A json output may be as large as the build writes; anything else is an input.
        switch inputs.fileSystem.read(path, display: path, limit: OutputPlan.maximumBytes) {
        case .failure(let problem):
            return SideReading(problem)
        case .success(let file):
            if let table = ValueTable.read(jsonOutput: file.bytes) { return SideReading(table: table) }
            if file.bytes.count > FileSystem.maximumInputBytes {
                return SideReading(
                    FileSystem.tooLarge(display: path, size: file.bytes.count, limit: FileSystem.maximumInputBytes))
            }
        }
        if path.hasSuffix(".tokens.json") || ProjectInputs.isResolver(path) {
            return compile(inputs.load(config: nil, paths: [path]))
        }
        return compile(inputs.load(config: path))
    }

    /// Compiles what was loaded, without outputs.
    func compile(_ loaded: Result<LoadedProject, ConfigFailure>) -> SideReading {
        switch loaded {
        case .failure(let failure):
            return SideReading(log: failure.log, sources: failure.sources)
        case .success(var project):
            guard !project.log.hasErrors else { return SideReading(log: project.log, sources: project.sources) }
            project.config.outputs = []
            let compilation = Pipeline.compile(
                sources: project.tokens, config: project.config, catalog: project.catalog,
                requireInputs: project.requireInputs)
            var log = project.log
            log.add(contentsOf: compilation.diagnostics.all)
            return SideReading(table: compilation.table.map(ValueTable.init), log: log, sources: project.sources)
        }
    }
}
