/// Settings that would turn a non-negative token negative, found before evaluating it and
/// reported where they are written rather than screen by screen.
extension TokenPlan {
    /// A negative multiplier or clamp bound on a token whose base (and every `bases` value) is
    /// non-negative.
    func signProblems() -> [Diagnostic] {
        guard case .number(let v) = base, v >= 0, bases.rules.allSatisfy({ $0.value >= 0 }) else { return [] }
        let name = token.path.description
        let n = NumberText.plain
        var problems: [Diagnostic] = multipliers.rules.filter { $0.value < 0 }.map { rule in
            .error(
                .dimensValue,
                "multiplier \(n(rule.value)) for '\(rule.selector)' would turn the non-negative '\(name)' negative",
                at: rule.valueLocation, token: name)
        }
        for (bound, key) in [(token.settings.min, "min"), (token.settings.max, "max")] {
            guard let bound, bound.value < 0 else { continue }
            problems.append(
                .error(
                    .dimensValue, "\(key) \(n(bound.value)) is negative, but '\(name)' is non-negative",
                    at: bound.location, token: name))
        }
        return problems
    }
}
