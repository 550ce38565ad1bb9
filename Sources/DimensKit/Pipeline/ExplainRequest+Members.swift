/// `dimens explain TOKEN.member`: a composite's member on the screen, with the steps the scale
/// stage (`CompositeScaler`) takes for it. A length written in the token is a dimension token
/// with the composite's settings; a member alias nests its target's explanation (a token's plan,
/// or another member's, followed to the token whose model computed it); a letter spacing in em
/// nests its fontSize's, then shows the product, the clamp and the rounding; an override naming
/// the member comes last, as in the build.
extension ExplainRequest {
    /// Member aliases nested deeper than this are a cycle, which the scale stage reports.
    static let deepest = 32

    /// The member's explanation, with the composite's settings its steps use; `showingSettings`
    /// is false for a member nested under another of the same composite, whose settings are
    /// printed above it.
    func explained(
        _ member: CompositeMember, of composite: ResolvedToken, showingSettings: Bool = true, depth: Int = 0
    ) -> Explanation {
        var single = composite
        single.token.path = TokenPath(composite.path.segments + member.path)
        let used = Self.settingsUsed(by: member.value)
        var explanation = Explanation(
            token: single, screen: screen, computation: .carried, steps: [], outcome: .success(.number(0)),
            chain: [],
            settings: !showingSettings
                ? [] : SettingOrigins.of(composite, blocks: front.blocks).filter { used?.contains($0.key) ?? true })
        var trace: EvaluationTrace? = EvaluationTrace(screen: screen, reference: reference)
        // The step that takes another value, explained under it; the trace's steps follow.
        var taken: Explanation.Step?
        var outcome: Outcome?
        switch member.value {
        case .length(let length):
            guard let plan = CompositeScaler.memberPlan(composite, member: member, length: length) else { break }
            var steps: [ExplainStep]? = []
            explanation.outcome = plan.evaluate(on: screen, reference: reference, trace: &steps)
            explanation.computation = .model(plan.model.kind)
            explanation.steps = (steps ?? []).map(Explanation.Step.init)
            return explanation
        case .alias(let alias):
            guard member.role.isNumeric, depth < Self.deepest,
                let target = target(of: alias, for: member, in: composite, depth: depth)
            else { break }
            explanation.computation = target.computation.taken(through: alias, from: target.token.path)
            taken = Explanation.Step(
                title: "alias",
                detail: "\(alias)'s value on this screen, already scaled (a member alias is never scaled again)",
                explained: target)
            outcome = Outcome(target.outcome)
        case .fontRelative(let em):
            guard depth < Self.deepest, let size = fontSize(of: member, in: composite, depth: depth) else { break }
            explanation.computation = .fontRelative(em: em)
            taken = Explanation.Step(
                title: "fontSize",
                detail: "\(size.token.path) on this screen, which \(NumberText.plain(em)) em is a fraction of",
                explained: size)
            outcome = fraction(em, of: size.outcome, in: composite, trace: &trace)
        case .number(let number):
            explanation.computation = .number
            trace?.note(
                "number", "\(NumberText.plain(number)) as written (a lineHeight ratio or a fontWeight), not scaled")
            outcome = .value(.number(number))
        case .json:
            break
        }
        guard var outcome else { return built(member, of: composite, into: explanation) }
        if case .value = outcome,
            let overridden = CompositeScaler.override(of: member, in: composite, on: screen, trace: &trace)
        {
            outcome = overridden
        }
        explanation.steps = [taken].compactMap { $0 } + (trace?.steps ?? []).map(Explanation.Step.init)
        explanation.outcome = outcome.result
        return explanation
    }

    /// The fontSize beside an em letter spacing `member`, explained (without the composite's
    /// settings, printed above it); nil when it is not a member written in the token.
    private func fontSize(of member: CompositeMember, in composite: ResolvedToken, depth: Int) -> Explanation? {
        guard case .composite(let value) = composite.value,
            let size = value.member(Array(member.path.dropLast()) + ["fontSize"]), !size.value.isFontRelative
        else { return nil }
        return explained(size, of: composite, showingSettings: false, depth: depth + 1)
    }

    /// `em` of the font size `size` on this screen, clamped and rounded as the scale stage does it;
    /// `trace` gets the product and each of those steps.
    private func fraction(
        _ em: Double, of size: Result<ScalarValue, EvaluationProblem>, in composite: ResolvedToken,
        trace: inout EvaluationTrace?
    ) -> Outcome {
        guard case .success(.number(let points)) = size else { return Outcome(size) }
        let x = em * points
        let n = NumberText.plain
        trace?.note("em", "\(n(em)) × \(n(points)) = \(n(x))")
        return .value(.number(CompositeScaler.finished(x, of: composite, scale: screen.device.scale, trace: &trace)))
    }

    /// The keys of the composite's settings that a step of a member holding `value` uses; nil for
    /// all of them (a length written in the token is computed with them all). A member that no
    /// model scales lists no model, so its header and its settings never disagree.
    static func settingsUsed(by value: MemberValue) -> Set<String>? {
        switch value {
        case .length: nil
        case .fontRelative: ["overrides", "min", "max", "round", "roundingMode"]
        case .alias, .number, .json: ["overrides"]
        }
    }

    /// What the member alias `alias` takes on this screen, explained: a token's plan, a number
    /// written in a token carried through (a fontWeight), or a member of a composite the scale
    /// stage computes before this one. Nil where the build takes something else (then the member
    /// is explained from its built value).
    private func target(of alias: Reference, for member: CompositeMember, in composite: ResolvedToken, depth: Int)
        -> Explanation?
    {
        guard let target = front.tokens.tokens.first(where: { $0.path == alias.target }) else { return nil }
        let inside = alias.valuePath ?? []
        let explanation: Explanation
        switch target.value {
        case .composite(let value):
            guard let part = value.member(inside), !part.value.isFontRelative else { return nil }
            if target.path == composite.path {
                // The scale stage takes a member of the same token only when computed before it.
                guard let at = value.members.firstIndex(of: part), let this = value.members.firstIndex(of: member),
                    at < this
                else { return nil }
            }
            explanation = explained(
                part, of: target, showingSettings: target.path != composite.path, depth: depth + 1)
        case .other(let json) where inside.isEmpty:
            let number = member.role == .fontWeight ? FontWeightName.number(json) : json.number?.double
            guard let number else { return nil }
            explanation = Explanation(
                token: target, screen: screen, computation: .number, steps: [], outcome: .success(.number(number)),
                chain: front.tokens.aliasChain(of: target))
        default:
            guard inside.isEmpty, let plan = TokenPlan(target) else { return nil }
            explanation = explained(target, plan: plan)
        }
        if case .success(let value) = explanation.outcome, case .number = value { return explanation }
        if case .failure = explanation.outcome { return explanation }
        return nil
    }

    /// The member explained from the value the scale stage gives it, for one whose steps are not
    /// taken apart (carried as written, an alias taking a whole composite or a text).
    private func built(_ member: CompositeMember, of composite: ResolvedToken, into explanation: Explanation)
        -> Explanation
    {
        var explanation = explanation
        if case .alias(let alias) = member.value { explanation.computation = .alias(alias, model: nil, of: nil) }
        switch CompositeScaler.built(member, of: composite, in: front.tokens, on: screen, reference: reference) {
        case .success(let value):
            explanation.steps = [Explanation.Step(title: "member", detail: CompositeScaler.source(of: member))]
            explanation.outcome = .success(value)
        case .failure(let failure):
            explanation.steps = [Explanation.Step(title: "error", detail: failure.message)]
            explanation.outcome = .failure(.unknownDensity)
        }
        return explanation
    }
}
