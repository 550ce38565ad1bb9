/// The load stage: walks DTCG documents into a `TokenSet`.
///
/// It applies the format's structural rules (what is a token, what is a group, which names are
/// legal, which `$` properties exist), inherits `$type` and dimens blocks from groups, applies group
/// `$extends`, and merges several files into one set in which each token remembers its file.
public struct TokenLoader {
    /// What a group hands down to its children.
    struct Inherited {
        var groupType: Located<TokenType>?
        var hasInvalidType = false
        var dimensBlocks: [DimensBlockID]
    }

    private(set) var set = TokenSet()
    private(set) var diagnostics: [Diagnostic] = []
    private var tokenIndex: [TokenPath: Int] = [:]
    var extendsRequests: [GroupExtension] = []
    var file = ""

    /// Loads `documents` in order. `defaults` is the config's dimens block, under every file's own.
    public static func load(_ documents: [ParsedDocument], defaults: DimensBlock? = nil) -> (TokenSet, [Diagnostic]) {
        var loader = TokenLoader()
        var rootBlocks: [DimensBlockID] = []
        if let defaults {
            loader.set.dimensBlocks.append(defaults)
            rootBlocks.append(0)
        }
        for document in documents {
            loader.file = document.file
            guard let object = document.root.object else {
                loader.report(.error(
                    .tokenNotObject, "a token file must hold a JSON object of groups and tokens, not \(document.root.kindDescription)",
                    at: loader.location(document.root.position)))
                continue
            }
            loader.loadGroup(object, path: .root, at: document.root.position, inherited: Inherited(dimensBlocks: rootBlocks))
        }
        loader.applyExtends()
        loader.reportTokensInsideTokens()
        return (loader.set, loader.diagnostics)
    }

    mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    func location(_ position: SourcePosition) -> SourceLocation { SourceLocation(file: file, position: position) }

    mutating func loadGroup(_ group: JSONObject, path: TokenPath, at position: SourcePosition, inherited: Inherited) {
        if set.groups[path] == nil { set.groups[path] = location(position) }
        var inner = inherited
        let properties = readProperties(of: group, path: path, isToken: false)
        if let type = properties.type { inner.groupType = type }
        if properties.hasInvalidType { inner.hasInvalidType = true; inner.groupType = nil }
        if let block = properties.dimensBlock { inner.dimensBlocks.append(addBlock(block)) }
        if let extends = group.member("$extends") {
            extendsRequests.append(GroupExtension(group: path, reference: extends.value, location: location(extends.keyPosition)))
        }
        if let root = group.member("$root") {
            loadChild(root, path: path.appending("$root"), inherited: inner, mustBeToken: true)
        }
        var seen = Set<String>()
        for member in group.members where !member.key.hasPrefix("$") && seen.insert(member.key).inserted {
            guard checkName(member.key, at: member.keyPosition, path: path) else { continue }
            loadChild(member, path: path.appending(member.key), inherited: inner, mustBeToken: false)
        }
    }

    private mutating func loadChild(_ member: JSONObject.Member, path: TokenPath, inherited: Inherited, mustBeToken: Bool) {
        guard let object = member.value.object else {
            report(.error(
                .tokenNotObject,
                "'\(member.key)' must be a token (an object with \"$value\") or a group (an object), not \(member.value.kindDescription)",
                at: location(member.value.position), token: path.description))
            return
        }
        if object["$value"] != nil {
            loadToken(object, path: path, at: member.keyPosition, inherited: inherited)
        } else if mustBeToken {
            report(.error(.tokenNotObject, "\"$root\" must be a token with \"$value\"", at: location(member.keyPosition), token: path.description))
        } else {
            loadGroup(object, path: path, at: member.keyPosition, inherited: inherited)
        }
    }

    private mutating func loadToken(_ object: JSONObject, path: TokenPath, at position: SourcePosition, inherited: Inherited) {
        let properties = readProperties(of: object, path: path, isToken: true)
        for member in object.members where !member.key.hasPrefix("$") {
            report(.error(
                .tokenNested, "token '\(path)' cannot contain '\(member.key)': a token holds no nested tokens or groups",
                at: location(member.keyPosition), token: path.description,
                notes: [.init("move '\(member.key)' into a group, or remove \"$value\" to make '\(path.name)' a group")]))
        }
        var token = Token(
            path: path, location: location(position), value: object["$value"]!,
            ownType: properties.type, groupType: inherited.groupType,
            hasInvalidType: properties.hasInvalidType || (properties.type == nil && inherited.hasInvalidType),
            description: properties.description, deprecated: properties.deprecated,
            extensions: properties.extensions, dimensBlocks: inherited.dimensBlocks)
        if let block = properties.dimensBlock { token.dimensBlocks.append(addBlock(block)) }
        add(token)
    }

    mutating func add(_ token: Token) {
        if let existing = tokenIndex[token.path] {
            report(.error(
                .tokenDuplicate, "token '\(token.path)' is defined more than once", at: token.location,
                token: token.path.description, notes: [.init("first defined here", at: set.tokens[existing].location)]))
            return
        }
        tokenIndex[token.path] = set.tokens.count
        set.tokens.append(token)
    }

    func hasToken(_ path: TokenPath) -> Bool { tokenIndex[path] != nil }

    private mutating func addBlock(_ block: DimensBlock) -> DimensBlockID {
        set.dimensBlocks.append(block)
        return set.dimensBlocks.count - 1
    }

    /// A token whose path lies inside another token, possible when files disagree on what a name is.
    private mutating func reportTokensInsideTokens() {
        for token in set.tokens {
            guard let outer = token.path.ancestors.dropFirst().first(where: { tokenIndex[$0] != nil }) else { continue }
            report(.error(
                .tokenNested, "'\(token.path)' is inside '\(outer)', which is a token, not a group",
                at: token.location, token: token.path.description,
                notes: [.init("'\(outer)' is defined here", at: set.tokens[tokenIndex[outer]!].location)]))
        }
    }
}

extension DiagnosticCode {
    /// A member that should be a token or group object is something else, or a file is not an object.
    public static let tokenNotObject = DiagnosticCode("token.not-object")
    /// A token inside a token.
    public static let tokenNested = DiagnosticCode("token.nested")
    /// The same token path defined twice, in one file or across files.
    public static let tokenDuplicate = DiagnosticCode("token.duplicate")
}
