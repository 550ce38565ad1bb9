/// The whole compiler on in-memory inputs.
extension Pipeline {
    /// Everything a build produces, before anything is written.
    public struct Compilation: Sendable {
        public var table: ScaledTable?
        public var outputs: [RenderedOutput]
        public var tokenCount: Int
        public var diagnostics: DiagnosticLog
    }

    /// The whole compiler on in-memory inputs: the check phase (load → validate → resolve → scale,
    /// each followed by its checks), then the render stage.
    /// `catalog` is the full catalog (before `include`); `sourceRoot` is stripped from file paths in
    /// the json output's `source` so it does not depend on the working directory. Without
    /// `requireInputs`, a resolver's modifiers without default or setting take their first context.
    /// `interfaceBuilder` holds the storyboards and xibs whose token names are checked.
    public static func compile(
        sources: TokenSources, config: Config, catalog: DeviceCatalog, templates: TemplateLibrary = TemplateLibrary(),
        strict: Bool = false, sourceRoot: String = "", requireInputs: Bool = true, interfaceBuilder: [SourceFile] = []
    ) -> Compilation {
        let checked = check(
            sources, config: config, catalog: catalog, templates: templates, strict: strict,
            requireInputs: requireInputs, interfaceBuilder: interfaceBuilder)
        var log = checked.log
        let tokenCount = checked.tokenCount
        guard let table = checked.table, let model = checked.model, !log.hasErrors else {
            return Compilation(table: nil, outputs: [], tokenCount: tokenCount, diagnostics: log)
        }
        let prefix = sourceRoot.isEmpty || sourceRoot == "." ? "" : sourceRoot + "/"
        let warnings = log.all.filter { $0.severity == .warning }
        let render = Stages.render(plans: checked.plans, library: templates, warnings: warnings) { location in
            let file =
                !prefix.isEmpty && location.file.hasPrefix(prefix)
                ? String(location.file.dropFirst(prefix.count)) : location.file
            return file + ":" + String(location.line) + ":" + String(location.column)
        }
        let outputs = render(model, into: &log)
        ParallelChunks.release(consume checked)
        return Compilation(
            table: table, outputs: log.hasErrors ? [] : outputs, tokenCount: tokenCount, diagnostics: log)
    }
}
