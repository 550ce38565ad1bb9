import DimensKit

extension ProjectInputs {
    /// Every `.mustache` file in the config's templates folder, keyed by its path inside the folder
    /// without the extension. A missing folder is simply empty.
    func templateLibrary(of config: Config) -> (library: TemplateLibrary, diagnostics: [Diagnostic]) {
        let folder = FilePath.join(config.directory, config.templates)
        var user: [String: SourceFile] = [:]
        var diagnostics: [Diagnostic] = []
        for path in fileSystem.files(below: folder) where path.hasSuffix(".mustache") {
            switch fileSystem.read(FilePath.join(folder, path), display: FilePath.join(folder, path)) {
            case .success(let file): user[String(path.dropLast(".mustache".count))] = file
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return (TemplateLibrary(user: user), diagnostics)
    }
}
