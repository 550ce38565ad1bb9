/// A token's `$type`: one of the DTCG 2025.10 types, dimens' `string` and `boolean` extensions, or
/// a name dimens does not know, kept as written so such tokens are carried through untouched.
package struct TokenType: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    package var rawValue: String

    package init(rawValue: String) { self.rawValue = rawValue }

    package static let color = TokenType(rawValue: "color")
    package static let dimension = TokenType(rawValue: "dimension")
    package static let fontFamily = TokenType(rawValue: "fontFamily")
    package static let fontWeight = TokenType(rawValue: "fontWeight")
    package static let duration = TokenType(rawValue: "duration")
    package static let cubicBezier = TokenType(rawValue: "cubicBezier")
    package static let number = TokenType(rawValue: "number")
    package static let strokeStyle = TokenType(rawValue: "strokeStyle")
    package static let border = TokenType(rawValue: "border")
    package static let transition = TokenType(rawValue: "transition")
    package static let shadow = TokenType(rawValue: "shadow")
    package static let gradient = TokenType(rawValue: "gradient")
    package static let typography = TokenType(rawValue: "typography")
    /// Extension: text that changes per screen (breakpoint model only).
    package static let string = TokenType(rawValue: "string")
    /// Extension: a flag that changes per screen (breakpoint model only).
    package static let boolean = TokenType(rawValue: "boolean")

    /// Every type dimens knows: DTCG's, then its own extensions.
    package static let known: [TokenType] = [
        .color, .dimension, .fontFamily, .fontWeight, .duration, .cubicBezier, .number, .strokeStyle, .border,
        .transition,
        .shadow, .gradient, .typography, .string, .boolean,
    ]

    package var description: String { rawValue }

    /// False for a `$type` name that is neither DTCG's nor a dimens extension.
    package var isKnown: Bool { Self.known.contains(self) }

    /// True for the types dimens adds to DTCG (reported as `dtcg.extension`).
    package var isExtension: Bool { self == .string || self == .boolean }

    /// True for the types dimens computes per screen as one value; composites are computed member
    /// by member, others are carried through untouched.
    package var isPerScreen: Bool { self == .dimension || self == .number || self == .string || self == .boolean }

    /// The composite types whose lengths dimens computes member by member.
    package var isComposite: Bool { self == .typography || self == .shadow || self == .border || self == .strokeStyle }
}
