/// Members whose value comes from elsewhere: an alias (another token's values) or a length in
/// em (of its layer's font size, computed after every other member), and how such a length is
/// finished.
extension CompositeScaler {
    /// A length derived from another (em of a font size) on a screen of pixel `scale`: clamped and
    /// rounded as the token's lengths are, but not multiplied again; `trace` gets each step.
    static func finished(_ x: Double, of token: ResolvedToken, scale: Double, trace: inout EvaluationTrace?)
        -> Double
    {
        let settings = token.settings
        let finishing = Finishing(
            minimum: settings.min?.value, maximum: settings.max?.value,
            rounding: Rounding(target: settings.round?.value ?? .pixel, mode: settings.roundingMode?.value ?? .nearest))
        let rounded = finishing.round(finishing.clamp(x, trace: &trace), scale: scale, trace: &trace)
        return rounded == 0 ? 0 : rounded
    }
}

extension MemberValue {
    var isAlias: Bool { if case .alias = self { true } else { false } }
    var isFontRelative: Bool { if case .fontRelative = self { true } else { false } }
}
