import Dispatch

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

    /// The whole compiler on in-memory inputs: the check phase (front end, screens, scaling), then
    /// rendering.
    /// `catalog` is the full catalog (before `include`); `sourceRoot` is stripped from file paths in
    /// the json output's `source` so it does not depend on the working directory. Without
    /// `requireInputs`, a resolver's modifiers without default or setting take their first context.
    public static func compile(
        sources: TokenSources, config: Config, catalog: DeviceCatalog, templates: TemplateLibrary = TemplateLibrary(),
        strict: Bool = false, sourceRoot: String = "", requireInputs: Bool = true
    ) -> Compilation {
        let checked = check(sources, config: config, catalog: catalog, templates: templates, strict: strict, requireInputs: requireInputs)
        var log = checked.log
        let tokenCount = checked.tokenCount
        guard let table = checked.table, let model = checked.model, !log.hasErrors else {
            return Compilation(table: nil, outputs: [], tokenCount: tokenCount, diagnostics: log)
        }
        let prefix = sourceRoot.isEmpty || sourceRoot == "." ? "" : sourceRoot + "/"
        // For the report: numbers no designer chose come first.
        let first: [DiagnosticCode] = [.scaleDoubleAdaptation, .scaleFractionalNumber]
        let warnings = log.all.filter { $0.severity == .warning }.enumerated().sorted { a, b in
            (first.contains(a.element.code) ? 0 : 1, a.offset) < (first.contains(b.element.code) ? 0 : 1, b.offset)
        }.map(\.element).map { diagnostic in
            RenderContext.Warning(code: diagnostic.code.rawValue, text: "\(diagnostic.location.map { "\($0): " } ?? "")warning: \(diagnostic.message) [\(diagnostic.code)]")
        }
        let (outputs, renderDiagnostics) = render(model, outputs: config.outputs, templates: checked.templates, library: templates, warnings: warnings) { location in
            let file = location.file.hasPrefix(prefix) ? String(location.file.dropFirst(prefix.count)) : location.file
            return "\(file):\(location.line):\(location.column)"
        }
        log.add(contentsOf: renderDiagnostics)
        return Compilation(table: table, outputs: log.hasErrors ? [] : outputs, tokenCount: tokenCount, diagnostics: log)
    }

    /// The render stage: the json output by code, every other output through its template, with one
    /// render context per distinct set of context options over one shared model.
    static func render(
        _ model: RenderModel, outputs: [Config.Output], templates: [String: TemplateLibrary.Resolved], library: TemplateLibrary,
        warnings: [RenderContext.Warning] = [], source: @escaping @Sendable (SourceLocation) -> String
    ) -> ([RenderedOutput], [Diagnostic]) {
        var contexts: [String: RenderContext] = [:]
        let contextOfOutput: [RenderContext?] = outputs.map { output in
            guard templates[output.template] != nil else { return nil }
            let options = RenderContext.Options(output.options), language = OutputLanguage.of(template: output.template, path: output.path)
            let key = "\(options.typeName)|\(options.accessLevel)|\(options.cssPrefix)|\(options.rows)|\(options.jumpRatio)|\(language)"
            if contexts[key] == nil { contexts[key] = RenderContext(model, options: options, language: language, generator: generator, warnings: warnings) }
            return contexts[key]
        }
        // Outputs are independent: rendered on every core, collected in their order.
        var results = [Result<RenderedOutput, Diagnostic>?](repeating: nil, count: outputs.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = Scaler.DisjointSlots(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: outputs.count) { index in
                slots.buffer[index] = renderOne(outputs[index], model: model, context: contextOfOutput[index], template: templates[outputs[index].template],
                                                library: library, source: source)
            }
        }
        var rendered: [RenderedOutput] = [], diagnostics: [Diagnostic] = []
        for result in results {
            switch result {
            case .success(let output)?: rendered.append(output)
            case .failure(let diagnostic)?: diagnostics.append(diagnostic)
            case nil: break
            }
        }
        return (rendered, diagnostics)
    }

    /// One output: the json output by code, any other through its template and context.
    private static func renderOne(
        _ output: Config.Output, model: RenderModel, context: RenderContext?, template: TemplateLibrary.Resolved?, library: TemplateLibrary,
        source: (SourceLocation) -> String
    ) -> Result<RenderedOutput, Diagnostic> {
        let text: String
        if let template, let context {
            switch library.render(template, context: context.value, strict: output.options["strict"]?.bool ?? false) {
            case .success(let rendered): text = rendered
            case .failure(let error) where error.isSizeLimit: return .failure(tooLarge(output, size: "over \(maximumOutputBytes)"))
            case .failure(let error): return .failure(.error(.templateError, error.message, at: error.location))
            }
        } else {
            let choice = output.options["schema"]?.string.flatMap(JSONOutput.Schema.init(rawValue:)) ?? .standard
            // Estimated first: a build that would not fit never starts writing it.
            let estimate = JSONOutput.estimatedBytes(model.table, model: model, choice: choice)
            guard estimate <= maximumOutputBytes else { return .failure(tooLarge(output, size: "about \(estimate)")) }
            text = JSONOutput.render(model.table, model: model, choice: choice, source: source)
        }
        guard text.utf8.count <= maximumOutputBytes else { return .failure(tooLarge(output, size: "\(text.utf8.count)")) }
        return .success(RenderedOutput(path: output.path, text: text))
    }

    private static func tooLarge(_ output: Config.Output, size: String) -> Diagnostic {
        .error(.outputTooLarge, "'\(output.path)' would be \(size) bytes; outputs are limited to \(maximumOutputBytes) bytes", at: output.location)
    }

    /// A rendered output larger than this is an error (`output.too-large`) rather than a file no
    /// tool can open; `dimens diff` reads json outputs up to the same size.
    public static let maximumOutputBytes = 1 << 30

    /// Named in generated files; no version-specific text beyond this, so outputs stay stable.
    public static let generator = "dimens"
}

extension DiagnosticCode {
    /// A rendered output over `Pipeline.maximumOutputBytes`.
    public static let outputTooLarge = DiagnosticCode("output.too-large")
    /// An output names a template that does not exist (or a path outside the templates folder).
    public static let configTemplate = DiagnosticCode("config.template")
}
