/// The config's rules, indexed to find the ones a token path matches without trying every rule
/// on every token: a rule without wildcards by its whole path, one whose first segment is a
/// literal by that segment, the rest tried on every path (each pattern parsed once).
struct RuleIndex {
    private var exact: [[Substring]: [Int]] = [:]
    private var byFirst: [Substring: [(rule: Int, pattern: PathPattern)]] = [:]
    private var open: [(rule: Int, pattern: PathPattern)] = []

    init(_ rules: [TokenRule]) {
        for (index, rule) in rules.enumerated() {
            let pattern = PathPattern(rule.pattern, separator: ".")
            if !pattern.hasWildcards {
                exact[pattern.segments, default: []].append(index)
            } else if let first = pattern.segments.first, !first.contains("*"), !first.contains("?") {
                byFirst[first, default: []].append((index, pattern))
            } else {
                open.append((index, pattern))
            }
        }
    }

    /// The rules `path` matches, in the config's order.
    func matches(_ path: TokenPath) -> [Int] {
        var found = exact[path.segments.map { $0[...] }] ?? []
        let first = path.segments.first.map { $0[...] }
        for candidate in (first.flatMap { byFirst[$0] } ?? []) + open where candidate.pattern.matches(path.segments) {
            found.append(candidate.rule)
        }
        return found.sorted()
    }
}
