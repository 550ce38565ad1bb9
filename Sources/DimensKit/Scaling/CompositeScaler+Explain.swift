/// `dimens explain TOKEN.member`: one member of a composite on one screen, step by step.
extension CompositeScaler {
    /// What `explain` shows of one member.
    public struct MemberExplanation: Sendable {
        /// The member as a token of its own (path `font.body.fontSize`), for the header.
        public var token: ResolvedToken
        public var model: ScalingModelKind
        public var steps: [ExplainStep]
        public var outcome: Result<ScalarValue, EvaluationProblem>
    }

    /// The composite `path` names a member of (`font.body.fontSize` → `font.body`, `fontSize`),
    /// with the member's dotted path; nil when no composite's member has that path.
    public static func member(named path: String, in set: ResolvedTokenSet) -> (
        token: ResolvedToken, member: CompositeMember
    )? {
        let segments = TokenPath(dotted: path).segments
        for split in stride(from: segments.count - 1, to: 0, by: -1) {
            let prefix = TokenPath(Array(segments[..<split]))
            let rest = Array(segments[split...])
            guard let token = set.tokens.first(where: { $0.path == prefix }), case .composite(let value) = token.value,
                let member = value.member(rest)
            else { continue }
            return (token, member)
        }
        return nil
    }

    /// The member on `screen`: a length's every step as a dimension token's, any other member's
    /// value and where it comes from.
    public static func explain(
        _ member: CompositeMember, of token: ResolvedToken, in set: ResolvedTokenSet, on screen: Screen,
        reference: ScalingReference
    ) -> MemberExplanation {
        var single = token
        single.token.path = TokenPath(token.path.segments + member.path)
        if case .length(let length) = member.value, let plan = memberPlan(token, member: member, length: length) {
            var trace: [ExplainStep]? = []
            let outcome = plan.evaluate(on: screen, reference: reference, trace: &trace)
            return MemberExplanation(token: plan.token, model: plan.model.kind, steps: trace ?? [], outcome: outcome)
        }
        let (table, diagnostics) = Scaler.scale(set, screens: [screen], reference: reference)
        let scaled = table.tokens.first { $0.token.path == token.path }
        guard case .composite(let composite)? = scaled?.values,
            let values = composite.members.first(where: { $0.path == member.path })?.values
        else {
            let why = diagnostics.first.map(\.message) ?? "the member could not be computed"
            return MemberExplanation(
                token: single, model: .none, steps: [ExplainStep(title: "error", detail: why)],
                outcome: .failure(.unknownDensity))
        }
        let json = values.json(0)
        let value: ScalarValue =
            json.number.map { .number($0.double) } ?? json.string.map { .string($0) }
            ?? .string(JSONWriter.write(json, pretty: false))
        return MemberExplanation(
            token: single, model: .none, steps: [ExplainStep(title: "member", detail: source(of: member))],
            outcome: .success(value))
    }

    /// Where a member that is not a length of its own gets its value.
    private static func source(of member: CompositeMember) -> String {
        switch member.value {
        case .alias(let reference):
            "\(reference)'s value on this screen, already scaled (a member alias is never scaled again); an override naming the member wins"
        case .fontRelative(let em):
            "\(NumberText.plain(em)) em: that fraction of fontSize on this screen; an override naming the member wins"
        case .number:
            "a number as written (a lineHeight ratio or a fontWeight), not scaled; an override naming the member wins"
        case .json: "carried as written"
        case .length: "a length"
        }
    }
}
