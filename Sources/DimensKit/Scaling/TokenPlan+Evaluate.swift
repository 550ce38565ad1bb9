/// What went wrong evaluating one token on one screen.
package enum EvaluationProblem: Error, Sendable, Hashable, CustomStringConvertible {
    case ambiguous(String, String, rule: String, at: SourceLocation)
    /// A step gave infinity or NaN, from base `v`.
    case nonFinite(v: Double, step: EvaluationStep)
    /// A step turned the non-negative base `v` negative.
    case signFlipped(v: Double, step: EvaluationStep)
    case unknownDensity

    /// For people: what `explain` prints.
    package var description: String {
        switch self {
        case .ambiguous(let a, let b, let rule, _): "'\(a)' and '\(b)' in \(rule) both match with equal specificity"
        case .nonFinite(_, let step): "not a finite number after the \(step)"
        case .signFlipped(_, let step): "negative after the \(step), from a non-negative base"
        case .unknownDensity: "a physical length on a screen of unknown pixel density"
        }
    }
}

/// The step of an evaluation a value came out of, for problems found after it.
package enum EvaluationStep: String, Sendable, Hashable, CustomStringConvertible {
    case model, multiplier, clamp, rounding

    package var description: String { rawValue }
}

/// One step of an evaluation, as `dimens explain` prints it.
package struct ExplainStep: Sendable, Hashable {
    package var title: String
    package var detail: String
}

/// The result of one evaluation (a non-generic `Result`, cheaper in the scale stage's loop).
enum Outcome {
    case value(ScalarValue)
    case problem(EvaluationProblem)

    init(_ result: Result<ScalarValue, EvaluationProblem>) {
        switch result {
        case .success(let value): self = .value(value)
        case .failure(let problem): self = .problem(problem)
        }
    }

    var result: Result<ScalarValue, EvaluationProblem> {
        switch self {
        case .value(let value): .success(value)
        case .problem(let problem): .failure(problem)
        }
    }
}

/// The steps of one traced evaluation and the screen they describe.
struct EvaluationTrace {
    var screen: Screen
    var reference: ScalingReference
    var steps: [ExplainStep] = []
}

extension TokenPlan {
    /// The token's value on `screen`. `trace`, when given, receives every step with its numbers.
    package func evaluate(
        on screen: Screen, reference: ScalingReference, trace steps: inout [ExplainStep]?
    ) -> Result<ScalarValue, EvaluationProblem> {
        var trace = steps.map { EvaluationTrace(screen: screen, reference: reference, steps: $0) }
        let outcome = evaluate(
            scale: screen.device.scale, hasDensity: screen.device.ppi != nil, bases: bases.match(screen),
            overrides: overrides.match(screen), multipliers: multipliers.match(screen),
            factor: model.factor(on: screen, reference: reference), trace: &trace)
        steps = trace?.steps
        return outcome.result
    }

    /// The token's value on `screen`, without a trace.
    package func evaluate(on screen: Screen, reference: ScalingReference) -> Result<ScalarValue, EvaluationProblem> {
        var trace: [ExplainStep]? = nil
        return evaluate(on: screen, reference: reference, trace: &trace)
    }

    /// The one definition of a token's value on a screen, given the screen's pixel scale, whether
    /// its density is known, which selectors won there and the model's factor. The scale stage
    /// passes these from caches shared by all tokens.
    func evaluate(
        scale: Double, hasDensity: Bool, bases baseMatch: PreparedRules<Double>.Match,
        overrides overrideMatch: PreparedRules<ScalarValue>.Match,
        multipliers multiplierMatch: PreparedRules<Double>.Match,
        factor: ModelFactor, trace: inout EvaluationTrace?
    ) -> Outcome {
        let n = NumberText.plain
        func note(_ title: @autoclosure () -> String, _ detail: @autoclosure () -> String) {
            if trace != nil { trace!.note(title(), detail()) }
        }
        func ambiguous<V>(_ rules: PreparedRules<V>, _ a: Int, _ b: Int, _ name: String) -> Outcome {
            .problem(rules.ambiguity(a, b, name))
        }

        var v = base
        if case .number(let b) = base { note("base", "v = \(baseDescription(b))") }
        switch baseMatch {
        case .ambiguous(let a, let b): return ambiguous(bases, a, b, "bases")
        case .matched(let i):
            v = .number(bases.rules[i].value * unitFactor)
            note(
                "bases",
                "'\(bases.rules[i].selector)' matches \(trace!.screen.id): v = \(n(bases.rules[i].value * unitFactor))\(bases.why(i, trace!.screen))"
            )
        case .none: break
        }
        switch overrideMatch {
        case .ambiguous(let a, let b): return ambiguous(overrides, a, b, "overrides")
        case .matched(let i):
            trace?.noteOverride(overrides, i)
            return .value(overrides.rules[i].value)
        case .none: break
        }
        guard case .number(let value) = v else {
            note("value", "no override matches; the base value stays")
            return .value(v)
        }
        switch numberSteps(
            value, scale: scale, hasDensity: hasDensity, multipliers: multiplierMatch, factor: factor, trace: &trace)
        {
        case .value(let x): return .value(.number(x))
        case .problem(let problem): return .problem(problem)
        }
    }

    /// `16`, or `9 mm = 0.354… in` where the unit was converted.
    private func baseDescription(_ v: Double) -> String {
        guard unitFactor != 1, case .dimension(let written) = token.value else { return NumberText.plain(v) }
        let unit = model.kind == .physical ? "in" : "pt"
        return "\(NumberText.plain(written.value)) \(written.unit.rawValue) = \(NumberText.plain(v)) \(unit)"
    }
}
