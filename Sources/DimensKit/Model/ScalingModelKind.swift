/// The scaling models of the reference's "Scaling models" (Dimens.docc), by their name in the dimens block's `model` key.
package enum ScalingModelKind: String, CaseIterable, Sendable, Hashable {
    case none, fixed, dynamic, percentage, breakpoint, balanced, logarithmic, power, moderate
    case fluid, diagonal, perimeter, fit, fill, physical
}
