/// The differences between two value tables: tokens added and removed, and for each changed token
/// its changes grouped by (old → new), so one change on many screens is one line.
public struct TableDiff: Sendable {
    /// One value change shared by several screens.
    public struct Change: Sendable, Hashable {
        public var old: String
        public var new: String
        public var screens: [String]
    }

    public var added: [String]
    public var removed: [String]
    public var changed: [(path: String, changes: [Change])]
    public var screensAdded: [String]
    public var screensRemoved: [String]

    public var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty && screensAdded.isEmpty && screensRemoved.isEmpty }

    public init(old: ValueTable, new: ValueTable) {
        let oldTokens = Dictionary(old.tokens.map { ($0.path, $0.values) }, uniquingKeysWith: { a, _ in a })
        let newTokens = Dictionary(new.tokens.map { ($0.path, $0.values) }, uniquingKeysWith: { a, _ in a })
        added = new.tokens.map(\.path).filter { oldTokens[$0] == nil }
        removed = old.tokens.map(\.path).filter { newTokens[$0] == nil }
        screensAdded = new.screens.filter { !old.screens.contains($0) }
        screensRemoved = old.screens.filter { !new.screens.contains($0) }
        let shared = ["*"] + new.screens.filter { old.screens.contains($0) }
        changed = new.tokens.compactMap { token in
            guard let before = oldTokens[token.path] else { return nil }
            var groups: [Change] = []
            for screen in shared {
                guard let a = before[screen], let b = token.values[screen], a != b else { continue }
                if let i = groups.firstIndex(where: { $0.old == a && $0.new == b }) { groups[i].screens.append(screen) } else {
                    groups.append(Change(old: a, new: b, screens: [screen]))
                }
            }
            return groups.isEmpty ? nil : (token.path, groups)
        }
    }
}
