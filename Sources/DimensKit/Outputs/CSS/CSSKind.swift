/// The `css` output: custom properties for the reference screen and mobile-first `min-width`
/// blocks, written by the built-in `css` template for Apple's screens (Android's in a build
/// without them); adds `css` (the blocks) to every template's context.
struct CSSKind: OutputKind {
    let name = "css"
    let language = OutputLanguage.css
    let platforms: [Platform]? = [.apple, .android]
    var options: [OutputOption] { Self.declaredOptions }

    /// With `fluid` on, or a token asking for it, the unrounded values on web viewports
    /// (`CSSViewports`) that the clamps are found on.
    func scaleRequests(_ options: OutputOptions, table: ScaledTable) -> [ScaleRequest] {
        guard options.fluid || table.tokens.contains(where: { $0.token.settings.fluid?.value == true }),
            let platform = PlatformModels.platform(of: name, in: table) ?? table.screens.first?.platform
        else { return [] }
        return [.viewports(platform)]
    }

    func nameProblems(_ model: RenderModel, plan: OutputPlan) -> [Diagnostic] {
        NameCheck.css(model, prefix: plan.options.cssPrefix)
    }

    func findings(_ model: RenderModel, plans: [OutputPlan]) -> [Diagnostic] {
        ResizeTextCheck.diagnostics(model, fluid: plans.contains { $0.options.fluid })
    }

    func contextSections(_ plans: [OutputPlan], session: RenderSession) -> [ContextSection] {
        [ContextSection("css") { .lazyObject(CSSView(context: $0)) }] + Self.itemSections
    }
}

extension RenderModel {
    /// The reference values and mobile-first `min-width` blocks, as CSS value texts; with
    /// `fluid`, lengths linear in the width as `clamp()`.
    func css(fluid: Bool) -> CSSBlocks { memo.value(for: fluid) { CSSBlocks(self, fluid: fluid) } }
}
