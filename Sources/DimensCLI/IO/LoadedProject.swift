import DimensKit

/// Everything a command reads before compiling: config, full catalog, token files, and what went
/// wrong reading them.
struct LoadedProject {
    var config: Config
    var catalog: DeviceCatalog
    var templates: TemplateLibrary
    var files: [SourceFile]
    /// Every file read, for code frames.
    var sources: [SourceFile]
    var log: DiagnosticLog
}

/// A config that could not be used, with what was read of it.
struct ConfigFailure: Error {
    var log: DiagnosticLog
    var sources: [SourceFile]
}

extension ProjectInputs {
    /// Reads the config (given or found), the catalog it asks for, its templates and its token
    /// files, or `paths` instead when given. Fails only when the config itself cannot be used;
    /// problems reading the rest are in the project's `log`.
    func load(config explicit: String?, paths: [String] = []) -> Result<LoadedProject, ConfigFailure> {
        var log = DiagnosticLog()
        let (config, configSource, configDiagnostics) = loadConfig(explicit: explicit)
        log.add(contentsOf: configDiagnostics)
        var sources = configSource.map { [$0] } ?? []
        guard let config, !log.hasErrors else { return .failure(ConfigFailure(log: log, sources: sources)) }
        let (files, readDiagnostics) = paths.isEmpty ? tokenFiles(of: config) : read(paths)
        log.add(contentsOf: readDiagnostics)
        let (catalog, catalogSources, catalogDiagnostics) = fullCatalog(of: config)
        log.add(contentsOf: catalogDiagnostics)
        let (templates, templateDiagnostics) = templateLibrary(of: config)
        log.add(contentsOf: templateDiagnostics)
        sources += files + catalogSources + templates.user.values.sorted { $0.path < $1.path }
        return .success(LoadedProject(config: config, catalog: catalog, templates: templates, files: files, sources: sources, log: log))
    }
}
