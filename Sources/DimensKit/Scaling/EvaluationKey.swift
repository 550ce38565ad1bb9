/// Everything a token's per-screen evaluation reads, and nothing else: two plans with equal keys
/// give the same values on every screen. Design systems repeat themselves (the same 16-point
/// padding under a hundred names, the same overrides on every size of a scale), so the scale
/// stage evaluates each distinct key once and the tokens that share it share its values.
///
/// Where rules are written is left out; a result with problems is evaluated again for each of
/// its tokens, so every diagnostic still points at that token's own rules.
struct EvaluationKey: Hashable {
    /// A rule as evaluation reads it: its selector and value, not where it is written.
    struct Rule<Value: Hashable>: Hashable {
        var selector: Selector
        var value: Value
    }

    var model: ModelParameters
    var base: ScalarValue
    var bases: [Rule<Double>]
    var overrides: [Rule<ScalarValue>]
    var multipliers: [Rule<Double>]
    var minimum: Double?
    var maximum: Double?
    var rounding: Rounding
    var unitFactor: Double

    init(_ plan: TokenPlan) {
        model = plan.model
        base = plan.base
        bases = plan.bases.rules.map { Rule(selector: $0.selector, value: $0.value) }
        overrides = plan.overrides.rules.map { Rule(selector: $0.selector, value: $0.value) }
        multipliers = plan.multipliers.rules.map { Rule(selector: $0.selector, value: $0.value) }
        minimum = plan.minimum
        maximum = plan.maximum
        rounding = plan.rounding
        unitFactor = plan.unitFactor
    }
}
