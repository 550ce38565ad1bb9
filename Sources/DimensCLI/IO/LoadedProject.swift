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

extension ProjectInputs {
    /// Reads the config (given or found), the catalog it asks for, and its token files, or
    /// `paths` instead when given. Nil when the config itself could not be used.
    func load(config explicit: String?, paths: [String] = []) -> (project: LoadedProject?, log: DiagnosticLog, sources: [SourceFile]) {
        var log = DiagnosticLog()
        let (config, configSource, configDiagnostics) = loadConfig(explicit: explicit)
        log.add(contentsOf: configDiagnostics)
        var sources = configSource.map { [$0] } ?? []
        guard let config, !log.hasErrors else { return (nil, log, sources) }
        let (files, readDiagnostics) = paths.isEmpty ? tokenFiles(of: config) : read(paths)
        log.add(contentsOf: readDiagnostics)
        let (catalog, catalogSources, catalogDiagnostics) = fullCatalog(of: config)
        log.add(contentsOf: catalogDiagnostics)
        let (templates, templateDiagnostics) = templateLibrary(of: config)
        log.add(contentsOf: templateDiagnostics)
        sources += files + catalogSources + templates.user.values.sorted { $0.path < $1.path }
        return (LoadedProject(config: config, catalog: catalog, templates: templates, files: files, sources: sources, log: log), log, sources)
    }
}
