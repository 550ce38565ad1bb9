/// Reading one token: what depends only on its own object (its properties, what they and its
/// members report), apart from adding it to the set (its index, its dimens block's number, a
/// duplicate), which depends on what was loaded before it. Large groups read their tokens on
/// every core (`PreparedTokens`) and add them in order.
extension TokenLoader {
    /// A token written with `$value`: read as `readToken` does, with an error for a `$ref` beside it.
    mutating func readValueToken(_ object: JSONObject, path: TokenPath, at position: SourcePosition) -> ReadToken {
        if let ref = object.member("$ref") {
            report(
                .error(
                    .aliasSyntax, "a token has \"$value\" or \"$ref\", not both; \"$ref\" is ignored",
                    at: location(ref.keyPosition), token: path.description))
        }
        return readToken(object, path: path, at: position)
    }

    /// A token read from its object, with what its properties and members report; its own dimens
    /// block is numbered when it is added, so reading depends on nothing loaded before it.
    struct ReadToken: Sendable {
        var token: Token
        var ownBlock: DimensBlock?
        /// Its `$type` or `$description` written as `{"$ref": …}`.
        var references: [PropertyReference] = []
    }

    /// A token read from `object` at `path`: its `$` properties checked, its other members
    /// reported (a token holds no tokens), its value `value` when given (a `$ref` token's pointer).
    mutating func readToken(
        _ object: JSONObject, path: TokenPath, at position: SourcePosition, value: JSONValue? = nil
    ) -> ReadToken {
        let properties = readProperties(of: object, path: path, at: position, isToken: true)
        for member in object.members where !member.key.hasPrefix("$") {
            guard member.value.object != nil else {
                report(
                    .warning(
                        .tokenUnknownProperty,
                        "'\(member.key)' in token '\(path)' is neither a DTCG property nor a token, and is ignored",
                        at: location(member.keyPosition), token: path.description,
                        notes: [.init("DTCG properties start with '$'; tool-specific data belongs in \"$extensions\"")])
                )
                continue
            }
            report(
                .error(
                    .tokenNested,
                    "token '\(path)' cannot contain '\(member.key)': a token holds no nested tokens or groups",
                    at: location(member.keyPosition), token: path.description,
                    notes: [
                        .init("move '\(member.key)' into a group, or remove \"$value\" to make '\(path.name)' a group")
                    ]))
        }
        let token = Token(
            path: path, location: location(position), value: value ?? object["$value"]!,
            ownType: properties.type, groupType: nil, hasInvalidType: properties.hasInvalidType,
            description: properties.description, deprecated: properties.deprecated,
            extensions: properties.extensions, dimensBlocks: [])
        return ReadToken(token: token, ownBlock: properties.dimensBlock, references: properties.references)
    }

    /// Adds a token read by `readToken`, and records its property references.
    mutating func add(_ read: ReadToken) {
        add(read.token, ownBlock: read.ownBlock)
        recordReferences(of: read)
    }

    /// Adds a token read by `readToken`, its own dimens block numbered first.
    mutating func add(_ token: Token, ownBlock: DimensBlock?) {
        var token = token
        if let ownBlock { token.dimensBlocks = [addBlock(ownBlock)] }
        add(token)
    }

    /// `member` of the group at `path` read, when it is a token written with `$value`; nil for
    /// any other member (a group, a `$ref` token, a mistake), which the walk loads itself.
    mutating func readMember(_ member: JSONObject.Member, in path: TokenPath) -> PreparedTokens.Member? {
        guard !member.key.hasPrefix("$"), let object = member.value.object, object["$value"] != nil else { return nil }
        let before = diagnostics.count
        guard checkName(member.key, at: member.keyPosition, path: path) else {
            return PreparedTokens.Member(diagnostics: Array(diagnostics[before...]), read: nil)
        }
        let read = readValueToken(object, path: path.appending(member.key), at: member.keyPosition)
        return PreparedTokens.Member(diagnostics: Array(diagnostics[before...]), read: read)
    }
}

/// The token members of a large group, read on every core a window at a time, ahead of the walk
/// that adds them in order: the set, its diagnostics and their order are the plain walk's.
struct PreparedTokens {
    /// When a group's tokens are read ahead, and how many at once.
    struct Sizes: Sendable {
        /// Groups with fewer members are read one member at a time as they are walked.
        var minimumMembers = 2_048
        /// Members read at once: enough for every core, few enough that a group of a million
        /// tokens is never held read all at once.
        var window = 16_384
    }

    /// One member read: what it reports (its name's error, its properties' and members'), and the
    /// token, nil when its name is refused.
    struct Member: Sendable {
        var diagnostics: [Diagnostic]
        var read: TokenLoader.ReadToken?
    }

    private let group: JSONObject
    private let path: TokenPath
    /// The document's file, for the diagnostics' locations.
    private let file: String
    private let sizes: Sizes
    /// The members read, from `start` on.
    private var start = 0
    private var members: [Member?] = []

    init(_ group: JSONObject, path: TokenPath, file: String, sizes: Sizes) {
        (self.group, self.path, self.file, self.sizes) = (group, path, file, sizes)
    }

    /// The member at `index` read when the group is large and the member is a token written with
    /// `$value`; nil otherwise.
    mutating func token(at index: Int) -> Member? {
        guard group.members.count >= sizes.minimumMembers else { return nil }
        precondition(sizes.window > 0, "a window of no members")
        if index < start || index >= start + members.count {
            start = index - index % sizes.window
            let (group, path, file, first) = (group, path, file, start)
            members =
                ParallelChunks.fill(min(sizes.window, group.members.count - first), minimum: 512) {
                    range, slots in
                    var loader = TokenLoader(redefinition: .error)
                    loader.file = file
                    for offset in range {
                        (slots + offset - range.lowerBound).initialize(
                            to: loader.readMember(group.members[first + offset], in: path))
                    }
                }.elements
        }
        return members[index - start]
    }
}
