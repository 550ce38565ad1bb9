/// The `css` output: custom properties for the reference screen and mobile-first `min-width`
/// blocks, written by the built-in `css` template for Apple's screens (Android's in a build
/// without them); adds `css` (the blocks) to every template's context.
struct CSSKind: OutputKind {
    let name = "css"
    let language = OutputLanguage.css
    let platforms: [Platform]? = [.apple, .android]
    let options = ["cssPrefix", "strict"]

    func nameProblems(_ model: RenderModel, plan: OutputPlan) -> [Diagnostic] {
        NameCheck.css(model, prefix: plan.options.cssPrefix)
    }

    func contextSections(_ plans: [OutputPlan], session: RenderSession) -> [ContextSection] {
        [ContextSection("css") { .lazyObject(CSSView(context: $0)) }]
    }
}

extension RenderModel {
    /// The reference values and mobile-first `min-width` blocks, as CSS value texts.
    var css: CSSBlocks { memo.value { CSSBlocks(self) } }
}
