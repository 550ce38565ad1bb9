/// Matches `/`-separated relative paths against glob patterns: `*` and `?` within one segment,
/// `**` for any number of segments.
struct Glob {
    let segments: [Substring]

    init(_ pattern: String) {
        segments = pattern.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    }

    var hasWildcards: Bool { segments.contains { $0.contains("*") || $0.contains("?") } }

    func matches(_ path: String) -> Bool {
        Self.match(segments[...], path.split(separator: "/")[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            return (path.startIndex...path.endIndex).contains { match(pattern.dropFirst(), path[$0...]) }
        }
        guard let first = path.first, matchSegment(Array(head.unicodeScalars)[...], Array(first.unicodeScalars)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchSegment(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let head = pattern.first else { return name.isEmpty }
        switch head {
        case "*": return (name.startIndex...name.endIndex).contains { matchSegment(pattern.dropFirst(), name[$0...]) }
        case "?": return !name.isEmpty && matchSegment(pattern.dropFirst(), name.dropFirst())
        default: return name.first == head && matchSegment(pattern.dropFirst(), name.dropFirst())
        }
    }
}
