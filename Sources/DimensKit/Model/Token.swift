/// One token as written in a token file, with what it inherited from its groups.
///
/// Produced by the load stage; its `$value` is still raw JSON (validation types it, resolution
/// follows its alias).
package struct Token: Sendable {
    /// DTCG `$deprecated`: a flag or an explanation.
    package enum Deprecation: Sendable, Hashable {
        case deprecated
        case reason(String)
    }

    package var path: TokenPath
    /// Where the token's name is written; the json output's `source`.
    package var location: SourceLocation
    /// The raw `$value`.
    package var value: JSONValue
    /// `$type` on the token itself.
    package var ownType: Located<TokenType>?
    /// `$type` of the nearest group that has one.
    package var groupType: Located<TokenType>?
    /// True when a `$type` on the token or its groups was present but invalid (already reported).
    package var hasInvalidType = false
    package var description: String?
    package var deprecated: Deprecation?
    /// `$extensions`, carried through untouched.
    package var extensions: JSONObject?
    /// The dimens blocks that apply, outermost first (config defaults, groups, the config's
    /// rules, then the token's own).
    package var dimensBlocks: [DimensBlockID] = []
    /// The path patterns of the config's rules that apply, in order (the json output records
    /// them so `dimens diff` can name a rule that changed a token).
    package var rules: [String] = []

    package var file: String { location.file }

    /// Where the `$value` is written.
    package var valueLocation: SourceLocation { location.at(value.position) }

    /// `$type` as the token declares it or inherits it from a group (not from an alias target).
    package var declaredType: Located<TokenType>? { ownType ?? groupType }
}

/// An index into `TokenSet.dimensBlocks`.
package typealias DimensBlockID = Int

/// One `$extensions.dimens` object as written (or the config's `defaults`), before validation.
package struct DimensBlock: Sendable {
    package var object: JSONObject
    package var file: String
    package var location: SourceLocation
    /// The token or group path it is written on; nil for the config's defaults.
    package var owner: String?

    package init(object: JSONObject, file: String, location: SourceLocation, owner: String? = nil) {
        self.object = object
        self.file = file
        self.location = location
        self.owner = owner
    }
}

/// What the load stage hands on: every token of every file in source order, and the dimens blocks
/// they refer to.
package struct TokenSet: Sendable {
    package var tokens: [Token] = []
    package var dimensBlocks: [DimensBlock] = []
    /// Group paths with the location of their first definition (for "points at a group" errors).
    package var groups: [TokenPath: SourceLocation] = [:]

    package init() {}

    /// The dimens block written on the token itself (not inherited from a group), if any.
    package func ownDimensBlock(of token: Token) -> DimensBlockID? {
        token.dimensBlocks.last.flatMap { dimensBlocks[$0].owner == token.path.description ? $0 : nil }
    }

    /// Each path's position in `tokens` (the first, where a path repeats).
    package func index() -> [TokenPath: Int] {
        var index: [TokenPath: Int] = [:]
        index.reserveCapacity(tokens.count)
        // Backwards, so the first token of a repeated path writes last; only paths are copied.
        for position in tokens.indices.reversed() { index[tokens[position].path] = position }
        return index
    }
}
