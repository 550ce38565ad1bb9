/// One token's evaluation, prepared once and run on every screen: base → bases → overrides →
/// model → multipliers → clamp → rounding (the reference's "Scaling models" (Dimens.docc) gives this order).
package struct TokenPlan: Sendable {
    package var token: ResolvedToken
    package var model: ModelParameters
    /// The base value `v` in the model's unit (points, or inches for `physical`).
    package var base: ScalarValue
    var bases: PreparedRules<Double>
    var overrides: PreparedRules<ScalarValue>
    var multipliers: PreparedRules<Double>
    var minimum: Double?
    var maximum: Double?
    package var rounding: Rounding
    /// Converts a `bases` value written in the token's unit to the model's unit.
    var unitFactor: Double

    /// Points per `rem`, as in CSS.
    package static let pointsPerRem = 16.0

    /// A plan for a per-screen token (dimension, number, string, boolean); nil for other types.
    package init?(_ token: ResolvedToken) {
        let settings = token.settings
        switch token.value {
        case .dimension(let dimension):
            switch dimension.unit {
            case .px, .pt, .dp, .sp: unitFactor = 1
            case .rem: unitFactor = Self.pointsPerRem
            case .mm: unitFactor = 1 / 25.4
            case .cm: unitFactor = 1 / 2.54
            case .in: unitFactor = 1
            }
            base = .number(dimension.value * unitFactor)
            // Validation rejects `physical` on other units; inherited, it gives way to `fixed`.
            let inherited = settings.model?.value ?? .fixed
            let kind: ScalingModelKind =
                dimension.unit.isPhysical ? .physical : inherited == .physical ? .fixed : inherited
            model = ModelParameters(kind: kind, settings: settings)
            rounding = Rounding(target: settings.round?.value ?? .pixel, mode: settings.roundingMode?.value ?? .nearest)
        case .number(let number):
            unitFactor = 1
            base = .number(number)
            model = ModelParameters(kind: settings.model?.value ?? .none, settings: settings)
            rounding = Rounding(target: settings.round?.value ?? .none, mode: settings.roundingMode?.value ?? .nearest)
        case .string(let text):
            (unitFactor, base, rounding) = (1, .string(text), Rounding(target: .none, mode: .nearest))
            model = ModelParameters(kind: .breakpoint)
        case .boolean(let flag):
            (unitFactor, base, rounding) = (1, .boolean(flag), Rounding(target: .none, mode: .nearest))
            model = ModelParameters(kind: .breakpoint)
        case .other, .composite:
            return nil
        }
        self.token = token
        // Rules naming a member are for composites (a group may hold both kinds of token).
        bases = PreparedRules(settings.bases?.filter { $0.member == nil })
        overrides = PreparedRules(settings.overrides?.filter { $0.member == nil })
        multipliers = PreparedRules(settings.multipliers?.filter { $0.member == nil })
        minimum = settings.min?.value
        maximum = settings.max?.value
    }
}
