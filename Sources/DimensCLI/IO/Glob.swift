import DimensKit

/// Matches `/`-separated relative file paths against glob patterns: `*` and `?` within one
/// segment, `**` for any number of segments (`PathPattern` over file paths).
struct Glob {
    let pattern: PathPattern

    init(_ pattern: String) { self.pattern = PathPattern(pattern, separator: "/") }

    var segments: [Substring] { pattern.segments }

    var hasWildcards: Bool { pattern.hasWildcards }

    func matches(_ path: String) -> Bool { pattern.matches(path.split(separator: "/")) }
}
