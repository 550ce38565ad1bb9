import DimensKit

/// Finds and reads what a command works on: the config (given, `./dimens.json`, `./tokens/dimens.json`,
/// or none) and the token files its patterns name.
struct ProjectInputs {
    static let configSearchPath = ["dimens.json", "tokens/dimens.json"]

    var fileSystem: FileSystem
    /// The memory budget every config loaded gets (`--max-memory`).
    var memory = MemoryBudget()

    /// The config to use and what reading it found. With no config file, the conventional layout.
    func loadConfig(explicit: String?) -> (config: Config?, source: SourceFile?, diagnostics: [Diagnostic]) {
        guard let path = explicit ?? Self.configSearchPath.first(where: fileSystem.fileExists) else {
            var conventional = Config.conventional(in: ".")
            conventional.memory = memory
            return (conventional, nil, [])
        }
        switch fileSystem.read(path, display: path) {
        case .failure(let diagnostic):
            return (nil, nil, [diagnostic])
        case .success(let source):
            var (config, diagnostics) = ConfigParser.parse(source, directory: FilePath.directory(of: path))
            config?.memory = memory
            return (config, source, diagnostics)
        }
    }

    /// The token files the config's patterns match, each once, in pattern order then path order.
    func tokenFiles(of config: Config) -> (files: [SourceFile], diagnostics: [Diagnostic]) {
        var paths: [String] = []
        var diagnostics: [Diagnostic] = []
        for pattern in config.tokens {
            let matched = match(pattern, in: config.directory)
            if matched.isEmpty {
                diagnostics.append(
                    .error(
                        .inputNoFiles, "no token files match '\(pattern)' (relative to '\(config.directory)')",
                        at: config.file.map { SourceLocation(file: $0, position: .start) },
                        notes: config.file == nil ? startingNotes() : []))
            }
            paths += matched.filter { !paths.contains($0) }
        }
        let (files, readDiagnostics) = read(paths)
        return (files, diagnostics + readDiagnostics)
    }

    /// With no config and no token files where dimens looks: how to start, `dimens init`, or
    /// `dimens init --from` for a DTCG resolver file found here.
    func startingNotes() -> [Diagnostic.Note] {
        let resolvers = (match("*.resolver.json", in: ".") + match("*/*.resolver.json", in: ".")).sorted()
        return [
            .init(
                "no \(Self.configSearchPath.joined(separator: " or ")) here: `dimens init` writes a config and an example token file"
            )
        ]
            + resolvers.prefix(3).map {
                .init("`dimens init --from \($0)` writes a config for the design system of that resolver")
            }
    }

    /// Reads files named on the command line, shown as given.
    func read(_ paths: [String]) -> (files: [SourceFile], diagnostics: [Diagnostic]) {
        var files: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            switch fileSystem.read(path, display: path) {
            case .success(let file): files.append(file)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return (files, diagnostics)
    }

    /// Paths (as shown to the user) of the files `pattern` names, relative to `directory`.
    func match(_ pattern: String, in directory: String) -> [String] {
        let glob = Glob(pattern)
        guard glob.hasWildcards else {
            let path = FilePath.join(directory, pattern)
            return fileSystem.fileExists(path) ? [path] : []
        }
        let literalPrefix = glob.segments.prefix { !$0.contains("*") && !$0.contains("?") }.joined(separator: "/")
        let base = FilePath.join(directory, literalPrefix)
        return fileSystem.files(below: base)
            .map { FilePath.join(literalPrefix, $0) }
            .filter(glob.matches)
            .map { FilePath.join(directory, $0) }
    }
}
