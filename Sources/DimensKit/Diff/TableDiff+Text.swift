/// `dimens diff`'s plain text: one line per token that differs, breaking changes first, then a
/// summary; with `verbose`, each changed token's changes under it.
extension TableDiff {
    public func text(verbose: Bool = false) -> String {
        if isEmpty { return "no differences\n" }
        var lines: [String] = []
        for token in tokens {
            switch token.kind {
            case .removed: lines.append("- \(token.path) (removed; breaking)")
            case .renamed(let from): lines.append("> \(from) → \(token.path) (renamed; breaking)")
            case .retyped(let old, let new): lines.append("! \(token.path): type \(old) → \(new) (breaking)")
            case .added: lines.append("+ \(token.path) (added)")
            case .changed:
                let why = token.causes.isEmpty ? "" : " (\(token.causes.joined(separator: "; ")))"
                lines.append("~ \(headline(token))\(why)")
            }
            let shown = verbose ? Self.shown(token.changes, order: sharedScreens.map(\.id)) : []
            // One change is the headline itself.
            guard shown.count > 1 || token.kind != .changed else { continue }
            for change in shown {
                let member = change.member.isEmpty ? "" : "\(change.member): "
                lines.append(
                    "    \(member)\(change.old) → \(change.new) on \(screensText(change.screens, listing: true))\(sizesText(change.sizes))"
                )
            }
        }
        if !screensAdded.isEmpty { lines.append("+ screens: \(Self.listed(screensAdded))") }
        if !screensRemoved.isEmpty { lines.append("- screens: \(Self.listed(screensRemoved))") }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A changed token in one line: each member's values before and after (a range where they
    /// differ), and where.
    func headline(_ token: TokenChange) -> String {
        let members = Self.members(token)
        let values = members.map { "\(Self.range(of: token, $0, \.old)) → \(Self.range(of: token, $0, \.new))" }
        let what = members.count == 1 ? values[0] : zip(members, values).map { "\($0) \($1)" }.joined(separator: ", ")
        return "\(Self.path(of: token)): \(what) on \(place(token.changes))"
    }

    /// The members whose values changed, in order.
    static func members(_ token: TokenChange) -> [String] {
        var members: [String] = []
        for change in token.changes where !members.contains(change.member) { members.append(change.member) }
        return members
    }

    /// The token's path, with its member when only one changed: `font.body.fontSize`.
    static func path(of token: TokenChange) -> String {
        let members = members(token)
        return members.count == 1 && !members[0].isEmpty ? "\(token.path).\(members[0])" : token.path
    }

    /// One member's values before or after, as one cell.
    static func range(of token: TokenChange, _ member: String, _ side: KeyPath<Change, String>) -> String {
        range(token.changes.filter { $0.member == member }.map { $0[keyPath: side] })
    }

    /// `3 changed, 1 removed, 1 renamed tokens; 2 breaking for app code`.
    public var summary: String {
        let counts = [
            ("changed", changed.count), ("added", added.count), ("removed", removed.count),
            ("renamed", renamed.count),
            ("retyped", tokens.count { if case .retyped = $0.kind { true } else { false } }),
        ]
        let parts = counts.filter { $0.1 > 0 }.map { "\($0.1) \($0.0)" }
        let total = counts.reduce(0) { $0 + $1.1 }
        var text = parts.isEmpty ? "no token changed" : parts.joined(separator: ", ") + " token\(total == 1 ? "" : "s")"
        let breaking = tokens.count(where: \.isBreaking)
        if breaking > 0 { text += "; \(breaking) breaking for app code" }
        return text
    }

    /// Screen ids added or removed, named up to `screensListed`.
    static func listed(_ ids: [String]) -> String {
        let shown = ids.prefix(screensListed).joined(separator: ", ")
        return ids.count > screensListed ? "\(shown) and \(ids.count - screensListed) more" : shown
    }

    /// Changes as text and Markdown show them: values with at most 4 decimals, regrouped by what
    /// is shown; changes too small to show (under 0.0001) are counted on one line per member and
    /// sizes. The JSON report keeps every digit.
    static func shown(_ changes: [Change], order: [String]) -> [Change] {
        let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var groups: [Change] = []
        var index: [[String]: Int] = [:]
        for change in changes {
            var (old, new) = (display(change.old), display(change.new))
            if old == new { (old, new) = ("(under 0.0001)", "(changed)") }
            let key = [change.member, old, new] + change.sizes
            if let at = index[key] {
                groups[at].screens += change.screens
            } else {
                index[key] = groups.count
                groups.append(
                    Change(member: change.member, old: old, new: new, sizes: change.sizes, screens: change.screens))
            }
        }
        let tiny = groups.filter { $0.old == "(under 0.0001)" }
        return (groups.filter { $0.old != "(under 0.0001)" } + tiny).map { group in
            var group = group
            group.screens.sort { position[$0, default: .max] < position[$1, default: .max] }
            return group
        }
    }
}
