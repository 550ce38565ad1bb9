/// The scale stage's output: every screen, and every token's value on each of them.
public struct ScaledTable: Sendable {
    public var reference: ScalingReference
    public var screens: [Screen]
    public var tokens: [ScaledToken]
}

/// One token's values, parallel to `ScaledTable.screens`; other DTCG types carry their value.
public struct ScaledToken: Sendable {
    /// Per-screen values of one type, stored compactly.
    public enum Values: Sendable, Hashable {
        case numbers([Double])
        case strings([String])
        case booleans([Bool])
        /// Not computed per screen: the resolved `$value`, carried through.
        case constant(JSONValue)
    }

    public var token: ResolvedToken
    /// The model used; nil for carried-through types.
    public var model: ScalingModelKind?
    public var values: Values
}
