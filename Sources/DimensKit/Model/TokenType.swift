/// A token's `$type`: one of the DTCG 2025.10 types, dimens' `string` and `boolean` extensions, or
/// a name dimens does not know, kept as written so such tokens are carried through untouched.
public struct TokenType: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let color = TokenType(rawValue: "color")
    public static let dimension = TokenType(rawValue: "dimension")
    public static let fontFamily = TokenType(rawValue: "fontFamily")
    public static let fontWeight = TokenType(rawValue: "fontWeight")
    public static let duration = TokenType(rawValue: "duration")
    public static let cubicBezier = TokenType(rawValue: "cubicBezier")
    public static let number = TokenType(rawValue: "number")
    public static let strokeStyle = TokenType(rawValue: "strokeStyle")
    public static let border = TokenType(rawValue: "border")
    public static let transition = TokenType(rawValue: "transition")
    public static let shadow = TokenType(rawValue: "shadow")
    public static let gradient = TokenType(rawValue: "gradient")
    public static let typography = TokenType(rawValue: "typography")
    /// Extension: text that changes per screen (breakpoint model only).
    public static let string = TokenType(rawValue: "string")
    /// Extension: a flag that changes per screen (breakpoint model only).
    public static let boolean = TokenType(rawValue: "boolean")

    /// Every type dimens knows: DTCG's, then its own extensions.
    public static let known: [TokenType] = [
        .color, .dimension, .fontFamily, .fontWeight, .duration, .cubicBezier, .number, .strokeStyle, .border,
        .transition,
        .shadow, .gradient, .typography, .string, .boolean,
    ]

    public var description: String { rawValue }

    /// False for a `$type` name that is neither DTCG's nor a dimens extension.
    public var isKnown: Bool { Self.known.contains(self) }

    /// True for the types dimens adds to DTCG (reported as `dtcg.extension`).
    public var isExtension: Bool { self == .string || self == .boolean }

    /// True for the types dimens computes per screen as one value; composites are computed member
    /// by member, others are carried through untouched.
    public var isPerScreen: Bool { self == .dimension || self == .number || self == .string || self == .boolean }

    /// The composite types whose lengths dimens computes member by member.
    public var isComposite: Bool { self == .typography || self == .shadow || self == .border || self == .strokeStyle }
}
