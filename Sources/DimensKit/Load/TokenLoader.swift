/// The load stage: walks DTCG documents into a `TokenSet`.
///
/// It applies the format's structural rules (what is a token, what is a group, which names are
/// legal, which `$` properties exist), merges the documents into one tree as if they were one
/// source (a group's `$type` and dimens blocks apply to its tokens from every document), inherits
/// `$type` and dimens blocks from groups, and applies group `$extends`. Each token remembers the
/// file it finally came from.
package struct TokenLoader {
    /// What happens when a later document defines a token again.
    package enum Redefinition: Sendable {
        /// An error (`token.duplicate`): token files listed in a config are one set.
        case error
        /// The later token replaces the earlier one whole, keeping its place in the order (the
        /// DTCG resolver's sources: "the last occurrence produces the final value").
        case lastWins
    }

    /// A group's own properties, merged over every document that writes the group: the last
    /// `$type` wins, and every dimens block applies, later documents nearer.
    struct GroupRecord {
        var type: Located<TokenType>?
        var hasInvalidType = false
        var dimensBlocks: [DimensBlockID] = []
        /// Its `$description`, for a `$ref` to it.
        var description: String?
    }

    var set = TokenSet()
    private(set) var diagnostics: [Diagnostic] = []
    var tokenIndex: [TokenPath: Int] = [:]
    var groupRecords: [TokenPath: GroupRecord] = [:]
    private let redefinition: Redefinition
    /// The config's defaults block, under every group's.
    private var rootBlocks: [DimensBlockID] = []
    /// The config's rules with their blocks, over every group's and under each token's own.
    private var ruleBlocks: [(rule: TokenRule, block: DimensBlockID)] = []
    /// The rules indexed by the paths they match.
    private var ruleIndex = RuleIndex([])
    var extendsRequests: [GroupExtension] = []
    /// Tokens written as `{"$ref": …}` alone, where each was written (a later definition may
    /// replace one), which are groups if the pointer names a group.
    var referenceTokens: [TokenPath: SourceLocation] = [:]
    /// `$type` and `$description` written as `{"$ref": …}`, resolved once all is loaded; the
    /// order they were recorded in (a key may repeat, or be dropped by a later definition).
    var propertyReferences: [PropertyKey: PropertyReference] = [:]
    var propertyReferenceOrder: [PropertyKey] = []
    private var reportedTooManyTokens = false
    /// For `$extends`: the indices of the tokens below each group.
    var tokensUnder: [TokenPath: [Int]] = [:]
    var file = ""
    /// When large groups read their tokens on every core.
    var preparedSizes = PreparedTokens.Sizes()

    init(redefinition: Redefinition) { self.redefinition = redefinition }

    /// Loads `documents` in order. `defaults` is the config's dimens block, under every file's own;
    /// `rules` come after the groups' blocks and before each token's own.
    package static func load(
        _ documents: [ParsedDocument], defaults: DimensBlock? = nil, rules: [TokenRule] = [],
        redefinition: Redefinition = .error
    ) -> (TokenSet, [Diagnostic]) {
        load(documents, defaults: defaults, rules: rules, redefinition: redefinition, prepared: .init())
    }

    /// `load`, with large groups' tokens read ahead as `prepared` says (tests compare sizes).
    static func load(
        _ documents: [ParsedDocument], defaults: DimensBlock?, rules: [TokenRule], redefinition: Redefinition,
        prepared: PreparedTokens.Sizes
    ) -> (TokenSet, [Diagnostic]) {
        var loader = TokenLoader(redefinition: redefinition)
        loader.preparedSizes = prepared
        if let defaults { loader.rootBlocks = [loader.addBlock(defaults)] }
        loader.ruleBlocks = rules.map { ($0, loader.addBlock($0.block)) }
        loader.ruleIndex = RuleIndex(rules)
        for document in documents {
            loader.file = document.file
            guard let object = document.root.object else {
                loader.report(
                    .error(
                        .tokenNotObject,
                        "a token file must hold a JSON object of groups and tokens, not \(document.root.kindDescription)",
                        at: loader.location(document.root.position)))
                continue
            }
            loader.loadGroup(object, path: .root, at: document.root.position)
        }
        loader.resolvePropertyReferences()
        loader.convertGroupReferences()
        loader.inheritFromGroups()
        loader.applyExtends()
        loader.reportTokensInsideTokens()
        return (loader.set, loader.diagnostics)
    }

    mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    func location(_ position: SourcePosition) -> SourceLocation { SourceLocation(file: file, position: position) }

    mutating func loadGroup(_ group: JSONObject, path: TokenPath, at position: SourcePosition) {
        if set.groups[path] == nil { set.groups[path] = location(position) }
        let properties = readProperties(of: group, path: path, at: position, isToken: false)
        var record = groupRecords[path] ?? GroupRecord()
        if let type = properties.type {
            record.type = type
            record.hasInvalidType = false
        }
        if properties.hasInvalidType {
            record.hasInvalidType = true
            record.type = nil
        }
        recordReferences(of: properties, group: path, into: &record)
        if let block = properties.dimensBlock { record.dimensBlocks.append(addBlock(block)) }
        groupRecords[path] = record
        let extends = group.member("$extends")
        if let extends {
            extendsRequests.append(
                GroupExtension(group: path, reference: extends.value, location: location(extends.keyPosition)))
        }
        if let ref = group.member("$ref") {
            // §6.4.1: a group's `$ref` is its `$extends` written as a JSON Pointer.
            if extends != nil {
                report(
                    .error(
                        .groupExtends, "a group has \"$extends\" or \"$ref\", not both", at: location(ref.keyPosition),
                        token: path.description))
            } else {
                extendsRequests.append(
                    GroupExtension(group: path, reference: Self.pointer(ref), location: location(ref.keyPosition)))
            }
        }
        if let root = group.member("$root") {
            loadChild(root, path: path.appending("$root"), mustBeToken: true)
        }
        var seen = Set<String>()
        var prepared = PreparedTokens(group, path: path, file: file, sizes: preparedSizes)
        for (index, member) in group.members.enumerated()
        where !member.key.hasPrefix("$") && seen.insert(member.key).inserted {
            if let token = prepared.token(at: index) {
                for diagnostic in token.diagnostics { report(diagnostic) }
                if let read = token.read { add(read) }
                continue
            }
            guard checkName(member.key, at: member.keyPosition, path: path) else { continue }
            loadChild(member, path: path.appending(member.key), mustBeToken: false)
        }
    }

    private mutating func loadChild(_ member: JSONObject.Member, path: TokenPath, mustBeToken: Bool) {
        guard let object = member.value.object else {
            report(
                .error(
                    .tokenNotObject,
                    "'\(member.key)' must be a token (an object with \"$value\") or a group (an object), not \(member.value.kindDescription)",
                    at: location(member.value.position), token: path.description))
            return
        }
        if object["$value"] != nil {
            let read = readValueToken(object, path: path, at: member.keyPosition)
            add(read)
        } else if let ref = object.member("$ref"), Self.isReferenceToken(object) {
            // `{"$ref": "#/base"}` (§6.6.2): a token whose value is the reference, unless it turns
            // out to name a group (§6.4.1), which `convertGroupReferences` decides once all is loaded.
            referenceTokens[path] = location(member.keyPosition)
            let read = readToken(object, path: path, at: member.keyPosition, value: Self.pointer(ref))
            add(read)
        } else if mustBeToken {
            report(
                .error(
                    .tokenNotObject, "\"$root\" must be a token with \"$value\"", at: location(member.keyPosition),
                    token: path.description))
        } else {
            loadGroup(object, path: path, at: member.keyPosition)
        }
    }

    /// `{"$ref": …}` alone, where its pointer is written: what a `$ref` token or group refers by.
    static func pointer(_ ref: JSONObject.Member) -> JSONValue {
        JSONValue(.object(JSONObject([ref])), at: ref.value.position)
    }

    /// True for an object that holds `$ref` and only what a token may hold besides: no members,
    /// no `$extends` or `$root` (with those it is a group whose `$ref` extends another).
    static func isReferenceToken(_ object: JSONObject) -> Bool {
        object.members.allSatisfy { $0.key.hasPrefix("$") && $0.key != "$extends" && $0.key != "$root" }
    }

    /// Gives every token the `$type` of its nearest typed group and the dimens blocks of the config
    /// and its groups, outermost first, under its own; groups are merged over all documents.
    private mutating func inheritFromGroups() {
        /// What a group's tokens inherit from it and the groups around it.
        struct Inherited {
            var groupType: Located<TokenType>?
            var invalid = false
            var blocks: [DimensBlockID]
        }
        // Tokens side by side share their parent's inheritance, found once per parent.
        var byParent: [TokenPath: Inherited] = [:]
        var types = GroupTypes(extends: extendedGroups())
        for i in set.tokens.indices {
            let path = set.tokens[i].path
            let parent = TokenPath(Array(path.segments.dropLast()))
            let inherited =
                byParent[parent]
                ?? {
                    var found = Inherited(blocks: path.ancestors.flatMap { groupRecords[$0]?.dimensBlocks ?? [] })
                    switch types.type(of: parent, records: groupRecords) {
                    case .type(let type): found.groupType = type
                    case .invalid: found.invalid = true
                    case .none: break
                    }
                    byParent[parent] = found
                    return found
                }()
            let rules = ruleIndex.matches(path).map { ruleBlocks[$0] }
            // A pattern once, however many rules write it (the json output lists them).
            var patterns = Set<String>()
            set.tokens[i].rules = rules.map(\.rule.pattern).filter { patterns.insert($0).inserted }
            set.tokens[i].groupType = inherited.groupType
            set.tokens[i].hasInvalidType =
                set.tokens[i].hasInvalidType || (set.tokens[i].ownType == nil && inherited.invalid)
            set.tokens[i].dimensBlocks = rootBlocks + inherited.blocks + rules.map(\.block) + set.tokens[i].dimensBlocks
        }
    }

    /// More tokens than this (after `$extends` copies) are an error, not a run out of memory.
    package static let maximumTokens = 250_000

    mutating func add(_ token: Token) {
        guard set.tokens.count < Self.maximumTokens else {
            if !reportedTooManyTokens {
                report(
                    .error(
                        .inputTooManyTokens, "more than \(Self.maximumTokens) tokens; dimens stops loading here",
                        at: token.location,
                        token: token.path.description,
                        notes: [.init("a $extends chain copies every token of each group it extends")]))
                reportedTooManyTokens = true
            }
            return
        }
        // One hash for a new path (most are): its index is set, and put back when it was taken.
        if let existing = tokenIndex.updateValue(set.tokens.count, forKey: token.path) {
            tokenIndex[token.path] = existing
            switch redefinition {
            case .lastWins:
                set.tokens[existing] = token
            case .error:
                report(
                    .error(
                        .tokenDuplicate, "token '\(token.path)' is defined more than once", at: token.location,
                        token: token.path.description,
                        notes: [.init("first defined here", at: set.tokens[existing].location)]))
            }
            return
        }
        set.tokens.append(token)
    }

    func hasToken(_ path: TokenPath) -> Bool { tokenIndex[path] != nil }

    mutating func addBlock(_ block: DimensBlock) -> DimensBlockID {
        set.dimensBlocks.append(block)
        return set.dimensBlocks.count - 1
    }

    /// A token whose path lies inside another token, possible when files disagree on what a name is.
    private mutating func reportTokensInsideTokens() {
        // Without `$extends`, every ancestor of a token is a group the walk went through, so a
        // token can be inside another only where one path is both a group and a token.
        if extendsRequests.isEmpty, !set.groups.keys.contains(where: { tokenIndex[$0] != nil }) { return }
        for token in set.tokens {
            guard let outer = token.path.ancestors.dropFirst().first(where: { tokenIndex[$0] != nil }) else { continue }
            report(
                .error(
                    .tokenNested, "'\(token.path)' is inside '\(outer)', which is a token, not a group",
                    at: token.location, token: token.path.description,
                    notes: [.init("'\(outer)' is defined here", at: set.tokens[tokenIndex[outer]!].location)]))
        }
    }
}

extension DiagnosticCode {
    /// A member that should be a token or group object is something else, or a file is not an object.
    package static let tokenNotObject = DiagnosticCode("token.not-object")
    /// A token inside a token.
    package static let tokenNested = DiagnosticCode("token.nested")
    /// The same token path defined twice, in one file or across files.
    package static let tokenDuplicate = DiagnosticCode("token.duplicate")
    /// More tokens than `TokenLoader.maximumTokens`.
    package static let inputTooManyTokens = DiagnosticCode("input.too-many-tokens")
}
