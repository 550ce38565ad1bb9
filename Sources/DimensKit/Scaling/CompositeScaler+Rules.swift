/// The rules of a composite's members: overrides naming a member, which of a token's own rules
/// cannot apply to it, and the plan of one length member with the rules that name it.
extension CompositeScaler {
    /// `values` with the composite's overrides that name `member` applied where they match.
    mutating func overridden(_ values: [Double], member: CompositeMember, token: ResolvedToken) -> [Double] {
        let rules = PreparedRules(Self.narrowed(token.settings.overrides, to: member.name))
        guard !rules.isEmpty else { return values }
        var result = values
        for (screen, winner) in cache.winners(for: rules).enumerated() {
            switch winner.match(ScalarValue.self) {
            case .matched(let i): if case .number(let x) = rules.rules[i].value { result[screen] = x }
            case .ambiguous(let a, let b):
                let location = rules.rules[b].location
                guard reportedTies.insert(location).inserted else { continue }
                diagnostics.append(
                    .error(
                        .selectorAmbiguous,
                        "'\(rules.rules[a].selector)' and '\(rules.rules[b].selector)' in overrides of '\(token.path).\(member.dotted)' both match \(screens[screen].id) with equal specificity",
                        at: location, token: token.path.description))
            case .none: break
            }
        }
        return result
    }

    /// The token's own rules that cannot apply: naming a member it does not have with a number,
    /// or a base or multiplier for a member whose value is not a length written in the token (an
    /// alias's value is never scaled again; a ratio or a weight is not scaled).
    mutating func checkMemberRules(of token: ResolvedToken, value: CompositeValue) {
        let numeric = Set(value.members.filter(\.role.isNumeric).map(\.name))
        let written = Set(value.members.filter { if case .length = $0.value { true } else { false } }.map(\.name))
        for rule in token.settings.allRules
        where token.settings.ownRules.contains(rule.location) && reportedRules.insert(rule.location).inserted {
            guard let member = rule.member else { continue }
            if !numeric.contains(member) {
                diagnostics.append(
                    .error(
                        .dimensValue,
                        "'\(member)' in \(rule.key) is not a member of '\(token.path)' that holds a number",
                        at: rule.location, token: token.path.description,
                        notes: Suggestion.note(for: member, in: numeric.sorted())))
            } else if rule.key != "overrides", !written.contains(member) {
                diagnostics.append(
                    .error(
                        .dimensValue,
                        "'\(member)' in \(rule.key) of '\(token.path)' is not a length written in the token, so nothing scales it",
                        at: rule.location, token: token.path.description,
                        notes: [
                            .init(
                                "an aliased member keeps its token's value on each screen, and a ratio or a weight stays as written; an override naming it still applies"
                            )
                        ]))
            }
        }
    }

    /// The plan of one length member: the composite's settings with its overrides and bases
    /// narrowed to those naming the member, and its multipliers to those naming the member or
    /// none. Its path is the member's (`font.body.fontSize`), for messages and `explain`.
    static func memberPlan(_ token: ResolvedToken, member: CompositeMember, length: Dimension) -> TokenPlan? {
        var single = token
        single.token.path = TokenPath(token.path.segments + member.path)
        single.type = .dimension
        single.value = .dimension(length)
        single.aliasTarget = nil
        single.settings.overrides = narrowed(token.settings.overrides, to: member.name)
        single.settings.bases = narrowed(token.settings.bases, to: member.name)
        single.settings.multipliers = token.settings.multipliers?.filter {
            $0.member == nil || $0.member == member.name
        }
        .map {
            var rule = $0
            rule.member = nil
            return rule
        }
        return TokenPlan(single)
    }

    static func narrowed<Value>(_ rules: [SelectorRule<Value>]?, to member: String) -> [SelectorRule<Value>]? {
        rules.map {
            $0.filter { $0.member == member }.map {
                var rule = $0
                rule.member = nil
                return rule
            }
        }
    }
}
