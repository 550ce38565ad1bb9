/// Where a change is, in few words: screens as every screen, a few names, or the groups they make
/// up (a resolver context, a platform, a family, an orientation), never hundreds of ids; text
/// sizes as ranges of consecutive sizes.
extension TableDiff {
    /// How many screen ids a listing names before "and N more".
    static let screensListed = 4

    /// What groups screens, most telling first: each maps a screen to its group's label.
    static let groupings: [@Sendable (ValueTable.Screen) -> String] = [
        { $0.contexts },
        { $0.platform },
        { $0.family },
        { $0.orientation },
        { $0.family.isEmpty || $0.orientation.isEmpty ? "" : "\($0.family) \($0.orientation)" },
        { $0.platform.isEmpty || $0.family.isEmpty ? "" : "\($0.platform) \($0.family)" },
    ]

    /// `ids` (of the shared screens) in words; `listing` names up to `screensListed` of a set no
    /// group describes.
    func screensText(_ ids: [String], listing: Bool = false) -> String {
        let count = sharedScreens.count
        if count == 0 { return "every screen (none shared)" }
        if ids.count == count { return "every screen (\(count))" }
        if ids.count <= 3 { return ids.joined(separator: ", ") }
        let chosen = Set(ids)
        if count - ids.count <= 2 {
            let others = sharedScreens.map(\.id).filter { !chosen.contains($0) }
            return "every screen but \(others.joined(separator: ", ")) (\(ids.count))"
        }
        if let labels = groups(of: chosen) { return "\(ids.count) screens (\(labels.joined(separator: ", ")))" }
        guard listing else { return "\(ids.count) screens" }
        if ids.count <= Self.screensListed { return "\(ids.count) screens: \(ids.joined(separator: ", "))" }
        let named = ids.prefix(Self.screensListed).joined(separator: ", ")
        return "\(ids.count) screens: \(named) and \(ids.count - Self.screensListed) more"
    }

    /// The fewest labels (at most 3) of one grouping whose screens are exactly `chosen`.
    func groups(of chosen: Set<String>) -> [String]? {
        var best: [String]?
        for grouping in Self.groupings {
            var labels: [String] = []
            var inside: [String: Bool] = [:]
            var exact = true
            for screen in sharedScreens {
                let label = grouping(screen)
                let isChosen = chosen.contains(screen.id)
                if let seen = inside[label] {
                    if seen != isChosen { exact = false }
                } else {
                    inside[label] = isChosen
                    if isChosen { labels.append(label) }
                }
            }
            guard exact, !labels.contains(""), labels.count <= 3, labels.count < (best?.count ?? 4) else { continue }
            best = labels
        }
        return best
    }

    /// ` at large`, ` at extraSmall…medium, xxxLarge`: empty when the tables have one text size or
    /// the change is at all of them.
    func sizesText(_ sizes: [String]) -> String {
        guard textSizes.count > 1, Set(sizes).count < textSizes.count else { return "" }
        let order = ValueTable.ordered(Set(textSizes))
        let chosen = Set(sizes)
        var runs: [[String]] = []
        for (index, size) in order.enumerated() where chosen.contains(size) {
            if index > 0, chosen.contains(order[index - 1]), !runs.isEmpty {
                runs[runs.count - 1].append(size)
            } else {
                runs.append([size])
            }
        }
        let parts = runs.flatMap { run in run.count >= 3 ? ["\(run[0])…\(run[run.count - 1])"] : run }
        return " at " + parts.joined(separator: ", ")
    }

    /// Where a token's changes are, together: the screens and sizes any of them is at.
    func place(_ changes: [Change]) -> String {
        let changed = Set(changes.flatMap(\.screens))
        let ids = sharedScreens.map(\.id).filter(changed.contains)
        return screensText(ids) + sizesText(Array(Set(changes.flatMap(\.sizes))))
    }

    /// Values before or after a token's changes as one cell: the value, a range where numbers
    /// differ (`16…24`), or how many values.
    static func range(_ values: [String]) -> String {
        let numbers = values.compactMap { $0.first.map { $0 == "-" || $0.isNumber } == true ? Double($0) : nil }
        if numbers.count == values.count, let low = numbers.min(), let high = numbers.max() {
            return low == high ? display(values[0]) : "\(NumberText.decimals(low))…\(NumberText.decimals(high))"
        }
        let distinct = values.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return distinct.count == 1 ? distinct[0] : "\(distinct.count) values"
    }
}
