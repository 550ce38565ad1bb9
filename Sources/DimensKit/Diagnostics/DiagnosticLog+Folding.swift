/// One cause, one diagnostic: findings of one code that share a `cause` (every alias to a token a
/// resolver set left out of the order defines) are shown once, with where the others are.
extension DiagnosticLog {
    /// A finding as the text and GitHub printers show it: the first of its cause, in sorted order,
    /// and the places of the others.
    package struct Folded: Sendable, Hashable {
        package var diagnostic: Diagnostic
        /// The places of the other findings with the same code and cause, in sorted order.
        package var others: [SourceLocation?]

        /// How many places are named one by one before "… and N more".
        package static let shownPlaces = 3

        /// Notes naming the first few other places and counting the rest:
        /// `also here` ×3, then `… and 10 more in 3 files`.
        package var placeNotes: [Diagnostic.Note] {
            guard !others.isEmpty else { return [] }
            var notes = others.prefix(Self.shownPlaces).map { Diagnostic.Note("the same here", at: $0) }
            let rest = others.dropFirst(Self.shownPlaces)
            if !rest.isEmpty {
                let files = Set(rest.compactMap { $0?.file }).count
                notes.append(.init("… and \(rest.count) more in \(files) file\(files == 1 ? "" : "s")"))
            }
            return notes
        }
    }

    /// `sorted`, with the findings of one code and cause folded into the first of them.
    package var folded: [Folded] {
        var result: [Folded] = []
        /// Each cause's entry in `result`, and the places it has.
        var groups: [String: (entry: Int, places: Set<SourceLocation?>)] = [:]
        for diagnostic in sorted {
            guard let cause = diagnostic.cause else {
                result.append(Folded(diagnostic: diagnostic, others: []))
                continue
            }
            let key = "\(diagnostic.severity) \(diagnostic.code) \(cause)"
            guard let entry = groups[key]?.entry else {
                groups[key] = (result.count, [diagnostic.location])
                result.append(Folded(diagnostic: diagnostic, others: []))
                continue
            }
            // In place, so the set is not copied for each finding.
            if groups[key]!.places.insert(diagnostic.location).inserted {
                result[entry].others.append(diagnostic.location)
            }
        }
        return result
    }
}
