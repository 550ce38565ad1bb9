import DimensKit

/// Everything a command reads before compiling: config, full catalog, token files, and what went
/// wrong reading them.
struct LoadedProject {
    var config: Config
    var catalog: DeviceCatalog
    var templates: TemplateLibrary
    /// The token files, or the resolver and the files it names.
    var tokens: TokenSources
    /// False when a resolver was named on the command line without a config: modifiers without
    /// default then take their first context instead of being an error.
    var requireInputs = true
    /// The storyboards and xibs of the config's `interfaceBuilder`, whose token names are checked.
    var interfaceBuilder: [SourceFile] = []
    /// Every file read, for code frames.
    var sources: [SourceFile]
    var log: DiagnosticLog
}

extension LoadedProject {
    /// The whole compiler on what was loaded, as `build` and `watch` run it.
    func compile(strict: Bool = false) -> Pipeline.Compilation {
        Pipeline.compile(
            sources: tokens, config: config, catalog: catalog, templates: templates, strict: strict,
            sourceRoot: config.directory, interfaceBuilder: interfaceBuilder)
    }
}

/// A config that could not be used, with what was read of it.
struct ConfigFailure: Error {
    var log: DiagnosticLog
    var sources: [SourceFile]
}

extension ProjectInputs {
    /// Reads the config (given or found), the catalog it asks for, its templates, its token files
    /// (or `paths` instead when given) and its storyboards and xibs (not when `paths` are given:
    /// files named alone may define only some of the tokens). Fails only when the config itself
    /// cannot be used; problems reading the rest are in the project's `log`.
    func load(config explicit: String?, paths: [String] = []) -> Result<LoadedProject, ConfigFailure> {
        let (config, configSource, configDiagnostics) = loadConfig(explicit: explicit)
        var sources = configSource.map { [$0] } ?? []
        guard let config else {
            return .failure(ConfigFailure(log: DiagnosticLog(configDiagnostics), sources: sources))
        }
        // Findings at the config's severities; the log keeps no policy, so the compiler's findings
        // (at their own, `--strict`-aware severities) can join it unchanged.
        let policy = config.severityPolicy(strict: false)
        var log = DiagnosticLog(configDiagnostics.compactMap(policy.adjust))
        guard !log.hasErrors else { return .failure(ConfigFailure(log: log, sources: sources)) }
        let (tokens, readDiagnostics) = tokenSources(of: config, paths: paths)
        let (catalog, catalogSources, catalogDiagnostics) = fullCatalog(of: config)
        let (templates, templateDiagnostics) = templateLibrary(of: config)
        let (storyboards, storyboardDiagnostics) = paths.isEmpty ? interfaceBuilderFiles(of: config) : ([], [])
        log.add(
            contentsOf: (readDiagnostics + catalogDiagnostics + templateDiagnostics + storyboardDiagnostics).compactMap(
                policy.adjust))
        if case .resolver(let resolver) = tokens { sources.append(resolver.resolver) }
        sources += tokens.tokenFiles + catalogSources + templates.user.values.sorted { $0.path < $1.path } + storyboards
        return .success(
            LoadedProject(
                config: config, catalog: catalog, templates: templates, tokens: tokens,
                requireInputs: !(paths.count == 1 && Self.isResolver(paths[0])), interfaceBuilder: storyboards,
                sources: sources, log: log))
    }
}
