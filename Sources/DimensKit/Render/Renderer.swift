/// The render stage: each output by its kind, through its template or its code, with one render
/// context per distinct set of options, language and platform over one shared model; outputs
/// rendered on every core, returned in their order.
extension Renderer {
    /// `warnings` are the build's, for the report; `source` maps a location to the text outputs
    /// show for it (`file:line:col`, relative to the config's folder).
    package static func render(
        _ model: RenderModel, plans: [OutputPlan], library: TemplateLibrary, warnings: [Diagnostic] = [],
        source: @escaping @Sendable (SourceLocation) -> String
    ) -> ([RenderedOutput], [Diagnostic]) {
        struct ContextKey: Hashable {
            /// The names of the options the output takes, which its context lists.
            var taken: [String]
            var options: OutputOptions
            var language: OutputLanguage
            var platform: Platform?
        }
        let session = RenderSession(model, source: source)
        // Every model an output renders, and what kinds share, made before the outputs render in
        // parallel: a render waiting on work another holds could wait for good.
        for plan in plans { _ = session.model(for: plan) }
        for kind in OutputKinds.all { kind.prepare(plans, session: session) }
        let sections = OutputKinds.sections(plans, session: session)
        var contexts: [ContextKey: RenderContext] = [:]
        let contextOfOutput: [RenderContext?] = plans.map { plan in
            guard plan.template != nil else { return nil }
            let taken = OutputKinds.table.options(for: plan.name)
            var key = ContextKey(
                taken: taken.map(\.name), options: plan.options, language: plan.language,
                platform: PlatformModels.platform(of: plan.name, in: model.table))
            key.options.strict = false  // read by the renderer, not by templates
            if contexts[key] == nil {
                contexts[key] = RenderContext(
                    session.model(for: plan), options: plan.options, taking: taken, language: plan.language,
                    generator: generator, warnings: warnings, sections: sections)
            }
            return contexts[key]
        }
        // An output that splits its own work over the cores starts last: each core starts on
        // another output, and whichever finishes first takes it, which the others then join.
        let spreads = plans.map { plan -> Bool in
            guard case .code(true) = OutputKinds.named(plan.name)?.writtenBy else { return false }
            return true
        }
        let order = plans.indices.filter { !spreads[$0] } + plans.indices.filter { spreads[$0] }
        var results = [Result<[RenderedOutput], Diagnostic>](repeating: .success([]), count: plans.count)
        let inOrder = ParallelChunks.each(order.count) { claimed -> Result<[RenderedOutput], Diagnostic> in
            let index = order[claimed]
            let plan = plans[index]
            guard let context = contextOfOutput[index] else {
                guard let kind = OutputKinds.named(plan.name) else {
                    return .failure(.error(.templateError, "nothing writes '\(plan.path)'", at: plan.location))
                }
                return kind.render(plan, session: session)
            }
            return renderTemplate(plan, context: context, library: library)
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

    /// One output through its template and context: one file, or a split output's table file and
    /// accessor files, each the template's render for that part.
    private static func renderTemplate(_ plan: OutputPlan, context: RenderContext, library: TemplateLibrary)
        -> Result<[RenderedOutput], Diagnostic>
    {
        guard let template = plan.template else {
            return .failure(.error(.templateError, "no template for '\(plan.path)'", at: plan.location))
        }
        var files: [RenderedOutput] = []
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
        let text = files[0].text
        guard text.utf8.count <= OutputPlan.maximumBytes else {
            return .failure(tooLarge(plan, size: "\(text.utf8.count)"))
        }
        // A compiler that skips a file too large for it would leave the app without its tokens
        // without a word, so such a file is an error here.
        if let limit = plan.language.largestSource, text.utf8.count > limit.bytes {
            return .failure(
                .error(
                    .outputTooLarge,
                    "'\(plan.path)' would be \(text.utf8.count) bytes; \(limit.beyond) over \(limit.bytes) bytes without a word",
                    at: plan.location,
                    notes: [
                        .init(
                            "fewer screens or tokens per \(plan.name) output (catalog.include, several outputs with rules)"
                        )
                    ]))
        }
        return .success(files)
    }
}
