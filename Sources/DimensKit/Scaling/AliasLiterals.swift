/// The literal `$value` each token's alias chain leads to, for the values dimens carries through
/// with aliases inside them. Each token is followed one hop and its chain's end kept, so the
/// literals of a chain of n aliases cost n hops in all (looking each one up along its whole chain,
/// with the index rebuilt per lookup, made a 10,000-alias chain take 16 s).
struct AliasLiterals {
    private let tokens: [ResolvedToken]
    private let index: [TokenPath: Int]
    /// For each token, the last token its alias chain reaches (itself when it has no alias, or its
    /// alias names a token the set does not hold).
    let ends: [Int]
    /// The hops followed to find every end: at most one per token.
    let hops: Int

    init(_ set: ResolvedTokenSet) {
        tokens = set.tokens
        let index = Dictionary(
            set.tokens.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.index = index
        var ends = [Int?](repeating: nil, count: set.tokens.count)
        var onPath = [Bool](repeating: false, count: set.tokens.count)
        var hops = 0
        var stack: [Int] = []
        for start in set.tokens.indices where ends[start] == nil {
            var hop = start
            var end: Int
            while true {
                if let known = ends[hop] {
                    end = known
                    break
                }
                // A loop (the resolve stage refuses them): its last new token is the end.
                if onPath[hop] {
                    end = stack.last ?? hop
                    break
                }
                onPath[hop] = true
                stack.append(hop)
                guard let next = set.tokens[hop].aliasTarget.flatMap({ index[$0] }) else {
                    end = hop
                    break
                }
                hops += 1
                hop = next
            }
            for visited in stack {
                ends[visited] = end
                onPath[visited] = false
            }
            stack.removeAll(keepingCapacity: true)
        }
        self.ends = ends.map { $0 ?? 0 }
        self.hops = hops
    }

    /// The literal `$value` an alias to `path` leads to, as written.
    func literal(of path: TokenPath) -> JSONValue? {
        index[path].map { tokens[ends[$0]].token.value }
    }
}

extension JSONValue {
    /// The value with the aliases inside it (a carried composite's members, a color in a
    /// transition) replaced by the literal value they lead to, so outputs never hold `{a.b}` text.
    func followingAliases(in literals: AliasLiterals, depth: Int = 0) -> JSONValue {
        switch kind {
        case .string, .object:
            if case .reference(let reference) = Reference.detect(in: self),
                reference.valuePath == nil || reference.valuePath == [],
                depth < 32, let literal = literals.literal(of: reference.target)
            {
                return literal.followingAliases(in: literals, depth: depth + 1)
            }
            guard case .object(var object) = kind else { return self }
            for i in object.members.indices {
                object.members[i].value = object.members[i].value.followingAliases(in: literals, depth: depth)
            }
            return JSONValue(.object(object), at: position)
        case .array(let items):
            return JSONValue(.array(items.map { $0.followingAliases(in: literals, depth: depth) }), at: position)
        default:
            return self
        }
    }
}
