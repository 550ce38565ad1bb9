/// A pattern over paths of segments: `*` and `?` within one segment, `**` for any number of
/// segments. Token rules match dotted token paths with it (`spacing.*`, `layout.breakpoints.**`,
/// `**.columns`); token file globs match `/`-separated file paths.
///
/// Both levels match by dynamic programming over (pattern position, text position), so the work
/// is the product of the lengths whatever the pattern: no recursion, no exponential backtracking.
package struct PathPattern: Sendable, Hashable {
    package let segments: [Substring]

    package init(_ pattern: String, separator: Character) {
        segments = pattern.split(separator: separator, omittingEmptySubsequences: true).filter {
            $0 != "." || separator != "/"
        }
    }

    package var hasWildcards: Bool { segments.contains { $0.contains("*") || $0.contains("?") } }

    /// Whether the path's segments match.
    package func matches<S: StringProtocol>(_ parts: [S]) -> Bool {
        let patterns = segments.map { Array($0.unicodeScalars) }
        return Self.match(
            patterns, parts, isAny: { $0 == ["*", "*"] },
            matchesOne: { Self.matchSegment($0, Array($1.unicodeScalars)) })
    }

    /// Whether one segment matches a pattern of `*` (any run), `?` (one character) and literals.
    static func matchSegment(_ pattern: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
        match(pattern, name, isAny: { $0 == "*" }, matchesOne: { $0 == "?" || $0 == $1 })
    }

    /// Wildcard matching: `reachable[j]` says whether the pattern so far can consume the first `j`
    /// items of `text`. An item for which `isAny` holds consumes any run, others exactly one.
    private static func match<P, T>(_ pattern: [P], _ text: [T], isAny: (P) -> Bool, matchesOne: (P, T) -> Bool) -> Bool
    {
        var reachable = [Bool](repeating: false, count: text.count + 1)
        reachable[0] = true
        for item in pattern {
            if isAny(item) {
                for j in 1..<reachable.count where reachable[j - 1] { reachable[j] = true }
            } else {
                for j in stride(from: text.count, through: 1, by: -1) {
                    reachable[j] = reachable[j - 1] && matchesOne(item, text[j - 1])
                }
                reachable[0] = false
            }
        }
        return reachable[text.count]
    }
}
