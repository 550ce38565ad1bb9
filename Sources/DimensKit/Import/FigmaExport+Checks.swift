/// What an export must hold to become one resolver: modes of a collection with the same tokens,
/// and collections that do not define the same token; and which mode is the default.
extension FigmaExport {
    /// Tokens in one mode's file and not in another's, or of another `$type` there: Figma gives
    /// every variable of a collection a value in every mode, so the files are not one collection's
    /// modes (or one was edited).
    static func mismatches(_ collection: FigmaCollection) -> [Diagnostic] {
        guard collection.modes.count > 1 else { return [] }
        let tokens = collection.modes.map { mode in
            Dictionary(mode.entries.filter(\.isToken).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        }
        var found: [Diagnostic] = []
        var seen = Set<[String]>()
        for (index, mode) in collection.modes.enumerated() {
            for entry in mode.entries where entry.isToken && seen.insert(entry.path).inserted {
                for (other, otherMode) in collection.modes.enumerated() where other != index {
                    guard let twin = tokens[other][entry.path] else {
                        found.append(
                            .error(
                                .figmaModeMismatch,
                                "'\(entry.shown)' is in mode '\(mode.name)' of collection '\(collection.name)' but not in mode '\(otherMode.name)' ('\(otherMode.file.path)')",
                                at: entry.location, token: entry.shown,
                                notes: [
                                    .init(
                                        "every mode of a Figma collection has the same variables; export the collection's modes again, together, and keep each collection's files in a folder of their own"
                                    )
                                ], cause: "'\(mode.file.path)' and '\(otherMode.file.path)' hold different tokens"))
                        continue
                    }
                    if other > index, twin.type != entry.type {
                        found.append(
                            .error(
                                .figmaModeMismatch,
                                "'\(entry.shown)' is \(described(entry.type)) in mode '\(mode.name)' but \(described(twin.type)) in mode '\(otherMode.name)'",
                                at: twin.location, token: entry.shown,
                                notes: [.init("in mode '\(mode.name)'", at: entry.location)]))
                    }
                }
            }
        }
        return found
    }

    private static func described(_ type: String?) -> String { type.map { "of type '\($0)'" } ?? "without a $type" }

    /// A token path that two collections define, or that one defines where another has a group:
    /// the resolver merges all collections into one tree. One error per two collections, at the
    /// first such token, with how many more there are (two copies of a collection would
    /// otherwise be an error per token).
    static func overlaps(_ collections: [FigmaCollection]) -> [Diagnostic] {
        var owner: [[String]: (collection: String, entry: FigmaEntry)] = [:]
        var groups: [[String]: (collection: String, entry: FigmaEntry)] = [:]
        var found: [Diagnostic] = []
        var pairs: [String: (index: Int, more: Int)] = [:]
        for collection in collections {
            guard let mode = collection.modes.first else { continue }
            for entry in mode.entries where entry.isToken {
                let clash =
                    (1...entry.path.count).lazy.compactMap { owner[Array(entry.path.prefix($0))] }.first
                    ?? groups[entry.path]
                if let clash {
                    let pair = collection.name + "\u{0}" + clash.collection
                    if let earlier = pairs[pair] {
                        pairs[pair]?.more = earlier.more + 1
                        continue
                    }
                    pairs[pair] = (found.count, 0)
                    found.append(
                        .error(
                            .figmaCollectionOverlap,
                            "'\(entry.shown)' of collection '\(collection.name)' overlaps '\(clash.entry.shown)' of collection '\(clash.collection)'; the resolver merges the collections into one tree, where one would replace the other",
                            at: entry.location, token: entry.shown,
                            notes: [
                                .init("collection '\(clash.collection)' defines it here", at: clash.entry.location),
                                .init(
                                    "rename one of the groups in Figma; collections that are alternatives (a light and a dark one) are better one collection with a mode each"
                                ),
                            ]))
                } else {
                    owner[entry.path] = (collection.name, entry)
                    for length in 1..<entry.path.count where groups[Array(entry.path.prefix(length))] == nil {
                        groups[Array(entry.path.prefix(length))] = (collection.name, entry)
                    }
                }
            }
        }
        for (pair, counted) in pairs where counted.more > 0 {
            let names = pair.split(separator: "\u{0}", omittingEmptySubsequences: false)
            found[counted.index].notes.append(
                .init(
                    "and \(counted.more) more token\(counted.more == 1 ? "" : "s") of collection '\(names[0])' overlap\(counted.more == 1 ? "s" : "") collection '\(names[1])' likewise"
                ))
        }
        return found
    }

    /// The default context among modes named `names`: the smallest screen size when the names are
    /// sizes, else a name Figma or design systems give the first mode, else the first.
    static func defaultMode(_ names: [String]) -> Int {
        if let smallest = BindingSuggestion.suggest(for: names)?.baseIndex { return smallest }
        for usual in ["mode 1", "default", "base", "light"] {
            if let index = names.firstIndex(where: { $0.lowercased() == usual }) { return index }
        }
        return 0
    }
}
