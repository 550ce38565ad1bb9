/// A generated file, rendered in memory: its path under the output directory and its text.
public struct RenderedOutput: Sendable, Hashable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// The render stage: the json output by code, every other output through its planned template,
/// with one render context per distinct set of options and language over one shared model;
/// outputs rendered on every core, returned in their order.
public enum Renderer {
    /// Named in generated files; no version-specific text beyond this, so outputs stay stable.
    public static let generator = "dimens"

    /// `warnings` are the build's, for the report; `source` maps a location to the text outputs
    /// show for it (`file:line:col`, relative to the config's folder).
    public static func render(
        _ model: RenderModel, plans: [OutputPlan], library: TemplateLibrary, warnings: [Diagnostic] = [],
        source: @escaping @Sendable (SourceLocation) -> String
    ) -> ([RenderedOutput], [Diagnostic]) {
        struct ContextKey: Hashable {
            var options: OutputOptions
            var language: OutputLanguage
            var platform: Platform?
        }
        let models = PlatformModels(model)
        let android = AndroidPlans(plans, models: models)
        var contexts: [ContextKey: RenderContext] = [:]
        let contextOfOutput: [RenderContext?] = plans.map { plan in
            guard plan.template != nil else { return nil }
            var key = ContextKey(
                options: plan.options, language: plan.language,
                platform: PlatformModels.platform(of: plan.name, in: model.table))
            key.options.strict = false  // read by the renderer, not by templates
            if contexts[key] == nil {
                contexts[key] = RenderContext(
                    models.model(for: plan.name), options: plan.options, language: plan.language,
                    generator: generator, warnings: warnings, android: android.first)
            }
            return contexts[key]
        }
        // The json output splits its own work over the cores, so it starts last: each core starts
        // on a template, and whichever finishes first takes the json output, which the other joins.
        let order = plans.indices.filter { !plans[$0].isJSON } + plans.indices.filter { plans[$0].isJSON }
        var results = [Result<[RenderedOutput], Diagnostic>](repeating: .success([]), count: plans.count)
        let inOrder = ParallelChunks.each(order.count) { claimed -> Result<[RenderedOutput], Diagnostic> in
            let index = order[claimed]
            let plan = plans[index]
            if case .android = plan.kind {
                let (columns, buckets) = android.buckets(for: plan)
                return AndroidResources.render(
                    models.model(for: plan.name), columns: columns, buckets: buckets, path: plan.path,
                    location: plan.location)
            }
            return renderOne(plan, model: model, context: contextOfOutput[index], library: library, source: source)
        }
        for (claimed, index) in order.enumerated() { results[index] = inOrder[claimed] }
        var rendered: [RenderedOutput] = []
        var diagnostics: [Diagnostic] = []
        for result in results {
            switch result {
            case .success(let outputs): rendered += outputs
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return (rendered, diagnostics)
    }

    /// One output: the json output by code, any other through its template and context.
    private static func renderOne(
        _ plan: OutputPlan, model: RenderModel, context: RenderContext?, library: TemplateLibrary,
        source: @escaping @Sendable (SourceLocation) -> String
    ) -> Result<[RenderedOutput], Diagnostic> {
        let text: String
        switch plan.kind {
        case .android:
            return .failure(
                .error(.templateError, "'\(plan.path)' is rendered as Android resources", at: plan.location))
        case .template(let template):
            guard let context else {
                return .failure(.error(.templateError, "no render context for '\(plan.path)'", at: plan.location))
            }
            var files: [RenderedOutput] = []
            // A split output is its table file and accessor files, each the template's render for
            // that part; a whole one is one render.
            for part in OutputPart.parts(plan.options.split) {
                switch library.render(template, context: context.value(of: part), strict: plan.options.strict) {
                case .success(let rendered):
                    files.append(RenderedOutput(path: part.path(for: plan.path), text: rendered))
                case .failure(let error) where error.isSizeLimit:
                    return .failure(tooLarge(plan, size: "over \(OutputPlan.maximumBytes)"))
                case .failure(let error): return .failure(.error(.templateError, error.message, at: error.location))
                }
            }
            if files.count > 1 { return .success(files) }
            text = files[0].text
        case .json(let schema):
            // Estimated first: a build that would not fit never starts writing it.
            let estimate = JSONOutput.estimatedBytes(model.table, model: model, choice: schema)
            guard estimate <= OutputPlan.maximumBytes else {
                return .failure(tooLarge(plan, size: "about \(estimate)"))
            }
            text = JSONOutput.render(model.table, model: model, choice: schema, source: source)
        }
        guard text.utf8.count <= OutputPlan.maximumBytes else {
            return .failure(tooLarge(plan, size: "\(text.utf8.count)"))
        }
        // kotlinc skips a source over 20 MB without a word: such a file would leave the app
        // without its tokens, so it is an error here.
        if plan.language == .kotlin, text.utf8.count > OutputPlan.maximumKotlinBytes {
            return .failure(
                .error(
                    .outputTooLarge,
                    "'\(plan.path)' would be \(text.utf8.count) bytes; kotlinc skips a Kotlin file over \(OutputPlan.maximumKotlinBytes) bytes without a word",
                    at: plan.location,
                    notes: [
                        .init("fewer screens or tokens per Kotlin output (catalog.include, several outputs with rules)")
                    ]))
        }
        return .success([RenderedOutput(path: plan.path, text: text)])
    }

    private static func tooLarge(_ plan: OutputPlan, size: String) -> Diagnostic {
        .error(
            .outputTooLarge,
            "'\(plan.path)' would be \(size) bytes; outputs are limited to \(OutputPlan.maximumBytes) bytes",
            at: plan.location)
    }
}

extension DiagnosticCode {
    /// A rendered output over `OutputPlan.maximumBytes`.
    public static let outputTooLarge = DiagnosticCode("output.too-large")
}
