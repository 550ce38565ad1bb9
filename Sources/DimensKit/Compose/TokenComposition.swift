/// Token sources made ready to load under any input: plain token files are one fixed list of
/// documents; a resolver composes its documents per input, with the config's modifier plan.
struct TokenComposition {
    var plainDocuments: [ParsedDocument] = []
    var composer: Composer?
    var plan: ModifierPlan?
    /// Notes for aliases to tokens only a set the resolver never uses defines.
    var hints: [TokenPath: AliasHint] = [:]

    /// Plain files must not define a token twice; a resolver's later sources override earlier ones.
    var redefinition: TokenLoader.Redefinition { composer == nil ? .error : .lastWins }

    func documents(for input: ResolverInput) -> [ParsedDocument] { composer?.documents(for: input) ?? plainDocuments }

    /// Each screen's input: one empty input for plain files.
    func assign(_ screens: [Screen]) -> (ModifierPlan.Assignment, [Diagnostic]) {
        plan?.assign(screens) ?? (.init(inputs: [.none], screenInput: Array(repeating: 0, count: screens.count)), [])
    }

    /// The inputs `lint` checks: every context of every modifier at least once.
    var lintInputs: [ResolverInput] { plan?.coverageInputs ?? [.none] }

    /// Parses every file once and, for a resolver, extends its order by the config's `order`
    /// and checks it and the config's `settings` against it. Nil when the resolver itself cannot
    /// be read.
    static func prepare(
        _ sources: TokenSources, settings: [Config.ModifierSetting], order: Config.ResolverOrder = .init(),
        requireInputs: Bool, deviceIDs: Set<String>?, settingsAt: SourceLocation?
    ) -> (TokenComposition?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var composition = TokenComposition()
        switch sources {
        case .files(let files):
            let parsed = ParsedDocument.parse(files)
            composition.plainDocuments = parsed.documents
            diagnostics += parsed.diagnostics
        case .resolver(let resolver):
            diagnostics += resolver.findings
            guard let written = resolver.document else { return (nil, diagnostics) }
            let (document, ordered) = written.extended(by: order)
            diagnostics += ordered
            var roots: [String: JSONValue] = [:]
            for path in resolver.files.keys.sorted() {
                let parsed = JSONParser.parse(resolver.files[path]!)
                diagnostics += parsed.diagnostics
                roots[path] = parsed.value
            }
            let composer = Composer(document: document, files: roots)
            diagnostics += composer.check(unreadable: resolver.unreadable)
            // A broken resolver's sets may look unused only because its order could not be read.
            if !resolver.findings.contains(where: { $0.severity == .error }) {
                diagnostics += document.unusedSetWarnings()
            }
            composition.hints = composer.unusedSetHints()
            let (plan, planDiagnostics) = ModifierPlan.make(
                document, settings: settings, requireInputs: requireInputs, deviceIDs: deviceIDs, at: settingsAt)
            diagnostics += planDiagnostics
            composition.composer = composer
            composition.plan = plan
        }
        return (composition, diagnostics)
    }
}
