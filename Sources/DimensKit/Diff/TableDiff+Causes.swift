extension TableDiff {
    /// Why a changed token's values changed, where the tables say: its definition, the resolver
    /// contexts its changed screens now take, or the reference screen.
    static func causes(
        of token: TokenChange, old: ValueTable, new: ValueTable, places: [String: (old: Int, new: Int)]
    ) -> [String] {
        var found =
            old.definitions[token.path].flatMap { before in new.definitions[token.path].map { causes(before, $0) } }
            ?? []
        var moves: [(move: String, count: Int)] = []
        for screen in Set(token.changes.flatMap(\.screens)).sorted() {
            guard let (a, b) = places[screen] else { continue }
            let (before, after) = (old.screens[a].contexts, new.screens[b].contexts)
            guard !before.isEmpty, !after.isEmpty, before != after else { continue }
            let move = "\(before) → \(after)"
            if let at = moves.firstIndex(where: { $0.move == move }) {
                moves[at].count += 1
            } else {
                moves.append((move, 1))
            }
        }
        found += moves.map { "context \($0.move) on \($0.count) screen\($0.count == 1 ? "" : "s")" }
        if found.isEmpty, let a = old.reference, let b = new.reference, a != b {
            found.append("reference \(a) → \(b)")
        }
        return found
    }

    /// What differs between two definitions of a token, in words: its base, overrides, model,
    /// other settings, and the config rules that apply to it.
    static func causes(_ old: ValueTable.Definition, _ new: ValueTable.Definition) -> [String] {
        var causes: [String] = []
        if let a = old.base, let b = new.base, a != b { causes.append("base \(display(a)) → \(display(b))") }
        let before = Dictionary(old.overrides.map { ($0.selector, $0.value) }, uniquingKeysWith: { a, _ in a })
        let after = Dictionary(new.overrides.map { ($0.selector, $0.value) }, uniquingKeysWith: { a, _ in a })
        for override in new.overrides {
            if let was = before[override.selector] {
                if was != override.value {
                    causes.append("override \(override.selector) \(display(was)) → \(display(override.value))")
                }
            } else {
                causes.append("override \(override.selector) \(display(override.value)) added")
            }
        }
        for override in old.overrides where after[override.selector] == nil {
            causes.append("override \(override.selector) \(display(override.value)) removed")
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
