/// One token as written in a token file, with what it inherited from its groups.
///
/// Produced by the load stage; its `$value` is still raw JSON (validation types it, resolution
/// follows its alias).
public struct Token: Sendable {
    /// DTCG `$deprecated`: a flag or an explanation.
    public enum Deprecation: Sendable, Hashable {
        case deprecated
        case reason(String)
    }

    public var path: TokenPath
    /// Where the token's name is written; the json output's `source`.
    public var location: SourceLocation
    /// The raw `$value`.
    public var value: JSONValue
    /// `$type` on the token itself.
    public var ownType: Located<TokenType>?
    /// `$type` of the nearest group that has one.
    public var groupType: Located<TokenType>?
    /// True when a `$type` on the token or its groups was present but invalid (already reported).
    public var hasInvalidType = false
    public var description: String?
    public var deprecated: Deprecation?
    /// `$extensions`, carried through untouched.
    public var extensions: JSONObject?
    /// The dimens blocks that apply, outermost first (config defaults, groups, the config's
    /// rules, then the token's own).
    public var dimensBlocks: [DimensBlockID] = []
    /// The path patterns of the config's rules that apply, in order (the json output records
    /// them so `dimens diff` can name a rule that changed a token).
    public var rules: [String] = []

    public var file: String { location.file }

    /// Where the `$value` is written.
    public var valueLocation: SourceLocation { location.at(value.position) }

    /// `$type` as the token declares it or inherits it from a group (not from an alias target).
    public var declaredType: Located<TokenType>? { ownType ?? groupType }
}

/// An index into `TokenSet.dimensBlocks`.
public typealias DimensBlockID = Int

/// One `$extensions.dimens` object as written (or the config's `defaults`), before validation.
public struct DimensBlock: Sendable {
    public var object: JSONObject
    public var file: String
    public var location: SourceLocation
    /// The token or group path it is written on; nil for the config's defaults.
    public var owner: String?

    public init(object: JSONObject, file: String, location: SourceLocation, owner: String? = nil) {
        self.object = object
        self.file = file
        self.location = location
        self.owner = owner
    }
}

/// What the load stage hands on: every token of every file in source order, and the dimens blocks
/// they refer to.
public struct TokenSet: Sendable {
    public var tokens: [Token] = []
    public var dimensBlocks: [DimensBlock] = []
    /// Group paths with the location of their first definition (for "points at a group" errors).
    public var groups: [TokenPath: SourceLocation] = [:]

    public init() {}

    /// The dimens block written on the token itself (not inherited from a group), if any.
    public func ownDimensBlock(of token: Token) -> DimensBlockID? {
        token.dimensBlocks.last.flatMap { dimensBlocks[$0].owner == token.path.description ? $0 : nil }
    }

    /// Each path's position in `tokens` (the first, where a path repeats).
    public func index() -> [TokenPath: Int] {
        var index: [TokenPath: Int] = [:]
        index.reserveCapacity(tokens.count)
        // Backwards, so the first token of a repeated path writes last; only paths are copied.
        for position in tokens.indices.reversed() { index[tokens[position].path] = position }
        return index
    }
}
