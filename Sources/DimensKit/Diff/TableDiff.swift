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
    /// How many screens both tables have.
    var sharedScreens = 0
    /// For changed tokens: what changed in their definition (`base 16px → 18px`, `override pad 24 → 26`),
    /// when both json outputs record it.
    public var causes: [String: [String]] = [:]

    public var isEmpty: Bool {
        added.isEmpty && removed.isEmpty && changed.isEmpty && screensAdded.isEmpty && screensRemoved.isEmpty
    }

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
        sharedScreens = shared.count
        changed = new.tokens.compactMap { token in
            guard let before = oldTokens[token.path] else { return nil }
            if case .constant(let a) = before, case .constant(let b) = token.values {
                return a == b ? nil : (token.path, [Change(old: a, new: b, screens: ["*"])])
            }
            var groups: [Change] = []
            var groupIndex: [String: Int] = [:]
            for (screen, oldIndex, newIndex) in shared {
                guard let a = before.value(onScreen: oldIndex), let b = token.values.value(onScreen: newIndex), a != b
                else { continue }
                let key = a + "\u{0}" + b
                if let i = groupIndex[key] {
                    groups[i].screens.append(screen)
                } else {
                    groupIndex[key] = groups.count
                    groups.append(Change(old: a, new: b, screens: [screen]))
                }
            }
            return groups.isEmpty ? nil : (token.path, groups)
        }
        let newIndex = Dictionary(new.screens.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        for (path, changes) in changed {
            let owner = new.tokenOfEntry[path] ?? old.tokenOfEntry[path] ?? path
            var found =
                old.definitions[owner].flatMap { before in new.definitions[owner].map { Self.causes(before, $0) } }
                ?? []
            // Screens that now take another resolver context.
            if !old.screenContexts.isEmpty, !new.screenContexts.isEmpty {
                var moves: [(String, Int)] = []
                for screen in changes.flatMap(\.screens) {
                    guard let a = oldScreens[screen], let b = newIndex[screen],
                        old.screenContexts[a] != new.screenContexts[b]
                    else { continue }
                    let move = "\(old.screenContexts[a]) → \(new.screenContexts[b])"
                    if let at = moves.firstIndex(where: { $0.0 == move }) {
                        moves[at].1 += 1
                    } else {
                        moves.append((move, 1))
                    }
                }
                found += moves.map { "context \($0.0) on \($0.1) screen\($0.1 == 1 ? "" : "s")" }
            }
            if found.isEmpty, let a = old.reference, let b = new.reference, a != b {
                found.append("reference \(a) → \(b)")
            }
            if !found.isEmpty { causes[path] = found }
        }
    }

    /// What differs between two definitions of a token, in words: its base, overrides, model,
    /// other settings, and the config rules that apply to it.
    static func causes(_ old: ValueTable.Definition, _ new: ValueTable.Definition) -> [String] {
        var causes: [String] = []
        if let a = old.base, let b = new.base, a != b { causes.append("base \(display(a)) → \(display(b))") }
        let before = Dictionary(old.overrides, uniquingKeysWith: { a, _ in a })
        let after = Dictionary(new.overrides, uniquingKeysWith: { a, _ in a })
        for (selector, value) in new.overrides {
            if let was = before[selector] {
                if was != value { causes.append("override \(selector) \(display(was)) → \(display(value))") }
            } else {
                causes.append("override \(selector) \(display(value)) added")
            }
        }
        for (selector, value) in old.overrides where after[selector] == nil {
            causes.append("override \(selector) \(display(value)) removed")
        }
        if old.model != new.model { causes.append("model \(old.model ?? "none") → \(new.model ?? "none")") }
        if old.settings != new.settings {
            causes.append("settings \(old.settings ?? "none") → \(new.settings ?? "none")")
        }
        for rule in new.rules where !old.rules.contains(rule) { causes.append("rule '\(rule)' added") }
        for rule in old.rules where !new.rules.contains(rule) { causes.append("rule '\(rule)' removed") }
        return causes
    }

    /// A value as reports show it: numbers with at most 4 decimals (the json output keeps every
    /// digit), everything else as written.
    static func display(_ text: String) -> String {
        guard let number = Double(text), text.first.map({ $0 == "-" || $0.isNumber }) == true else { return text }
        let shown = NumberText.decimals(number)
        return shown == "-0" ? "0" : shown
    }
}
