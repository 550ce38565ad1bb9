/// The numeric model parameters a dimens block may set, by key.
package enum ModelParameter: String, CaseIterable, Sendable, Hashable {
    /// `i` of `fixed`: growth per point of the chosen dimension.
    case increment
    /// `k`: weight of the aspect-ratio term.
    case aspectRatioWeight
    /// `A0`: the aspect ratio at which the aspect-ratio term is zero.
    case aspectRatioReference
    /// `s` of `balanced` and `logarithmic`.
    case sensitivity
    /// `T` of `balanced`, in points.
    case threshold
    /// `e` of `power`.
    case exponent
    /// `f` of `moderate`.
    case factor
    /// Bounds of `fluid`: values in points, widths in points.
    case minValue, maxValue, minWidth, maxWidth
}
