import DimensKit

extension ProjectInputs {
    /// The catalog the config asks for before the `include` filter: built-in, replaced, and/or
    /// extended by user catalog files (paths relative to the config).
    func fullCatalog(of config: Config) -> (catalog: DeviceCatalog, sources: [SourceFile], diagnostics: [Diagnostic]) {
        var catalog = DeviceCatalog.builtIn
        var sources: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        for (path, replaces) in [(config.catalog.replace, true), (config.catalog.extend, false)] {
            guard let path else { continue }
            switch fileSystem.read(
                FilePath.join(config.directory, path), display: FilePath.join(config.directory, path))
            {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            case .success(let source):
                sources.append(source)
                let (user, found) = CatalogParser.parse(source)
                diagnostics += found
                if let user { catalog = replaces ? user : catalog.extended(with: user) }
            }
        }
        return (catalog, sources, diagnostics)
    }
}
