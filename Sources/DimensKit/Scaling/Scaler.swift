/// The scale stage: evaluates every per-screen token on every screen.
///
/// Problems (ambiguous selectors, non-finite or sign-flipped results, a physical length on a
/// screen of unknown density) become one diagnostic per token and kind, naming the first screen
/// and how many others are affected.
public enum Scaler {
    public static func scale(_ set: ResolvedTokenSet, screens: [Screen], reference: ScalingReference) -> (ScaledTable, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var cache = ScaleCache(screens: screens, reference: reference)
        let scales = screens.map(\.device.scale), densityKnown = screens.map { $0.device.ppi != nil }
        var scaled: [ScaledToken] = []
        scaled.reserveCapacity(set.tokens.count)
        for token in set.tokens {
            guard let plan = TokenPlan(token) else {
                guard case .other(let json) = token.value else { continue }
                scaled.append(ScaledToken(token: token, model: nil, values: .constant(json)))
                continue
            }
            var outcomes: [ScalarValue] = []
            outcomes.reserveCapacity(screens.count)
            var problems: [(EvaluationProblem, Screen)] = []
            let factors = cache.factors(for: plan.model)
            let bases = cache.winners(for: plan.bases), overrides = cache.winners(for: plan.overrides)
            let multipliers = cache.winners(for: plan.multipliers)
            var noTrace: EvaluationTrace? = nil
            for i in screens.indices {
                let outcome = plan.evaluate(
                    scale: scales[i], hasDensity: densityKnown[i], bases: bases[i].match(Double.self),
                    overrides: overrides[i].match(ScalarValue.self), multipliers: multipliers[i].match(Double.self),
                    factor: factors[i], trace: &noTrace)
                switch outcome {
                case .success(let value): outcomes.append(value)
                case .failure(let problem): problems.append((problem, screens[i])); outcomes.append(plan.base)
                }
            }
            if !problems.isEmpty {
                diagnostics += report(problems, plan: plan, reference: reference)
                continue
            }
            scaled.append(ScaledToken(token: token, model: plan.model.kind, values: pack(outcomes, like: plan.base)))
        }
        return (ScaledTable(reference: reference, screens: screens, tokens: scaled), diagnostics)
    }

    private static func pack(_ outcomes: [ScalarValue], like base: ScalarValue) -> ScaledToken.Values {
        switch base {
        case .number: .numbers(outcomes.map { if case .number(let x) = $0 { x } else { .nan } })
        case .string: .strings(outcomes.map { if case .string(let s) = $0 { s } else { "" } })
        case .boolean: .booleans(outcomes.map { if case .boolean(let b) = $0 { b } else { false } })
        }
    }

    private static func report(_ problems: [(EvaluationProblem, Screen)], plan: TokenPlan, reference: ScalingReference) -> [Diagnostic] {
        let token = plan.token.token
        let name = token.path.description
        var seen: [EvaluationProblem: (first: Screen, count: Int)] = [:]
        var order: [EvaluationProblem] = []
        for (problem, screen) in problems {
            let key = problem.kind
            if let entry = seen[key] { seen[key] = (entry.first, entry.count + 1) } else { seen[key] = (screen, 1); order.append(key) }
        }
        return order.map { key in
            let (screen, count) = seen[key]!
            let more = count > 1 ? " (and \(count - 1) more screen\(count == 2 ? "" : "s"))" : ""
            let original = problems.first { $0.0.kind == key && $0.1 == screen }!.0
            switch original {
            case .ambiguous(let a, let b, let rule, let location):
                return .error(.selectorAmbiguous, "'\(a)' and '\(b)' in \(rule) of '\(name)' both match \(screen.id)\(more) with equal specificity",
                              at: location, token: name, notes: [.init("make one selector more specific, e.g. '\(a)&\(screen.device.family.rawValue)', or remove one")])
            case .nonFinite(let v):
                let formula = plan.model.formula(v, on: screen, reference: reference)
                return .error(.scaleNonFinite, "'\(name)' is not a finite number on \(screen.id)\(more): \(formula)", at: token.valueLocation, token: name)
            case .signFlipped(let v):
                let formula = plan.model.formula(v, on: screen, reference: reference)
                return .error(.scaleNegative, "'\(name)' turns negative on \(screen.id)\(more): \(formula)", at: token.valueLocation, token: name)
            case .unknownDensity:
                return .error(.scaleUnknownDensity, "'\(name)' is a physical length, but \(screen.id)\(more) has no known pixel density",
                              at: token.valueLocation, token: name, notes: [.init("add an override for it (e.g. \"\(screen.device.family.rawValue)\": 44) or leave its family out with catalog.include")])
            }
        }
    }
}

extension EvaluationProblem {
    /// Problems of one kind (and, for ambiguity, one pair of selectors) are reported together.
    var kind: EvaluationProblem {
        switch self {
        case .ambiguous: self
        case .nonFinite: .nonFinite(v: 0)
        case .signFlipped: .signFlipped(v: 0)
        case .unknownDensity: .unknownDensity
        }
    }
}

extension DiagnosticCode {
    /// Two selectors of equal specificity match the same screen.
    public static let selectorAmbiguous = DiagnosticCode("selector.ambiguous")
    /// A model produced infinity or NaN.
    public static let scaleNonFinite = DiagnosticCode("scale.non-finite")
    /// A model turned a non-negative base negative.
    public static let scaleNegative = DiagnosticCode("scale.negative")
    /// A physical length on a screen whose pixel density is unknown.
    public static let scaleUnknownDensity = DiagnosticCode("scale.unknown-density")
}
