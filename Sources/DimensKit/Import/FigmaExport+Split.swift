/// A collection's modes split into what they share and what each has of its own.
extension FigmaExport {
    /// The token document of what is written the same in every mode (for one mode, everything),
    /// and one per mode with the rest. A token is shared when its whole object is the same in each
    /// mode's file (`$value`, `$type`, `$description`, `$extensions`): the resolver replaces a
    /// token whole, so a mode's file holds each token that differs, whole. Group properties go the
    /// same way. Paths keep the order of the default mode's file.
    static func split(_ collection: FigmaCollection) -> (shared: JSONValue, modes: [JSONValue]) {
        let modes = collection.modes
        let byPath = modes.map { mode in
            Dictionary(mode.entries.map { ($0.path, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        var paths: [[String]] = []
        var seen = Set<[String]>()
        let first = collection.defaultMode
        for mode in [modes[first]] + modes.enumerated().filter({ $0.offset != first }).map(\.element) {
            for entry in mode.entries where seen.insert(entry.path).inserted { paths.append(entry.path) }
        }
        var shared: [([String], JSONValue)] = []
        var own = Array(repeating: [([String], JSONValue)](), count: modes.count)
        for path in paths {
            let values = byPath.map { $0[path] }
            if let value = values[first], values.allSatisfy({ $0?.sameValue(as: value) == true }) {
                shared.append((path, value))
                continue
            }
            for (index, value) in values.enumerated() {
                if let value { own[index].append((path, value)) }
            }
        }
        return (document(shared), own.map { document($0) })
    }

    /// Entries as nested groups, each group where its first entry comes.
    static func document(_ entries: [([String], JSONValue)], depth: Int = 0) -> JSONValue {
        var keys: [String] = []
        var leaves: [String: JSONValue] = [:]
        var groups: [String: [([String], JSONValue)]] = [:]
        for (path, value) in entries {
            let key = path[depth]
            if leaves[key] == nil, groups[key] == nil { keys.append(key) }
            if path.count == depth + 1 {
                leaves[key] = value
            } else {
                groups[key, default: []].append((path, value))
            }
        }
        return .object(keys.map { key in (key, leaves[key] ?? document(groups[key]!, depth: depth + 1)) })
    }
}
