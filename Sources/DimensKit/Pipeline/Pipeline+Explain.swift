/// `dimens explain`: one token on one screen of the build, every step shown.
extension Pipeline {
    /// Why a token could not be explained: the project's errors, or a token or screen that is not
    /// there (with the closest name, if one is close).
    public enum ExplainFailure: Error, Sendable {
        case diagnostics(DiagnosticLog)
        case notFound(String, suggestion: String?)
    }

    /// The token (or composite member) at `path` on the screen `screenID`, one of the screens the
    /// build computes, loaded under the resolver input the build gives that screen, or with the
    /// text size and contexts `choices` ask for.
    public static func explain(
        _ path: String, on screenID: String, sources: TokenSources, config: Config, catalog: DeviceCatalog,
        choices: ExplainChoices = ExplainChoices()
    ) -> Result<Explanation, ExplainFailure> {
        let screens = screens(of: config, catalog: catalog)
        guard let screen = screens.first(where: { $0.id == screenID }) else {
            let everyScreen = ScreenList.screens(
                for: catalog, orientations: Config.Orientation.allCases, multitasking: true,
                platforms: Platform.allCases)
            if everyScreen.contains(where: { $0.id == screenID }) {
                return .failure(
                    .notFound(
                        "the build computes no screen '\(screenID)' (see the config's platforms, catalog.include, orientations and multitasking)",
                        suggestion: nil))
            }
            return .failure(notFound("no device or screen '\(screenID)'", screenID, in: screens.map(\.id)))
        }
        let start = Start(sources, config: config, catalog: catalog, strict: false, requireInputs: true)
        var log = start.log
        var input = ResolverInput.none
        var reasons: [String] = []
        if let plan = start.composition?.plan {
            switch plan.input(for: screen) {
            case .success(let (chosen, why)): (input, reasons) = (chosen, why)
            case .failure(let diagnostic): log.add(diagnostic)
            }
        }
        let configLocation = config.file.map { SourceLocation(file: $0, position: .start) }
        let reference = ScalingReference.from(config.reference, catalog: catalog, at: configLocation)
        if case .failure(let diagnostic) = reference { log.add(diagnostic) }
        guard start.composition != nil, !log.hasErrors, case .success(let reference) = reference else {
            return .failure(.diagnostics(log))
        }
        switch Self.input(input, reasons: reasons, plan: start.composition?.plan, choices: choices) {
        case .success(let chosen): (input, reasons) = chosen
        case .failure(let failure): return .failure(failure)
        }
        let front = frontEnd(start, for: input, config: config)
        log.add(contentsOf: front.diagnostics.all)
        guard !log.hasErrors else { return .failure(.diagnostics(log)) }
        let request = ExplainRequest(
            path: path, screen: screen, reference: reference, front: front, contexts: reasons,
            input: start.composition?.plan == nil ? nil : input)
        return request.explain()
    }

    static func notFound(_ message: String, _ word: String, in candidates: [String]) -> ExplainFailure {
        .notFound(message, suggestion: Suggestion.closest(to: word, in: candidates))
    }
}

/// One token path to explain on one screen, with the front end of the screen's input.
struct ExplainRequest {
    var path: String
    var screen: Screen
    var reference: ScalingReference
    var front: Pipeline.FrontEnd
    var contexts: [String]
    var input: ResolverInput?

    func explain() -> Result<Explanation, Pipeline.ExplainFailure> {
        let tokens = front.tokens
        guard let token = tokens.tokens.first(where: { $0.path.description == path }) else {
            return member()
        }
        if case .composite(let value) = token.value {
            let members = value.members.map { "\(path).\($0.dotted)" }.joined(separator: ", ")
            return .failure(
                .notFound(
                    "'\(path)' is a \(token.type?.rawValue ?? "composite") token, computed member by member: explain one of \(members)",
                    suggestion: nil))
        }
        guard let plan = TokenPlan(token) else {
            let kind =
                token.uncomputable.map { "carried through untouched because \($0)" }
                ?? "a \(token.type?.rawValue ?? "untyped") token, carried through"
            return .failure(.notFound("'\(path)' is \(kind), not computed per screen", suggestion: nil))
        }
        var explanation = explained(token, plan: plan)
        (explanation.input, explanation.contexts) = (input, contexts)
        return .success(explanation)
    }

    /// A token computed per screen with every step of its plan: the answer for a token, and what
    /// a member alias nests for its target.
    func explained(_ token: ResolvedToken, plan: TokenPlan) -> Explanation {
        var trace: [ExplainStep]? = []
        let outcome = plan.evaluate(on: screen, reference: reference, trace: &trace)
        return Explanation(
            token: token, screen: screen, computation: .model(plan.model.kind),
            steps: (trace ?? []).map(Explanation.Step.init), outcome: outcome,
            chain: front.tokens.aliasChain(of: token), settings: SettingOrigins.of(token, blocks: front.blocks))
    }

    /// A composite's member (`font.body.fontSize`), or the closest path when there is none.
    private func member() -> Result<Explanation, Pipeline.ExplainFailure> {
        let tokens = front.tokens
        guard let (composite, member) = CompositeScaler.member(named: path, in: tokens) else {
            let members = tokens.tokens.flatMap { token -> [String] in
                guard case .composite(let value) = token.value else { return [] }
                return value.members.map { "\(token.path).\($0.dotted)" }
            }
            return .failure(
                Pipeline.notFound("no token '\(path)'", path, in: tokens.tokens.map(\.path.description) + members))
        }
        var explanation = explained(member, of: composite)
        (explanation.input, explanation.contexts) = (input, contexts)
        return .success(explanation)
    }
}
