/// The last steps of a length: clamped to `min`/`max`, then rounded inside them. The one
/// definition for a token's value (`TokenPlan`) and for a member derived from another (a letter
/// spacing in em of its font size), so `explain` shows each as the build does it.
struct Finishing: Sendable {
    var minimum: Double?
    var maximum: Double?
    var rounding: Rounding

    /// `x` raised to the minimum or lowered to the maximum; `trace` gets the step when one applies.
    func clamp(_ x: Double, trace: inout EvaluationTrace?) -> Double {
        let n = NumberText.plain
        var x = x
        if let minimum, x < minimum {
            x = minimum
            trace?.note("clamp", "raised to min \(n(minimum))")
        }
        if let maximum, x > maximum {
            x = maximum
            trace?.note("clamp", "lowered to max \(n(maximum))")
        }
        return x
    }

    /// `x` (already clamped) rounded on a screen of pixel `scale`, kept within the bounds;
    /// `trace` gets the step with its mode and scale.
    func round(_ x: Double, scale: Double, trace: inout EvaluationTrace?) -> Double {
        let rounded = rounding.apply(x, scale: scale, lower: minimum, upper: maximum)
        if trace != nil {
            let n = NumberText.plain
            let inside = rounded != rounding.apply(x, scale: scale) ? ", toward the inside of min/max" : ""
            trace!.note(
                "round",
                "\(rounding.target.rawValue), \(rounding.mode.rawValue)\(inside) (scale \(n(scale))): \(n(x)) → \(n(rounded))"
            )
        }
        return rounded
    }
}
