extension TableDiff {
    /// How many tokens that an app reads the same a removed one is compared with by name: the
    /// first open ones, so thousands of equal tokens renamed together pair in linear time.
    static let renameCandidates = 32

    /// Tokens removed and added, renames paired.
    struct Renames {
        var renamed: [TokenChange] = []
        var removed: [TokenChange] = []
        var added: [TokenChange] = []
        /// How many names were compared: at most `renameCandidates` a removed token.
        var comparisons = 0
    }

    /// Pairs tokens removed with tokens added that an app reads the same (the same type, and equal
    /// values on every shared screen at every text size) as renames; where several match, the
    /// nearest path by edit distance among the first few still open. Without shared screens only
    /// carried-through tokens can pair.
    static func renames(removed: [ValueTable.Token], added: [ValueTable.Token], comparer: Comparer) -> Renames {
        func comparable(_ token: ValueTable.Token) -> Bool {
            if case .constant = token.values { return true }
            return !comparer.pairs.isEmpty
        }
        var result = Renames()
        var candidates: [Int: [Int]] = [:]
        if !removed.isEmpty {
            for (index, token) in added.enumerated() where comparable(token) {
                candidates[comparer.digest(token, old: false), default: []].append(index)
            }
        }
        var renamedTo: [Int: String] = [:]
        for token in removed {
            let key = comparer.digest(token, old: true)
            // Equal digests, confirmed: the same type and no cell that differs.
            let open =
                comparable(token)
                ? Array(
                    (candidates[key] ?? []).lazy.filter {
                        added[$0].type == token.type && comparer.changes(token, added[$0]).isEmpty
                    }.prefix(renameCandidates)) : []
            result.comparisons += open.count
            let scored = open.map { (index: $0, distance: distance(token.path, added[$0].path)) }
            guard let nearest = scored.min(by: { $0.distance < $1.distance }) else {
                result.removed.append(TokenChange(path: token.path, kind: .removed))
                continue
            }
            renamedTo[nearest.index] = token.path
            candidates[key]?.removeAll { $0 == nearest.index }
        }
        for (index, token) in added.enumerated() {
            if let from = renamedTo[index] {
                result.renamed.append(TokenChange(path: token.path, kind: .renamed(from: from)))
            } else {
                result.added.append(TokenChange(path: token.path, kind: .added))
            }
        }
        return result
    }

    /// The edit distance between two token paths.
    private static func distance(_ a: String, _ b: String) -> Int {
        Suggestion.editDistance(a, b, limit: max(a.count, b.count))
    }
}
