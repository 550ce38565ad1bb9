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
        let newPaths = Set(new.tokens.map(\.path))
        added = new.tokens.map(\.path).filter { oldTokens[$0] == nil }
        removed = old.tokens.map(\.path).filter { !newPaths.contains($0) }
        let oldScreens = Dictionary(old.screens.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let newScreens = Set(new.screens)
        screensAdded = new.screens.filter { oldScreens[$0] == nil }
        screensRemoved = old.screens.filter { !newScreens.contains($0) }
        // Screens both tables have, as (id, index in old, index in new).
        let shared = new.screens.enumerated().compactMap { index, id in oldScreens[id].map { (id, $0, index) } }
        changed = new.tokens.compactMap { token in
            guard let before = oldTokens[token.path] else { return nil }
            if case .constant(let a) = before, case .constant(let b) = token.values {
                return a == b ? nil : (token.path, [Change(old: a, new: b, screens: ["*"])])
            }
            var groups: [Change] = [], groupIndex: [String: Int] = [:]
            for (screen, oldIndex, newIndex) in shared {
                guard let a = before.value(onScreen: oldIndex), let b = token.values.value(onScreen: newIndex), a != b else { continue }
                let key = a + "\u{0}" + b
                if let i = groupIndex[key] { groups[i].screens.append(screen) } else {
                    groupIndex[key] = groups.count
                    groups.append(Change(old: a, new: b, screens: [screen]))
                }
            }
            return groups.isEmpty ? nil : (token.path, groups)
        }
    }
}
