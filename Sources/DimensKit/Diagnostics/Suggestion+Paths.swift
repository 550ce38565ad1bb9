extension Suggestion {
    /// The token path nearest to a dotted `path` no token has: the nearest by edit distance, as
    /// `closest` finds it; else, among the tokens of its group, one whose last name begins the
    /// missing one's or is begun by it (`spacing.medium` → `spacing.m`), or the nearest within
    /// half the last name's length.
    package static func closestPath(to path: String, in candidates: [String]) -> String? {
        if let closest = closest(to: path, in: candidates) { return closest }
        let (group, name) = split(path)
        let siblings = candidates.compactMap { candidate -> (path: String, name: String)? in
            let (parent, last) = split(candidate)
            return parent == group && last != name ? (candidate, String(last)) : nil
        }
        let lowered = String(name).lowercased()
        func distance(_ other: String) -> Int {
            editDistance(lowered, other.lowercased(), limit: max(lowered.count, other.count))
        }
        let abbreviations = siblings.filter { sibling in
            let other = sibling.name.lowercased()
            return !other.isEmpty && (lowered.hasPrefix(other) || other.hasPrefix(lowered))
        }
        if let nearest = abbreviations.min(by: { distance($0.name) < distance($1.name) }) { return nearest.path }
        let limit = max(1, name.count / 2)
        return siblings.map { ($0.path, distance($0.name)) }.filter { $0.1 <= limit }.min { $0.1 < $1.1 }?.0
    }

    /// A dotted path's group and last name: `spacing.m` → (`spacing`, `m`).
    private static func split(_ path: String) -> (group: Substring, name: Substring) {
        guard let dot = path.lastIndex(of: ".") else { return ("", path[...]) }
        return (path[..<dot], path[path.index(after: dot)...])
    }
}
