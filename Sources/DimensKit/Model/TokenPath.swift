/// The dotted name of a token or group, such as `spacing.card`, as a list of segments.
public struct TokenPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var segments: [String]

    public init(_ segments: [String]) { self.segments = segments }

    /// Splits a dotted path; DTCG names cannot contain dots, so the split is exact.
    public init(dotted: String) {
        segments = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    public static let root = TokenPath([])

    public func appending(_ name: String) -> TokenPath { TokenPath(segments + [name]) }

    public var parent: TokenPath? { segments.isEmpty ? nil : TokenPath(Array(segments.dropLast())) }
    public var name: String { segments.last ?? "" }

    /// Every proper prefix, nearest (longest) last.
    public var ancestors: [TokenPath] { (0..<segments.count).map { TokenPath(Array(segments.prefix($0))) } }

    public func hasPrefix(_ other: TokenPath) -> Bool { segments.starts(with: other.segments) }

    public var description: String { segments.joined(separator: ".") }

    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.segments.lexicographicallyPrecedes(rhs.segments)
    }
}
