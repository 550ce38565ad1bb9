import DimensKit

/// Finds and reads what a command works on: the config (given, `./dimens.json`, `./tokens/dimens.json`,
/// or none) and the token files its patterns name.
struct ProjectInputs {
    static let configSearchPath = ["dimens.json", "tokens/dimens.json"]

    var fileSystem: FileSystem

    /// The config to use and what reading it found. With no config file, the conventional layout.
    func loadConfig(explicit: String?) -> (config: Config?, source: SourceFile?, diagnostics: [Diagnostic]) {
        guard let path = explicit ?? Self.configSearchPath.first(where: fileSystem.fileExists) else {
            return (Config.conventional(in: "."), nil, [])
        }
        switch fileSystem.read(path, display: path) {
        case .failure(let diagnostic):
            return (nil, nil, [diagnostic])
        case .success(let source):
            let (config, diagnostics) = ConfigParser.parse(source, directory: Self.directory(of: path))
            return (config, source, diagnostics)
        }
    }

    /// The token files the config's patterns match, each once, in pattern order then path order.
    func tokenFiles(of config: Config) -> (files: [SourceFile], diagnostics: [Diagnostic]) {
        var paths: [String] = [], diagnostics: [Diagnostic] = []
        for pattern in config.tokens {
            let matched = match(pattern, in: config.directory)
            if matched.isEmpty {
                diagnostics.append(.error(
                    .inputNoFiles, "no token files match '\(pattern)' (relative to '\(config.directory)')",
                    at: config.file.map { SourceLocation(file: $0, position: .start) }))
            }
            paths += matched.filter { !paths.contains($0) }
        }
        let (files, readDiagnostics) = read(paths)
        return (files, diagnostics + readDiagnostics)
    }

    /// Reads files named on the command line, shown as given.
    func read(_ paths: [String]) -> (files: [SourceFile], diagnostics: [Diagnostic]) {
        var files: [SourceFile] = [], diagnostics: [Diagnostic] = []
        for path in paths {
            switch fileSystem.read(path, display: path) {
            case .success(let file): files.append(file)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return (files, diagnostics)
    }

    /// Paths (as shown to the user) of the files `pattern` names, relative to `directory`.
    private func match(_ pattern: String, in directory: String) -> [String] {
        let glob = Glob(pattern)
        guard glob.hasWildcards else {
            let path = Self.join(directory, pattern)
            return fileSystem.fileExists(path) ? [path] : []
        }
        let literalPrefix = glob.segments.prefix { !$0.contains("*") && !$0.contains("?") }.joined(separator: "/")
        let base = Self.join(directory, literalPrefix)
        return fileSystem.files(below: base)
            .map { Self.join(literalPrefix, $0) }
            .filter(glob.matches)
            .map { Self.join(directory, $0) }
    }

    /// `directory/path`, with `.` and `x/..` segments removed lexically (`tokens/../out` → `out`).
    static func join(_ directory: String, _ path: String) -> String {
        let joined = directory.isEmpty || directory == "." || path.hasPrefix("/") ? path : path.isEmpty ? directory : "\(directory)/\(path)"
        var segments: [Substring] = []
        for segment in joined.split(separator: "/", omittingEmptySubsequences: false) {
            if segment == ".", !segments.isEmpty || joined.count > 1 { continue }
            if segment == "..", let last = segments.last, last != "..", !last.isEmpty { segments.removeLast(); continue }
            segments.append(segment)
        }
        let normalized = segments.joined(separator: "/")
        return normalized.isEmpty ? "." : normalized
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
