/// A token with its final type and value, after following its aliases: the scaling engine's input.
public struct ResolvedToken: Sendable {
    public var token: Token
    /// The `$type` it declares or takes from its alias target; nil when it has none (such a token
    /// is carried through).
    public var type: TokenType?
    public var value: TokenValue
    /// The tokens an alias went through to reach its value, nearest first; empty for literals.
    public var aliasChain: [TokenPath]
    public var settings: DimensSettings
    /// Why dimens carries the token through untouched instead of computing it (an unknown unit or
    /// type, no `$type`); nil for every token dimens understands.
    public var uncomputable: String?

    public var path: TokenPath { token.path }
}

/// The resolve stage's output: every token that resolved, in source order.
public struct ResolvedTokenSet: Sendable {
    public var tokens: [ResolvedToken]
}
