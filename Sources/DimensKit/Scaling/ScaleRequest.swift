/// What an output asks the scale stage for beyond the catalogued screens (`OutputKind.scaleRequests`):
/// the driver gathers every output's requests and the scale stage answers each once.
package enum ScaleRequest: Sendable, Hashable {
    /// Every token on a probe screen at each whole width between the catalogued ones
    /// (`WidthQualifier.probes`), kept in `ScaledTable.probes`; `values` is how many values
    /// each probe screen holds, for the memory estimate made before the work.
    case probes(WidthQualifier, values: Int)
    /// Each profile of the config's `scaled` as a factor per screen of the table, kept in
    /// `ScaledTable.factors` (nothing when the config has no `scaled`).
    case factors
    /// Every token, unrounded, on synthetic web viewports of a platform's screens
    /// (`CSSViewports`), kept in `ScaledTable.viewports`: where the css output's clamps find
    /// their line and bounds.
    case viewports(Platform)
}
