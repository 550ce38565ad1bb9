/// Rules `dimens init --from` offers (as comments) for opting a design system's spacing and
/// sizing into scaling: the groups that hold the most dimension tokens under a name like
/// `spacing`, `size`, `gap` or `radius` (at any depth: Carbon's `layout.spacing`), each with how
/// many tokens its pattern matches; for flat files, the token names containing such a word.
package struct RuleSuggestion: Sendable, Equatable {
    /// A token path pattern (`layout.spacing.**`, `*spacing*`).
    package var pattern: String
    /// The distinct dimension token paths it matches, over every file.
    package var count: Int

    static let words = [
        "space", "spacing", "size", "sizing", "gap", "padding", "margin", "inset", "radius", "gutter", "stack",
        "control",
    ]
    /// Group names that hold text sizes or layout thresholds, not spacing or sizing.
    static let excluded = ["font", "text", "typography", "line", "letter", "breakpoint"]

    /// At most `limit` suggestions, the ones matching the most tokens first.
    package static func suggestions(in survey: TokenSurvey, limit: Int = 6) -> [RuleSuggestion] {
        let paths = Set(survey.entries.filter { $0.type == "dimension" }.map(\.path))
        var patterns: [String: Int] = [:]
        for path in paths {
            guard let pattern = pattern(for: path) else { continue }
            patterns[pattern, default: 0] += 1
        }
        // A flat pattern counts every token it matches, not only those that proposed it.
        for pattern in patterns.keys where pattern.hasPrefix("*") {
            let matcher = PathPattern(pattern, separator: ".")
            patterns[pattern] = paths.filter { matcher.matches($0) }.count
        }
        return patterns.map { RuleSuggestion(pattern: $0.key, count: $0.value) }
            .sorted { ($0.count, $1.pattern) > ($1.count, $0.pattern) }
            .prefix(limit).map { $0 }
    }

    /// The group of `path` named like spacing or sizing, as `GROUP.**`; `*word*` for a token at
    /// the root whose own name has the word; nil for anything else.
    private static func pattern(for path: [String]) -> String? {
        for (index, segment) in path.enumerated() {
            let name = segment.lowercased()
            if excluded.contains(where: name.contains) { return nil }
            guard let word = words.first(where: name.contains) else { continue }
            if index < path.count - 1 { return path[...index].joined(separator: ".") + ".**" }
            return index == 0 ? "*\(word)*" : nil
        }
        return nil
    }
}
