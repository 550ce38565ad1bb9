/// Selector usage measured on a build's tokens: the rules of each per-screen token's plan.
extension SelectorUsage {
    /// Measures the rules of every per-screen token's plan on `screens`, each distinct rule list once.
    static func measure(_ plans: [TokenPlan?], screens: [Screen]) -> SelectorUsage {
        var usage = SelectorUsage()
        var memo: [[Selector]: [(matched: Bool, won: Bool, beatenBy: [Int])]] = [:]
        func record<Value>(_ rules: PreparedRules<Value>, kind: String, token: String) {
            guard !rules.isEmpty else { return }
            let selectors = rules.rules.map(\.selector)
            if memo[selectors] == nil { memo[selectors] = outcomes(rules, on: screens) }
            for (rule, outcome) in zip(rules.rules, memo[selectors]!) {
                var use = Use(
                    kind: kind, selector: rule.selector.description, token: token, matched: outcome.matched,
                    won: outcome.won,
                    beatenBy: outcome.beatenBy.map { rules.rules[$0].selector.description })
                if let known = usage.uses[rule.location] { use.merge(known) }
                usage.insert(use, at: rule.location)
            }
        }
        for case let plan? in plans {
            let name = plan.token.path.description
            record(plan.overrides, kind: "overrides", token: name)
            record(plan.bases, kind: "bases", token: name)
            record(plan.multipliers, kind: "multipliers", token: name)
        }
        return usage
    }
}
