/// A generated file, rendered in memory: its path under the output directory and its text.
public struct RenderedOutput: Sendable, Hashable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

extension Pipeline {
    /// Everything a build produces, before anything is written.
    public struct Compilation: Sendable {
        public var table: ScaledTable?
        public var outputs: [RenderedOutput]
        public var tokenCount: Int
        public var diagnostics: DiagnosticLog
    }

    /// Output templates dimens knows without a templates folder.
    public static let builtInTemplates = ["json"]

    /// The whole compiler on in-memory inputs: front end, screens, scaling, rendering.
    /// `catalog` is the full catalog (before `include`); `sourceRoot` is stripped from file paths in
    /// the json output's `source` so it does not depend on the working directory.
    public static func compile(
        files: [SourceFile], config: Config, catalog: DeviceCatalog, strict: Bool = false, sourceRoot: String = ""
    ) -> Compilation {
        let front = frontEnd(files: files, defaults: config.defaults, options: .init(strict: strict, deviceIDs: Set(catalog.ids)))
        var log = front.diagnostics
        let configLocation = config.file.map { SourceLocation(file: $0, position: .start) }
        var reference = ScalingReference.standard
        switch ScalingReference.from(config.reference, catalog: catalog, at: configLocation) {
        case .success(let found): reference = found
        case .failure(let diagnostic): log.add(diagnostic)
        }
        for output in config.outputs where !builtInTemplates.contains(output.template) {
            log.add(.error(.configTemplate, "unknown template '\(output.template)'", at: output.location ?? configLocation,
                           notes: Suggestion.note(for: output.template, in: builtInTemplates)))
        }
        guard !log.hasErrors else { return Compilation(table: nil, outputs: [], tokenCount: front.tokenCount, diagnostics: log) }

        let screens = ScreenList.screens(for: catalog.including(config.catalog.include), orientations: config.orientations,
                                         multitasking: config.multitasking)
        let (table, scaleDiagnostics) = Scaler.scale(front.tokens, screens: screens, reference: reference)
        log.add(contentsOf: scaleDiagnostics)
        guard !log.hasErrors else { return Compilation(table: nil, outputs: [], tokenCount: front.tokenCount, diagnostics: log) }

        let prefix = sourceRoot.isEmpty || sourceRoot == "." ? "" : sourceRoot + "/"
        let source = { (location: SourceLocation) -> String in
            let file = location.file.hasPrefix(prefix) ? String(location.file.dropFirst(prefix.count)) : location.file
            return "\(file):\(location.line):\(location.column)"
        }
        let outputs = config.outputs.map { RenderedOutput(path: $0.path, text: JSONOutput.render(table, source: source)) }
        return Compilation(table: table, outputs: outputs, tokenCount: front.tokenCount, diagnostics: log)
    }
}

extension DiagnosticCode {
    /// An output names a template that does not exist.
    public static let configTemplate = DiagnosticCode("config.template")
}
