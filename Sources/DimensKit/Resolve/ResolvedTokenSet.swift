/// A token with its final type and value, after following its aliases: the scaling engine's input.
public struct ResolvedToken: Sendable {
    public var token: Token
    public var type: TokenType
    public var value: TokenValue
    /// The tokens an alias went through to reach its value, nearest first; empty for literals.
    public var aliasChain: [TokenPath]
    public var settings: DimensSettings

    public var path: TokenPath { token.path }
}

/// The resolve stage's output: every token that resolved, in source order.
public struct ResolvedTokenSet: Sendable {
    public var tokens: [ResolvedToken]
}
