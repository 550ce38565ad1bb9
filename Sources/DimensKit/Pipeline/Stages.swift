/// The compiler's stages as values, in the order they run: load → validate → resolve (the front
/// end, `Pipeline.frontEnd`), scale (`InputScaling`, each input as it comes), the scale requests
/// outputs make, render (`Pipeline.compile`). The checks between them are lists of `Check`s run
/// after the stage they follow (`Pipeline.resolveChecks`, `scaleChecks`, `modelChecks`).
enum Stages {
    /// Parsed token documents into groups and tokens; `defaults` and `rules` are the config's.
    static func load(defaults: DimensBlock?, rules: [TokenRule], redefinition: TokenLoader.Redefinition)
        -> Stage<[ParsedDocument], TokenSet>
    {
        Stage(name: "load") { TokenLoader.load($0, defaults: defaults, rules: rules, redefinition: redefinition) }
    }

    /// Types, values and dimens blocks checked.
    static func validate(_ options: Validator.Options) -> Stage<TokenSet, ValidatedTokenSet> {
        Stage(name: "validate") { Validator.validate($0, options: options) }
    }

    /// Aliases and references resolved; `hints` note aliases to tokens of sets no input uses.
    static func resolve(hints: [TokenPath: AliasHint]) -> Stage<ValidatedTokenSet, ResolvedTokenSet> {
        Stage(name: "resolve") { AliasResolver.resolve($0, hints: hints) }
    }

    /// One input's resolved tokens on the screens that take it (`plans` made by the caller).
    static func scale(screens: [Screen], reference: ScalingReference, plans: [TokenPlan?])
        -> Stage<ResolvedTokenSet, ScaledTable>
    {
        Stage(name: "scale") { Scaler.scale($0, screens: screens, reference: reference, plans: plans) }
    }

    /// What the outputs ask of the scale stage beyond the table (`Pipeline.answerRequests`):
    /// probes, viewports, factors; only their errors are found.
    static func scaleRequests(
        plans: [OutputPlan], front: @escaping (Int) -> Pipeline.FrontEnd, assignment: ModifierPlan.Assignment,
        reference: ScalingReference, resolver: Bool, profiles: [ScaledProfile], memory: MemoryBudget
    ) -> Stage<ScaledTable, ScaledTable> {
        Stage(name: "scale requests") { table in
            var answered = table
            let found = Pipeline.answerRequests(
                to: &answered, plans: plans, front: front, assignment: assignment, reference: reference,
                resolver: resolver, profiles: profiles, memory: memory)
            return (answered, found)
        }
    }

    /// Every output, by its kind, from the render model; `warnings` are the build's, for the
    /// report, and `source` the text outputs show for a location.
    static func render(
        plans: [OutputPlan], library: TemplateLibrary, warnings: [Diagnostic],
        source: @escaping @Sendable (SourceLocation) -> String
    ) -> Stage<RenderModel, [RenderedOutput]> {
        Stage(name: "render") {
            Renderer.render($0, plans: plans, library: library, warnings: warnings, source: source)
        }
    }
}
