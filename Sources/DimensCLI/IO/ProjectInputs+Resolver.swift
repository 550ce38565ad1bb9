import DimensKit

extension ProjectInputs {
    /// A `*.resolver.json` file named on the command line is linted as a resolver.
    static func isResolver(_ path: String) -> Bool { path.hasSuffix(".resolver.json") }

    /// What the tokens are read from: files named on the command line (or one resolver), the
    /// config's resolver, or the files its `tokens` patterns match.
    func tokenSources(of config: Config, paths: [String]) -> (TokenSources, [Diagnostic]) {
        if paths.count == 1, Self.isResolver(paths[0]) {
            return readResolver(paths[0], at: nil, folder: FilePath.directory(of: paths[0]), allowOutside: false)
        }
        if !paths.isEmpty {
            let (files, diagnostics) = read(paths)
            return (.files(files), diagnostics)
        }
        if let resolver = config.resolver {
            return readResolver(
                FilePath.join(config.directory, resolver.value), at: resolver.location, folder: config.directory,
                allowOutside: config.allowFilesOutside)
        }
        let (files, diagnostics) = tokenFiles(of: config)
        return (.files(files), diagnostics)
    }

    /// Reads a resolver and every file its `$ref`s name (relative to it). A file that cannot be
    /// read is kept as a finding for the compiler to report at its `$ref`. Files outside `folder`
    /// (links followed) are not read unless `allowOutside`: a resolver is data, and may come from
    /// someone else.
    private func readResolver(_ path: String, at location: SourceLocation?, folder: String, allowOutside: Bool) -> (
        TokenSources, [Diagnostic]
    ) {
        let resolver: SourceFile
        switch fileSystem.read(path, display: path) {
        case .failure(var problem):
            problem.location = location
            return (.files([]), [problem])
        case .success(let file):
            resolver = file
        }
        var files = ResolverFiles(resolver: resolver)
        for referenced in files.document?.files ?? [] {
            switch readReferenced(referenced, folder: folder, allowOutside: allowOutside) {
            case .success(let file): files.files[referenced] = file
            case .failure(let problem): files.unreadable[referenced] = problem
            }
        }
        return (.resolver(files), [])
    }
}

extension ProjectInputs {
    /// The one rule for a file a resolver names, which `build`, `lint` and `init --from` all
    /// read through: a file outside `folder` (links followed) is not read unless `allowOutside`
    /// (the config's `allowFilesOutside`, which only a person writes), and is an `input.outside`
    /// finding instead; any other file is read with the usual limits.
    func readReferenced(_ path: String, folder: String, allowOutside: Bool) -> Result<SourceFile, Diagnostic> {
        if let outside = outsideFinding(path, folder: folder, allowOutside: allowOutside, at: nil) {
            return .failure(outside)
        }
        return fileSystem.read(path, display: path)
    }
}

extension DiagnosticCode {
    /// A file a resolver names outside the project's folder, which is not read.
    public static let inputOutside = DiagnosticCode("input.outside")
}
