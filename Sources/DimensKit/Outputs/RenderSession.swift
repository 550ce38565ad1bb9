/// What the outputs of one render share: the render model of each platform's screens, how a
/// location is shown, and what an output kind derives once for several outputs (the folders of
/// the Android outputs with the same options), kept in `memo`.
package final class RenderSession: Sendable {
    let models: PlatformModels
    /// Maps a location to the text outputs show for it (`file:line:col`, relative to the config).
    let source: @Sendable (SourceLocation) -> String
    let memo = Memo()

    init(_ model: RenderModel, source: @escaping @Sendable (SourceLocation) -> String) {
        models = PlatformModels(model)
        self.source = source
    }

    /// The model an output renders: its kind's platform's screens, or every screen.
    func model(for plan: OutputPlan) -> RenderModel { models.model(for: plan.name) }
}

extension OutputKinds {
    /// The keys every kind adds to the contexts of a render with `plans`; the first kind to add a
    /// key (in `all`'s order) gives it.
    static func sections(_ plans: [OutputPlan], session: RenderSession) -> [ContextSection] {
        var sections: [ContextSection] = []
        for kind in all {
            for section in kind.contextSections(plans, session: session)
            where !sections.contains(where: {
                $0.key == section.key && $0.parent == section.parent && $0.place == section.place
            }) {
                sections.append(section)
            }
        }
        return sections
    }
}

extension RenderContext {
    /// The context of an output of `template` (a built-in kind's name, or a project's template)
    /// over `model`, with every built-in kind's keys (`css`, `report`, `kotlin` for Kotlin):
    /// `dimens context` and tests.
    package convenience init(
        _ model: RenderModel, template: String = "", options: OutputOptions, language: OutputLanguage = .plain,
        generator: String, warnings: [Diagnostic] = []
    ) {
        let sections = OutputKinds.sections([], session: RenderSession(model, source: { $0.description }))
        self.init(
            model, options: options, taking: OutputKinds.table.options(for: template), language: language,
            generator: generator, warnings: warnings, sections: sections)
    }

    /// The context of one output of `template` over `table`.
    package static func build(
        _ table: ScaledTable, template: String = "", options: OutputOptions, language: OutputLanguage = .plain,
        generator: String
    ) -> RenderContext {
        RenderContext(
            RenderModel(table), template: template, options: options, language: language, generator: generator)
    }
}
