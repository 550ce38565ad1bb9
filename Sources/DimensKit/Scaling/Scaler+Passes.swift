/// The scale stage's passes: the distinct evaluations of the plans, run at once; each plain
/// token's values from them; then every token in the set's order, composites scaled member by
/// member after the plain tokens they may take values from.
extension Scaler {
    /// Each distinct evaluation of the plans, once: `jobs[resultOf[i]]` gives token i's values.
    struct DistinctJobs {
        var jobs: [Job] = []
        /// Nil for a token not computed per screen, or whose plan has a sign problem.
        var resultOf: [Int?]

        /// The jobs of `plans`; a plan with sign problems has none, its problems go to
        /// `diagnostics`.
        init(_ plans: [TokenPlan?], cache: inout ScaleCache, diagnostics: inout [Diagnostic]) {
            var jobIndex: [EvaluationKey: Int] = [:]
            resultOf = [Int?](repeating: nil, count: plans.count)
            for (i, plan) in plans.enumerated() {
                guard let plan else { continue }
                let problems = plan.signProblems()
                guard problems.isEmpty else {
                    diagnostics += problems
                    continue
                }
                let key = EvaluationKey(plan)
                if let shared = jobIndex[key] {
                    resultOf[i] = shared
                } else {
                    (jobIndex[key], resultOf[i]) = (jobs.count, jobs.count)
                    jobs.append(Job(plan, cache: &cache))
                }
            }
        }
    }

    /// Each token's values from its job's `results`; nil for a token without a job, or whose
    /// evaluation found problems (reported as the token's own, with a count that comes out
    /// fractional, in `diagnostics`).
    static func plainTokens(
        _ set: ResolvedTokenSet, plans: [TokenPlan?], distinct: DistinctJobs, results: [Evaluated],
        screens: [Screen], reference: ScalingReference, context: Context, cache: inout ScaleCache,
        diagnostics: inout [Diagnostic]
    ) -> [ScaledToken?] {
        var plain: [ScaledToken?] = []
        plain.reserveCapacity(set.tokens.count)
        for (i, token) in set.tokens.enumerated() {
            guard let shared = distinct.resultOf[i], let plan = plans[i] else {
                plain.append(nil)
                continue
            }
            var result = results[shared]
            if !result.problems.isEmpty, distinct.jobs[shared].plan.token.path != token.path {
                // Problems name the token's own rules: evaluate it again as itself.
                result = Job(plan, cache: &cache).run(context)
            }
            if result.problems.isEmpty {
                plain.append(ScaledToken(token: token, model: plan.model.kind, values: result.values))
                if let warning = fractionalCount(plan, values: result.values, screens: screens) {
                    diagnostics.append(warning)
                }
            } else {
                plain.append(nil)
                diagnostics += report(
                    result.problems.map { ($0.0, screens[$0.1]) }, plan: plan, reference: reference)
            }
        }
        return plain
    }

    /// Every token of `set` that has values, in order: the `plain` ones, composites scaled member
    /// by member (`CompositeScaler`, whose problems go to `diagnostics`), and the values carried
    /// through, their aliases followed.
    static func allTokens(
        _ set: ResolvedTokenSet, plain: [ScaledToken?], screens: [Screen], reference: ScalingReference,
        context: Context, cache: ScaleCache, diagnostics: inout [Diagnostic]
    ) -> [ScaledToken] {
        // Composites come second: their members may take the values of the tokens above.
        // Made only for a set with composites: it indexes every token.
        let hasComposites = set.tokens.contains { if case .composite = $0.value { true } else { false } }
        var composites =
            hasComposites
            ? CompositeScaler(
                screens: screens, reference: reference, cache: cache, context: context, plain: plain, set: set) : nil
        var scaled: [ScaledToken] = []
        scaled.reserveCapacity(set.tokens.count)
        let literals = AliasLiterals(set)
        for (i, token) in set.tokens.enumerated() {
            if let done = plain[i] {
                scaled.append(done)
            } else if case .composite = token.value {
                if let composite = composites?.scale(token) {
                    scaled.append(
                        ScaledToken(
                            token: token, model: CompositeScaler.model(of: token), values: .composite(composite)))
                }
            } else if case .other(let json) = token.value {
                scaled.append(
                    ScaledToken(token: token, model: nil, values: .constant(json.followingAliases(in: literals))))
            }
        }
        diagnostics += composites?.diagnostics ?? []
        return scaled
    }
}
