/// "Did you mean …?": the closest known spelling to a misspelt name.
package enum Suggestion {
    /// The candidate nearest to `word` by edit distance, if it is close enough to be a typo:
    /// at most a third of the word's length (and at least 1) edits away, or `limit` where given
    /// (case is ignored). Ties go to the earlier candidate, so callers control the preference by
    /// ordering.
    package static func closest<S: Sequence>(to word: String, in candidates: S, limit: Int? = nil) -> String?
    where S.Element == String {
        let limit = limit ?? max(1, word.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(word.lowercased(), candidate.lowercased(), limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// A ready-made note for a diagnostic, or nothing when no candidate is close.
    package static func note<S: Sequence>(for word: String, in candidates: S) -> [Diagnostic.Note]
    where S.Element == String {
        closest(to: word, in: candidates).map { [Diagnostic.Note("did you mean '\($0)'?")] } ?? []
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent transpositions), giving up
    /// early once every path exceeds `limit`.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
    }

    /// `editDistance` of two names already split into Unicode scalars.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
