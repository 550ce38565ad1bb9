/// What went wrong evaluating one token on one screen.
public enum EvaluationProblem: Error, Sendable, Hashable {
    case ambiguous(String, String, rule: String, at: SourceLocation)
    case nonFinite(formula: String)
    case signFlipped(formula: String)
    case unknownDensity
}

/// One step of an evaluation, as `dimens explain` prints it.
public struct ExplainStep: Sendable, Hashable {
    public var title: String
    public var detail: String
}

extension TokenPlan {
    /// The token's value on `screen`. `trace`, when given, receives every step with its numbers.
    public func evaluate(
        on screen: Screen, reference: ScalingReference, trace: inout [ExplainStep]?
    ) -> Result<ScalarValue, EvaluationProblem> {
        let n = NumberText.plain
        func note(_ title: String, _ detail: @autoclosure () -> String) { trace?.append(ExplainStep(title: title, detail: detail())) }

        var v = base
        if case .number(let b) = base { note("base", "v = \(baseDescription(b))") }
        switch bases.match(screen) {
        case .ambiguous(let a, let b): return .failure(.ambiguous(bases.rules[a].selector.description, bases.rules[b].selector.description, rule: "bases", at: bases.rules[b].location))
        case .matched(let i):
            v = .number(bases.rules[i].value * unitFactor)
            note("bases", "'\(bases.rules[i].selector)' matches \(screen.id): v = \(n(bases.rules[i].value * unitFactor))\(why(bases, i, screen))")
        case .none: break
        }
        switch overrides.match(screen) {
        case .ambiguous(let a, let b): return .failure(.ambiguous(overrides.rules[a].selector.description, overrides.rules[b].selector.description, rule: "overrides", at: overrides.rules[b].location))
        case .matched(let i):
            note("overrides", "'\(overrides.rules[i].selector)' matches \(screen.id)\(why(overrides, i, screen)); the value is final")
            return .success(overrides.rules[i].value)
        case .none: break
        }
        guard case .number(let value) = v else {
            note("value", "no override matches; the base value stays")
            return .success(v)
        }
        if model.kind == .physical, screen.device.ppi == nil { return .failure(.unknownDensity) }
        var x = model.apply(value, on: screen, reference: reference)
        note("model \(model.kind.rawValue)", "\(model.formula(value, on: screen, reference: reference)) = \(n(x))")
        if !x.isFinite { return .failure(.nonFinite(formula: model.formula(value, on: screen, reference: reference))) }
        if x < 0, value >= 0 { return .failure(.signFlipped(formula: model.formula(value, on: screen, reference: reference))) }
        switch multipliers.match(screen) {
        case .ambiguous(let a, let b): return .failure(.ambiguous(multipliers.rules[a].selector.description, multipliers.rules[b].selector.description, rule: "multipliers", at: multipliers.rules[b].location))
        case .matched(let i):
            x *= multipliers.rules[i].value
            note("multipliers", "'\(multipliers.rules[i].selector)' matches\(why(multipliers, i, screen)): × \(n(multipliers.rules[i].value)) = \(n(x))")
        case .none: break
        }
        if let minimum, x < minimum { x = minimum; note("clamp", "raised to min \(n(minimum))") }
        if let maximum, x > maximum { x = maximum; note("clamp", "lowered to max \(n(maximum))") }
        let rounded = rounding.apply(x, scale: screen.device.scale)
        note("round", "\(rounding.target.rawValue), \(rounding.mode.rawValue) (scale \(n(screen.device.scale))): \(n(x)) → \(n(rounded))")
        return .success(.number(rounded == 0 ? 0 : rounded))
    }

    /// The token's value on `screen`, without a trace.
    public func evaluate(on screen: Screen, reference: ScalingReference) -> Result<ScalarValue, EvaluationProblem> {
        var trace: [ExplainStep]? = nil
        return evaluate(on: screen, reference: reference, trace: &trace)
    }

    /// `16`, or `9 mm = 0.354… in` where the unit was converted.
    private func baseDescription(_ v: Double) -> String {
        guard unitFactor != 1, case .dimension(let written) = token.value else { return NumberText.plain(v) }
        let unit = model.kind == .physical ? "in" : "pt"
        return "\(NumberText.plain(written.value)) \(written.unit.rawValue) = \(NumberText.plain(v)) \(unit)"
    }

    /// Why the matched selector won, when others matched too.
    private func why<V>(_ rules: PreparedRules<V>, _ winner: Int, _ screen: Screen) -> String {
        let beaten = rules.rules.indices.filter { $0 != winner && rules.rules[$0].selector.matches(screen) }
        guard !beaten.isEmpty else { return "" }
        return " (more specific than " + beaten.map { "'\(rules.rules[$0].selector)'" }.joined(separator: ", ") + ")"
    }
}
