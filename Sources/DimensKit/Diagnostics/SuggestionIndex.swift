/// Candidates for "did you mean" kept by length, for callers that search one list many times
/// (every unknown name of every storyboard against every token). A word of length `n` and limit
/// `k` is compared only with candidates of length `n − k` through `n + k`, the only ones
/// `Suggestion.closest` could choose, so names of other lengths cost nothing. It picks what
/// `Suggestion.closest` picks over the same list: the nearest, ties to the earlier candidate.
package struct SuggestionIndex: Sendable {
    private struct Candidate: Sendable {
        var order: Int
        var name: String
        var scalars: [Unicode.Scalar]
    }

    /// Each length in Unicode scalars (of the lowercased name) with its candidates, in order.
    private var byLength: [Int: [Candidate]] = [:]
    /// How many edit distances the searches have computed: the work tests count.
    package private(set) var evaluations = 0

    package init<S: Sequence>(_ candidates: S) where S.Element == String {
        for (order, name) in candidates.enumerated() {
            let scalars = Array(name.lowercased().unicodeScalars)
            byLength[scalars.count, default: []].append(Candidate(order: order, name: name, scalars: scalars))
        }
    }

    /// The candidate nearest to `word` within `Suggestion.closest`'s limit, if any.
    package mutating func closest(to word: String) -> String? {
        let limit = max(1, word.count / 3)
        let scalars = Array(word.lowercased().unicodeScalars)
        var best: (candidate: Candidate, distance: Int)?
        for length in max(0, scalars.count - limit)...(scalars.count + limit) {
            for candidate in byLength[length] ?? [] where candidate.name != word {
                evaluations += 1
                let distance = Suggestion.editDistance(scalars, candidate.scalars, limit: limit)
                guard distance <= limit else { continue }
                if let current = best,
                    distance > current.distance
                        || (distance == current.distance && candidate.order > current.candidate.order)
                {
                    continue
                }
                best = (candidate, distance)
            }
        }
        return best?.candidate.name
    }

    /// A ready-made note, as `Suggestion.note` makes it.
    package mutating func note(for word: String) -> [Diagnostic.Note] {
        closest(to: word).map { [Diagnostic.Note("did you mean '\($0)'?")] } ?? []
    }
}
