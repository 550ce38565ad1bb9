/// The validate stage's output: each token with its typed literal value (or its alias), and its
/// dimens settings merged from config defaults, groups and the token itself.
package struct ValidatedTokenSet: Sendable {
    /// What validation made of a token's `$value`.
    package enum ValueState: Sendable, Hashable {
        case literal(TokenValue)
        case alias(Reference)
        /// Well-formed but not computable (no `$type`, an unknown type or unit): carried through
        /// untouched, for the stated reason.
        case carried(String)
        /// Already reported; later stages skip the token.
        case invalid
    }

    package var tokens: TokenSet
    /// Parallel to `tokens.tokens`.
    package var values: [ValueState]
    /// Parallel to `tokens.tokens`.
    package var settings: [DimensSettings]
    /// The aliases written inside each literal value (composite members, gradient stops, …), with
    /// the types their places accept; parallel to `tokens.tokens`.
    package var aliases: [[TypedAlias]]
}
