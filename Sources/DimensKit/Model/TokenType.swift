/// A token's `$type`: the DTCG 2025.10 types plus dimens' `string` and `boolean` extensions.
public enum TokenType: String, CaseIterable, Sendable, Hashable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography
    /// Extension: text that changes per screen (breakpoint model only).
    case string
    /// Extension: a flag that changes per screen (breakpoint model only).
    case boolean

    /// True for the types dimens adds to DTCG (reported under `--strict`).
    public var isExtension: Bool { self == .string || self == .boolean }

    /// True for the types dimens computes per screen; others are carried through untouched.
    public var isPerScreen: Bool {
        switch self {
        case .dimension, .number, .string, .boolean: true
        default: false
        }
    }
}
