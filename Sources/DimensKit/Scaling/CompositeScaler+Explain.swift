/// `dimens explain TOKEN.member`: finding a member, and the parts of the scale stage's work on
/// one member that `explain` shows as steps (`ExplainRequest` puts them together).
extension CompositeScaler {
    /// The composite `path` names a member of (`font.body.fontSize` → `font.body`, `fontSize`),
    /// with the member's dotted path; nil when no composite's member has that path.
    package static func member(named path: String, in set: ResolvedTokenSet) -> (
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

    /// The composite's override naming `member` that matches `screen`, as the scale stage applies
    /// it after the member's own value (`overridden`; a length member's plan has its own): its
    /// value, with the step noted in `trace`, or a tie; nil when none matches.
    static func override(
        of member: CompositeMember, in token: ResolvedToken, on screen: Screen, trace: inout EvaluationTrace?
    ) -> Outcome? {
        let rules = PreparedRules(narrowed(token.settings.overrides, to: member.name))
        switch rules.match(screen) {
        case .none: return nil
        case .ambiguous(let a, let b): return .problem(rules.ambiguity(a, b, "overrides"))
        case .matched(let i):
            guard case .number(let value) = rules.rules[i].value else { return nil }
            trace?.noteOverride(rules, i)
            return .value(.number(value))
        }
    }

    /// The member's value on `screen` as the scale stage computes it, for a member whose steps
    /// `explain` does not take apart (one carried as written, an alias taking a whole composite):
    /// the value, or why there is none.
    static func built(
        _ member: CompositeMember, of token: ResolvedToken, in set: ResolvedTokenSet, on screen: Screen,
        reference: ScalingReference
    ) -> Result<ScalarValue, BuildFailure> {
        let (table, diagnostics) = Scaler.scale(set, screens: [screen], reference: reference)
        let scaled = table.tokens.first { $0.token.path == token.path }
        guard case .composite(let composite)? = scaled?.values,
            let values = composite.members.first(where: { $0.path == member.path })?.values
        else {
            return .failure(
                BuildFailure(message: diagnostics.first.map(\.message) ?? "the member could not be computed"))
        }
        let json = values.json(0)
        return .success(
            json.number.map { .number($0.double) } ?? json.string.map { .string($0) }
                ?? .string(JSONWriter.write(json, pretty: false)))
    }

    /// Why the scale stage gave a member no value: its first diagnostic.
    struct BuildFailure: Error {
        var message: String
    }

    /// Where a member whose steps are not taken apart gets its value.
    static func source(of member: CompositeMember) -> String {
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
