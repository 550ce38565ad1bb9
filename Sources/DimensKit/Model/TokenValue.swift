/// A token's value once typed: what the scaling engine and the outputs work with.
package enum TokenValue: Sendable, Hashable {
    case dimension(Dimension)
    case number(Double)
    case string(String)
    case boolean(Bool)
    /// A typography, shadow, border or stroke style (with a dash pattern), typed member by member.
    case composite(CompositeValue)
    /// Any other DTCG type (color, font family, transition, …), carried through untouched.
    case other(JSONValue)
}

/// A length with its unit, as in DTCG's `{"value": 16, "unit": "px"}`.
package struct Dimension: Sendable, Hashable {
    package var value: Double
    package var unit: DimensionUnit

    package init(_ value: Double, _ unit: DimensionUnit) {
        self.value = value
        self.unit = unit
    }
}

/// Units of a `dimension`: DTCG's `px` and `rem`, and dimens' extensions.
package enum DimensionUnit: String, CaseIterable, Sendable, Hashable {
    case px, rem
    /// Extension: iOS points, the same as `px` here.
    case pt
    /// Extensions: Android's density-independent and scale-independent pixels, one point each on
    /// Apple screens (both are 1/160 inch at the baseline density, as a point is at 1x).
    case dp, sp
    /// Extensions: physical lengths, converted with each device's real pixel density.
    case mm, cm, `in`

    package var isExtension: Bool { self != .px && self != .rem }
    package var isPhysical: Bool { self == .mm || self == .cm || self == .in }
}
