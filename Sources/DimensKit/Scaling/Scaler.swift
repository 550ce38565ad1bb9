/// The scale stage: evaluates every per-screen token on every screen.
///
/// Problems (ambiguous selectors, non-finite or sign-flipped results after any step, a physical
/// length on a screen of unknown density) become one diagnostic per token and kind, naming the
/// first screen and how many others are affected. A negative multiplier or clamp bound on a
/// non-negative token is reported once, where it is written.
package enum Scaler {
    /// Scales `set` on `screens`; `plans` are the tokens' plans when the caller has made them
    /// (one per token, nil for a token not computed per screen).
    package static func scale(
        _ set: ResolvedTokenSet, screens: [Screen], reference: ScalingReference, plans: [TokenPlan?]? = nil
    ) -> (ScaledTable, [Diagnostic]) {
        var cache = ScaleCache(screens: screens, reference: reference)
        var diagnostics: [Diagnostic] = []
        let plans = plans ?? set.tokens.map(TokenPlan.init)
        // Each distinct evaluation is run once.
        let distinct = DistinctJobs(plans, cache: &cache, diagnostics: &diagnostics)
        let context = Context(scales: screens.map(\.device.scale), densityKnown: screens.map { $0.device.ppi != nil })
        let results = run(distinct.jobs, context)
        let plain = plainTokens(
            set, plans: plans, distinct: distinct, results: results, screens: screens, reference: reference,
            context: context, cache: &cache, diagnostics: &diagnostics)
        let scaled = allTokens(
            set, plain: plain, screens: screens, reference: reference, context: context, cache: cache,
            diagnostics: &diagnostics)
        return (ScaledTable(reference: reference, screens: screens, tokens: scaled), diagnostics)
    }

    /// Runs `jobs` on both cores (or however many there are), results in order.
    static func run(_ jobs: [Job], _ context: Context) -> [Evaluated] {
        var results = [Evaluated?](repeating: nil, count: jobs.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = DisjointSlots(buffer: buffer)
            let chunks = min(jobs.count, 64)
            // Strided, so that costly jobs written next to each other land in different chunks.
            ClaimedJobs.run(chunks, helpers: ParallelChunks.helpers) { chunk in
                for i in stride(from: chunk, to: jobs.count, by: chunks) { slots.buffer[i] = jobs[i].run(context) }
            }
        }
        return results.map { $0! }
    }

    /// A warning when a number written whole (a column count) comes out fractional: a model made
    /// it so, which a count cannot be, or pixel rounding on a screen whose density is not a whole
    /// multiple (Android's 2.625×: 1 → 3 px → 1.1429) (`scale.fractional-number`).
    static func fractionalCount(_ plan: TokenPlan, values: ScaledToken.Values, screens: [Screen]) -> Diagnostic? {
        guard plan.token.type == .number, case .number(let base) = plan.base, base.rounded() == base,
            case .numbers(let numbers) = values
        else { return nil }
        let byModel = ![.none, .breakpoint].contains(plan.model.kind)
        let fractionalGrid = { (screen: Int) in
            plan.rounding.target == .pixel && screens[screen].device.scale.rounded() != screens[screen].device.scale
        }
        let fractional = numbers.indices.filter {
            numbers[$0].rounded() != numbers[$0] && (byModel || fractionalGrid($0))
        }
        guard let first = fractional.first else { return nil }
        let name = plan.token.path.description
        let count = fractional.count
        let more = count > 1 ? " (and \(count - 1) more screen\(count == 2 ? "" : "s"))" : ""
        let cause =
            byModel
            ? "the \(plan.model.kind.rawValue) model makes a whole number fractional"
            : "pixel rounding at \(NumberText.plain(screens[first].device.scale))× makes a whole number fractional"
        return .warning(
            .scaleFractionalNumber,
            "'\(name)' is \(NumberText.plain(base)) as written but \(NumberText.decimals(numbers[first])) on \(screens[first].id)\(more): \(cause)",
            at: plan.token.token.location, token: name,
            notes: [
                .init(
                    byModel
                        ? "a count (columns, items) keeps its value with the model none, or rounds with \"round\": \"point\""
                        : "a count (columns, items) keeps its value with \"round\": \"none\" or \"point\"")
            ])
    }

    /// Per-screen facts the loop needs, as plain arrays.
    struct Context: Sendable {
        var scales: [Double]
        var densityKnown: [Bool]
    }

    /// One token's values and the problems found, by screen index.
    struct Evaluated: Sendable {
        var values: ScaledToken.Values
        var problems: [(EvaluationProblem, Int)]
    }

    /// One token's plan with the cached model factors and selector winners of every screen.
    struct Job: Sendable {
        var plan: TokenPlan
        var factors: [ModelFactor]
        var bases: [SelectorWinner]
        var overrides: [SelectorWinner]
        var multipliers: [SelectorWinner]

        init(_ plan: TokenPlan, cache: inout ScaleCache) {
            self.plan = plan
            factors = cache.factors(for: plan.model)
            bases = cache.winners(for: plan.bases)
            overrides = cache.winners(for: plan.overrides)
            multipliers = cache.winners(for: plan.multipliers)
        }

        func run(_ context: Context) -> Evaluated {
            var problems: [(EvaluationProblem, Int)] = []
            /// Evaluates a string or boolean token on every screen, keeping what `extract` takes.
            func collect<T>(_ extract: (ScalarValue) -> T) -> [T] {
                var values: [T] = []
                values.reserveCapacity(factors.count)
                var noTrace: EvaluationTrace? = nil
                for i in factors.indices {
                    let outcome = plan.evaluate(
                        scale: context.scales[i], hasDensity: context.densityKnown[i],
                        bases: bases[i].match(Double.self),
                        overrides: overrides[i].match(ScalarValue.self), multipliers: multipliers[i].match(Double.self),
                        factor: factors[i], trace: &noTrace)
                    switch outcome {
                    case .value(let value): values.append(extract(value))
                    case .problem(let problem):
                        problems.append((problem, i))
                        values.append(extract(plan.base))
                    }
                }
                return values
            }
            let values: ScaledToken.Values =
                switch plan.base {
                case .number(let base):
                    .numbers(
                        factors.indices.map { i in
                            let outcome = plan.evaluateNumber(
                                base, scale: context.scales[i], hasDensity: context.densityKnown[i], bases: bases[i],
                                overrides: overrides[i], multipliers: multipliers[i], factor: factors[i])
                            switch outcome {
                            case .value(let value): return value
                            case .problem(let problem):
                                problems.append((problem, i))
                                return base
                            }
                        })
                case .string: .strings(collect { if case .string(let text) = $0 { text } else { "" } })
                case .boolean: .booleans(collect { if case .boolean(let flag) = $0 { flag } else { false } })
                }
            return Evaluated(values: values, problems: problems)
        }
    }

    static func report(_ problems: [(EvaluationProblem, Screen)], plan: TokenPlan, reference: ScalingReference)
        -> [Diagnostic]
    {
        let token = plan.token.token
        let name = token.path.description
        var seen: [EvaluationProblem: (first: Screen, count: Int)] = [:]
        var order: [EvaluationProblem] = []
        for (problem, screen) in problems {
            let key = problem.kind
            if let entry = seen[key] {
                seen[key] = (entry.first, entry.count + 1)
            } else {
                seen[key] = (screen, 1)
                order.append(key)
            }
        }
        return order.map { key in
            let (screen, count) = seen[key]!
            let more = count > 1 ? " (and \(count - 1) more screen\(count == 2 ? "" : "s"))" : ""
            let original = problems.first { $0.0.kind == key && $0.1 == screen }!.0
            switch original {
            case .ambiguous(let a, let b, let rule, let location):
                return .error(
                    .selectorAmbiguous,
                    "'\(a)' and '\(b)' in \(rule) of '\(name)' both match \(screen.id)\(more) with equal specificity",
                    at: location, token: name,
                    notes: [
                        .init(
                            "make one selector more specific, e.g. '\(a)&\(screen.device.family.rawValue)', or remove one"
                        )
                    ])
            case .nonFinite(let v, let step):
                let formula = plan.model.formula(v, on: screen, reference: reference)
                let after = step == .model ? "" : " after the \(step)"
                return .error(
                    .scaleNonFinite, "'\(name)' is not a finite number\(after) on \(screen.id)\(more): \(formula)",
                    at: token.valueLocation, token: name)
            case .signFlipped(let v, let step):
                let formula = plan.model.formula(v, on: screen, reference: reference)
                let after = step == .model ? "" : " after the \(step)"
                return .error(
                    .scaleNegative, "'\(name)' turns negative\(after) on \(screen.id)\(more): \(formula)",
                    at: token.valueLocation, token: name)
            case .unknownDensity:
                return .error(
                    .scaleUnknownDensity,
                    "'\(name)' is a physical length, but \(screen.id)\(more) has no known pixel density",
                    at: token.valueLocation, token: name,
                    notes: [
                        .init(
                            "add an override for it (e.g. \"\(screen.device.family.rawValue)\": 44) or leave its family out with catalog.include"
                        )
                    ])
            }
        }
    }
}

extension EvaluationProblem {
    /// Problems of one kind (and, for ambiguity, one pair of selectors) are reported together.
    var kind: EvaluationProblem {
        switch self {
        case .ambiguous: self
        case .nonFinite(_, let step): .nonFinite(v: 0, step: step)
        case .signFlipped(_, let step): .signFlipped(v: 0, step: step)
        case .unknownDensity: .unknownDensity
        }
    }
}

extension DiagnosticCode {
    /// A number written whole that a model makes fractional (a warning).
    package static let scaleFractionalNumber = DiagnosticCode("scale.fractional-number")
    /// Two selectors of equal specificity match the same screen.
    package static let selectorAmbiguous = DiagnosticCode("selector.ambiguous")
    /// A model produced infinity or NaN.
    package static let scaleNonFinite = DiagnosticCode("scale.non-finite")
    /// A model turned a non-negative base negative.
    package static let scaleNegative = DiagnosticCode("scale.negative")
    /// A physical length on a screen whose pixel density is unknown.
    package static let scaleUnknownDensity = DiagnosticCode("scale.unknown-density")
}
