/// A token with its final type and value, after following its aliases: the scaling engine's input.
public struct ResolvedToken: Sendable {
    public var token: Token
    /// The `$type` it declares or takes from its alias target; nil when it has none (such a token
    /// is carried through).
    public var type: TokenType?
    public var value: TokenValue
    /// The token its alias names (one hop; nil for a literal). `ResolvedTokenSet.aliasChain`
    /// follows the hops.
    public var aliasTarget: TokenPath?
    public var settings: DimensSettings
    /// Why dimens carries the token through untouched instead of computing it (an unknown unit or
    /// type, no `$type`); nil for every token dimens understands.
    public var uncomputable: String?

    public var path: TokenPath { token.path }
}

/// The resolve stage's output: every token that resolved, in source order.
public struct ResolvedTokenSet: Sendable {
    public var tokens: [ResolvedToken]

    /// The tokens `token`'s alias goes through to reach its value, nearest first (for `explain`).
    public func aliasChain(of token: ResolvedToken) -> [ResolvedToken] {
        let index = Dictionary(tokens.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var chain: [ResolvedToken] = []
        var seen = Set<TokenPath>()
        var next = token.aliasTarget
        while let path = next, seen.insert(path).inserted, let hop = index[path] {
            chain.append(hop)
            next = hop.aliasTarget
        }
        return chain
    }
}
