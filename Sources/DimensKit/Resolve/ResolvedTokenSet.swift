/// A token after resolution: its own definition, the value its aliases lead to, and its settings.
///
/// The fields live in one shared box: copying a token (the scale stage and the outputs keep it
/// beside each token's values) is one reference, and a change copies the box first when another
/// copy still shares it.
package struct ResolvedToken: Sendable {
    package init(
        token: Token, type: TokenType?, value: TokenValue, aliasTarget: TokenPath?, settings: DimensSettings,
        uncomputable: String?
    ) {
        fields = Fields(
            token: token, type: type, value: value, aliasTarget: aliasTarget, settings: settings,
            uncomputable: uncomputable)
    }

    package var token: Token {
        _read { yield fields.token }
        _modify { yield &unique.token }
    }
    /// The `$type` it declares or takes from its alias target; nil when it has none (such a token
    /// is carried through).
    package var type: TokenType? {
        _read { yield fields.type }
        _modify { yield &unique.type }
    }
    package var value: TokenValue {
        _read { yield fields.value }
        _modify { yield &unique.value }
    }
    /// The token its alias names (one hop; nil for a literal). `ResolvedTokenSet.aliasChain`
    /// follows the hops.
    package var aliasTarget: TokenPath? {
        _read { yield fields.aliasTarget }
        _modify { yield &unique.aliasTarget }
    }
    package var settings: DimensSettings {
        _read { yield fields.settings }
        _modify { yield &unique.settings }
    }
    /// Why dimens carries the token through untouched instead of computing it (an unknown unit or
    /// type, no `$type`); nil for every token dimens understands.
    package var uncomputable: String? {
        _read { yield fields.uncomputable }
        _modify { yield &unique.uncomputable }
    }

    package var path: TokenPath { fields.token.path }

    private var fields: Fields

    /// The box, copied first when another token shares it.
    private var unique: Fields {
        mutating get {
            if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
            return fields
        }
    }

    /// The fields of a token. Only `unique` hands out a box to change, and only a box no other
    /// token holds, so sharing one between threads never races.
    private final class Fields: @unchecked Sendable {
        var token: Token
        var type: TokenType?
        var value: TokenValue
        var aliasTarget: TokenPath?
        var settings: DimensSettings
        var uncomputable: String?

        init(
            token: Token, type: TokenType?, value: TokenValue, aliasTarget: TokenPath?, settings: DimensSettings,
            uncomputable: String?
        ) {
            (self.token, self.type, self.value) = (token, type, value)
            (self.aliasTarget, self.settings, self.uncomputable) = (aliasTarget, settings, uncomputable)
        }

        func copy() -> Fields {
            Fields(
                token: token, type: type, value: value, aliasTarget: aliasTarget, settings: settings,
                uncomputable: uncomputable)
        }
    }
}

/// The resolve stage's output: every token that resolved, in source order.
package struct ResolvedTokenSet: Sendable {
    package var tokens: [ResolvedToken]

    /// The tokens `token`'s alias goes through to reach its value, nearest first (for `explain`).
    package func aliasChain(of token: ResolvedToken) -> [ResolvedToken] {
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
