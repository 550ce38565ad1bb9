extension TokenPlan {
    /// The result of evaluating a number token on one screen.
    enum NumberOutcome {
        case value(Double)
        case problem(EvaluationProblem)
    }

    /// `evaluate` for a token whose base is a number, without a trace, on plain `Double`s: the
    /// scale stage runs it for every value of every screen. The base and overrides are taken as
    /// `evaluate` takes them (ScaleTests check the two agree); the steps after are `numberSteps`.
    func evaluateNumber(
        _ base: Double, scale: Double, hasDensity: Bool, bases baseWinner: SelectorWinner,
        overrides overrideWinner: SelectorWinner, multipliers multiplierWinner: SelectorWinner, factor: ModelFactor
    ) -> NumberOutcome {
        var value = base
        switch baseWinner {
        case .ambiguous(let a, let b): return .problem(bases.ambiguity(a, b, "bases"))
        case .matched(let i): value = bases.rules[i].value * unitFactor
        case .none: break
        }
        switch overrideWinner {
        case .ambiguous(let a, let b): return .problem(overrides.ambiguity(a, b, "overrides"))
        case .matched(let i):
            guard case .number(let number) = overrides.rules[i].value else { return .value(.nan) }
            return .value(number)
        case .none: break
        }
        var trace: EvaluationTrace? = nil
        return numberSteps(
            value, scale: scale, hasDensity: hasDensity, multipliers: multiplierWinner.match(Double.self),
            factor: factor, trace: &trace)
    }

    /// The one definition of the steps after the base and overrides, on the number `value`: the
    /// model, the multiplier, the clamps and the rounding, each result checked for sign and
    /// finiteness; `trace`, when given, receives each step with its numbers.
    func numberSteps(
        _ value: Double, scale: Double, hasDensity: Bool, multipliers multiplierMatch: PreparedRules<Double>.Match,
        factor: ModelFactor, trace: inout EvaluationTrace?
    ) -> NumberOutcome {
        let n = NumberText.plain
        if model.kind == .physical, !hasDensity { return .problem(.unknownDensity) }
        var x = factor.apply(value)
        if trace != nil {
            trace!.note(
                "model \(model.kind.rawValue)",
                "\(model.formula(value, on: trace!.screen, reference: trace!.reference)) = \(n(x))")
        }
        if let problem = Self.checked(x, from: value, after: .model) { return .problem(problem) }
        switch multiplierMatch {
        case .ambiguous(let a, let b): return .problem(multipliers.ambiguity(a, b, "multipliers"))
        case .matched(let i):
            x *= multipliers.rules[i].value
            if trace != nil {
                trace!.note(
                    "multipliers",
                    "'\(multipliers.rules[i].selector)' matches\(multipliers.why(i, trace!.screen)): × \(n(multipliers.rules[i].value)) = \(n(x))"
                )
            }
            if let problem = Self.checked(x, from: value, after: .multiplier) { return .problem(problem) }
        case .none: break
        }
        let finishing = Finishing(minimum: minimum, maximum: maximum, rounding: rounding)
        x = finishing.clamp(x, trace: &trace)
        if let problem = Self.checked(x, from: value, after: .clamp) { return .problem(problem) }
        let rounded = finishing.round(x, scale: scale, trace: &trace)
        if let problem = Self.checked(rounded, from: value, after: .rounding) { return .problem(problem) }
        return .value(rounded == 0 ? 0 : rounded)
    }

    /// The sign and finiteness check every step's result passes (from base `v`).
    static func checked(_ x: Double, from v: Double, after step: EvaluationStep) -> EvaluationProblem? {
        if !x.isFinite { return .nonFinite(v: v, step: step) }
        if x < 0, v >= 0 { return .signFlipped(v: v, step: step) }
        return nil
    }
}

extension EvaluationTrace {
    /// Appends one step of an evaluation.
    mutating func note(_ title: String, _ detail: String) { steps.append(ExplainStep(title: title, detail: detail)) }

    /// Appends the step of the override `rules.rules[i]`, which matched this screen: its value is
    /// final.
    mutating func noteOverride<V>(_ rules: PreparedRules<V>, _ i: Int) {
        note(
            "overrides", "'\(rules.rules[i].selector)' matches \(screen.id)\(rules.why(i, screen)); the value is final")
    }
}

extension PreparedRules {
    /// Two rules of equal specificity that both match, as a problem of the rules named `name`.
    func ambiguity(_ a: Int, _ b: Int, _ name: String) -> EvaluationProblem {
        .ambiguous(rules[a].selector.description, rules[b].selector.description, rule: name, at: rules[b].location)
    }

    /// Why the rule `winner` won on `screen`, when others matched too.
    func why(_ winner: Int, _ screen: Screen) -> String {
        let beaten = rules.indices.filter { $0 != winner && rules[$0].selector.matches(screen) }
        guard !beaten.isEmpty else { return "" }
        return " (more specific than " + beaten.map { "'\(rules[$0].selector)'" }.joined(separator: ", ") + ")"
    }
}
