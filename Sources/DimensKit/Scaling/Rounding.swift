/// Rounds a value to the pixel grid, whole points or half points, in one of three directions.
public struct Rounding: Sendable, Hashable {
    public var target: RoundingTarget
    public var mode: RoundingMode

    public init(target: RoundingTarget, mode: RoundingMode) {
        self.target = target
        self.mode = mode
    }

    /// `nearest` rounds half away from zero; `down` toward zero (AdapterSwift's `Int(x)`);
    /// `up` away from zero. A value within 1e-9 of a grid line counts as on it, so that
    /// `16.333… × 3` does not round down to 48 through floating-point noise.
    public func apply(_ x: Double, scale: Double) -> Double {
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
        let rule: FloatingPointRoundingRule =
            switch mode {
            case .nearest: .toNearestOrAwayFromZero
            case .down: .towardZero
            case .up: .awayFromZero
            }
        return units.rounded(rule) / steps
    }
}
