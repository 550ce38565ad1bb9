/// The dotted name of a token or group, such as `spacing.card`, as a list of segments.
package struct TokenPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    package let segments: [String]
    /// The names joined with dots, made once: diagnostics, outputs and lookups by name print a
    /// path many times over.
    package let description: String

    package init(_ segments: [String]) { self.init(segments, description: segments.joined(separator: ".")) }

    private init(_ segments: [String], description: String) {
        self.segments = segments
        self.description = description
    }

    /// Splits a dotted path; DTCG names cannot contain dots, so the split is exact.
    package init(dotted: String) {
        self.init(dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init), description: dotted)
    }

    package static let root = TokenPath([])

    package func appending(_ name: String) -> TokenPath {
        TokenPath(segments + [name], description: segments.isEmpty ? name : description + "." + name)
    }

    package var parent: TokenPath? { segments.isEmpty ? nil : prefix(segments.count - 1) }
    package var name: String { segments.last ?? "" }

    /// Every proper prefix, nearest (longest) last.
    package var ancestors: [TokenPath] { (0..<segments.count).map(prefix) }

    /// The path of the first `count` names.
    private func prefix(_ count: Int) -> TokenPath {
        if count == segments.count { return self }
        let kept = segments[..<count]
        // The dotted form of the prefix is the start of this one's: its names and the dots between.
        let length = kept.reduce(max(0, count - 1)) { $0 + $1.utf8.count }
        return TokenPath(
            Array(kept), description: String(description.utf8.prefix(length)) ?? kept.joined(separator: "."))
    }

    package func hasPrefix(_ other: TokenPath) -> Bool { segments.starts(with: other.segments) }

    /// Paths are equal when their names are; the dotted form, equal then too, is what is hashed.
    package static func == (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.description == rhs.description && lhs.segments == rhs.segments
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(description) }

    package static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.segments.lexicographicallyPrecedes(rhs.segments)
    }
}
