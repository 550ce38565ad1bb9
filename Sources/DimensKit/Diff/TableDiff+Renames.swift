extension TableDiff {
    /// Pairs tokens removed with tokens added that an app reads the same (the same type, and equal
    /// values on every shared screen at every text size) as renames; where several match, the
    /// nearest path by edit distance. Without shared screens only carried-through tokens can pair.
    static func renames(
        removed: [ValueTable.Token], added: [ValueTable.Token], comparer: Comparer
    ) -> (renamed: [TokenChange], removed: [TokenChange], added: [TokenChange]) {
        func comparable(_ token: ValueTable.Token) -> Bool {
            if case .constant = token.values { return true }
            return !comparer.pairs.isEmpty
        }
        var candidates: [String: [Int]] = [:]
        for (index, token) in added.enumerated() where comparable(token) {
            candidates[comparer.fingerprint(token, old: false), default: []].append(index)
        }
        var renamedTo: [Int: String] = [:]
        var gone: [TokenChange] = []
        for token in removed {
            let key = comparer.fingerprint(token, old: true)
            let open = comparable(token) ? (candidates[key] ?? []).filter { renamedTo[$0] == nil } : []
            guard
                let nearest = open.min(by: {
                    distance(token.path, added[$0].path) < distance(token.path, added[$1].path)
                })
            else {
                gone.append(TokenChange(path: token.path, kind: .removed))
                continue
            }
            renamedTo[nearest] = token.path
        }
        let renamed = added.indices.compactMap { index in
            renamedTo[index].map { TokenChange(path: added[index].path, kind: .renamed(from: $0)) }
        }
        let new = added.indices.filter { renamedTo[$0] == nil }.map { TokenChange(path: added[$0].path, kind: .added) }
        return (renamed, gone, new)
    }

    /// The edit distance between two token paths.
    private static func distance(_ a: String, _ b: String) -> Int {
        Suggestion.editDistance(a, b, limit: max(a.count, b.count))
    }
}
