/// The answer to `ScaleRequest.factors`: each scaled profile's factor on every screen of the
/// table, the multiplier of its model there (`ModelParameters.factor(on:reference:)`, the very
/// number the scale stage multiplies a token's base by), so `base × factor` in the generated code
/// is the scale stage's model step bit for bit; the rounding after it is the profile's.
package struct ScaledFactors: Sendable {
    package var profiles: [ScaledProfile]
    /// `factors[p][s]`: profile `p`'s factor on screen `s` of the table.
    package var factors: [[Double]]

    /// The factors of `profiles` on `screens`, and an error for a profile whose factor is
    /// negative or not finite on some screen (a token of a positive base would be an error there:
    /// `scale.negative`, `scale.non-finite`); such a profile is left out.
    package static func compute(_ profiles: [ScaledProfile], screens: [Screen], reference: ScalingReference) -> (
        ScaledFactors, [Diagnostic]
    ) {
        var kept = ScaledFactors(profiles: [], factors: [])
        var diagnostics: [Diagnostic] = []
        for profile in profiles {
            let factors = screens.map { screen -> Double in
                let factor = profile.model.factor(on: screen, reference: reference)
                return factor.offset == 0 ? factor.multiplier : .nan
            }
            guard let bad = factors.indices.first(where: { !factors[$0].isFinite || factors[$0] < 0 }) else {
                kept.profiles.append(profile)
                kept.factors.append(factors)
                continue
            }
            let count = factors.filter { !$0.isFinite || $0 < 0 }.count
            let more = count > 1 ? " (and \(count - 1) more screen\(count == 2 ? "" : "s"))" : ""
            diagnostics.append(
                .error(
                    .configScaledFactor,
                    "the scaled profile '\(profile.name)' scales by \(NumberText.plain(factors[bad])) on \(screens[bad].id)\(more): a token of a positive base would not be a finite, non-negative number there: \(profile.model.formula(1, on: screens[bad], reference: reference))",
                    at: profile.location,
                    notes: [.init("change the model's parameters, or leave such screens out (catalog.include)")]))
        }
        return (kept, diagnostics)
    }

    /// The factors on the screens at `indexes`, in that order.
    package func picking(_ indexes: [Int]) -> ScaledFactors {
        ScaledFactors(profiles: profiles, factors: factors.map { row in indexes.map { row[$0] } })
    }
}
