/// Rounds a value to the pixel grid, whole points or half points, in one of three directions,
/// within a token's bounds.
package struct Rounding: Sendable, Hashable {
    package var target: RoundingTarget
    package var mode: RoundingMode

    package init(target: RoundingTarget, mode: RoundingMode) {
        self.target = target
        self.mode = mode
    }

    /// `nearest` rounds half away from zero; `down` toward zero (AdapterSwift's `Int(x)`);
    /// `up` away from zero. A value within 1e-9 of a grid line counts as on it, so that
    /// `16.333… × 3` does not round down to 48 through floating-point noise.
    package func apply(_ x: Double, scale: Double) -> Double {
        let rule: FloatingPointRoundingRule =
            switch mode {
            case .nearest: .toNearestOrAwayFromZero
            case .down: .towardZero
            case .up: .awayFromZero
            }
        return apply(x, scale: scale, rule: rule)
    }

    /// `apply` on a value already clamped to `lower...upper`, keeping it there (a `min`/`max`
    /// holds on every screen): where the rounding would carry it past a bound, it is rounded
    /// toward the inside instead (down under a maximum, up over a minimum); where no step of the
    /// grid lies between the bounds, the clamped value stays as it is.
    package func apply(_ x: Double, scale: Double, lower: Double?, upper: Double?) -> Double {
        var rounded = apply(x, scale: scale)
        if let upper, rounded > upper { rounded = apply(x, scale: scale, rule: .down) }
        if let lower, rounded < lower { rounded = apply(x, scale: scale, rule: .up) }
        if let upper, rounded > upper { return x }
        if let lower, rounded < lower { return x }
        return rounded
    }

    private func apply(_ x: Double, scale: Double, rule: FloatingPointRoundingRule) -> Double {
        let steps: Double
        switch target {
        case .none: return x
        case .pixel: steps = scale
        case .point: steps = 1
        case .half: steps = 2
        }
        let units = x * steps
        let nearest = units.rounded(.toNearestOrAwayFromZero)
        if abs(units - nearest) < 1e-9 { return nearest / steps }
        return units.rounded(rule) / steps
    }
}
