/// The config's rules, indexed to find the ones a token path matches without trying every rule
/// on every token: a rule without wildcards by its whole path; one with wildcards by the literal
/// text every path it matches starts with (`c.t5` of `c.t5*`) or ends with (`t5` of `**.t5`),
/// whichever is longer, so only rules whose literal text the path holds are tried; the rest
/// (`*`, `**`) on every path. Each pattern is parsed once.
struct RuleIndex {
    private var exact: [[Substring]: [Int]] = [:]
    private var byPrefix: [[UInt8]: [(rule: Int, pattern: PathPattern)]] = [:]
    private var bySuffix: [[UInt8]: [(rule: Int, pattern: PathPattern)]] = [:]
    /// The lengths of the keys in `byPrefix` and `bySuffix`: a path is looked up at these only.
    private var prefixLengths: [Int] = []
    private var suffixLengths: [Int] = []
    private var open: [(rule: Int, pattern: PathPattern)] = []

    init(_ rules: [TokenRule]) {
        var prefixes = Set<Int>()
        var suffixes = Set<Int>()
        for (index, rule) in rules.enumerated() {
            let pattern = PathPattern(rule.pattern, separator: ".")
            guard pattern.hasWildcards else {
                exact[pattern.segments, default: []].append(index)
                continue
            }
            let (prefix, suffix) = Self.literalEnds(pattern)
            if !prefix.isEmpty, prefix.count >= suffix.count {
                byPrefix[prefix, default: []].append((index, pattern))
                prefixes.insert(prefix.count)
            } else if !suffix.isEmpty {
                bySuffix[suffix, default: []].append((index, pattern))
                suffixes.insert(suffix.count)
            } else {
                open.append((index, pattern))
            }
        }
        prefixLengths = prefixes.sorted()
        suffixLengths = suffixes.sorted()
    }

    /// The rules `path` matches, in the config's order.
    func matches(_ path: TokenPath) -> [Int] {
        var tried = 0
        return matches(path, tried: &tried)
    }

    /// The rules `path` matches, adding to `tried` the number of patterns tried on it (the work
    /// the index leaves, which tests count).
    func matches(_ path: TokenPath, tried: inout Int) -> [Int] {
        var found = exact[path.segments.map { $0[...] }] ?? []
        let text = Array(path.segments.joined(separator: ".").utf8)
        var candidates: [(rule: Int, pattern: PathPattern)] = open
        for length in prefixLengths {
            guard length <= text.count else { break }
            candidates += byPrefix[Array(text[..<length])] ?? []
        }
        for length in suffixLengths {
            guard length <= text.count else { break }
            candidates += bySuffix[Array(text[(text.count - length)...])] ?? []
        }
        tried += candidates.count
        for candidate in candidates where candidate.pattern.matches(path.segments) { found.append(candidate.rule) }
        return found.sorted()
    }

    /// The literal text before a pattern's first wildcard and after its last, as dotted UTF-8
    /// without the dot beside the wildcard: `**` may match no segment, so `a.**` matches `a`.
    /// Every path the pattern matches starts with the one and ends with the other.
    static func literalEnds(_ pattern: PathPattern) -> (prefix: [UInt8], suffix: [UInt8]) {
        let text = Array(pattern.segments.joined(separator: ".").utf8)
        let wildcard = { (byte: UInt8) in byte == UInt8(ascii: "*") || byte == UInt8(ascii: "?") }
        guard let first = text.firstIndex(where: wildcard), let last = text.lastIndex(where: wildcard) else {
            return (text, text)
        }
        let dot = UInt8(ascii: ".")
        var prefix = text[..<first]
        while prefix.last == dot { prefix = prefix.dropLast() }
        var suffix = text[(last + 1)...]
        while suffix.first == dot { suffix = suffix.dropFirst() }
        return (Array(prefix), Array(suffix))
    }
}
