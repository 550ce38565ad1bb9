/// `dimens diff` reports: plain text, Markdown for a pull request comment, or JSON for tools.
extension TableDiff {
    /// How many screen ids a line names before "and N more".
    static let screensShown = 4

    /// Changes as text and Markdown show them: values with at most 4 decimals, regrouped by what
    /// is shown; changes too small to show (under 0.0001) are counted on one line. The JSON report
    /// keeps every digit.
    static func shown(_ changes: [Change]) -> [Change] {
        var groups: [Change] = []
        var index: [String: Int] = [:]
        var tiny: [String] = []
        for change in changes {
            let (old, new) = (display(change.old), display(change.new))
            if old == new {
                tiny += change.screens
                continue
            }
            let key = old + "\u{0}" + new
            if let i = index[key] {
                groups[i].screens += change.screens
            } else {
                index[key] = groups.count
                groups.append(Change(old: old, new: new, screens: change.screens))
            }
        }
        if !tiny.isEmpty { groups.append(Change(old: "(under 0.0001)", new: "(changed)", screens: tiny)) }
        return groups
    }

    static func screenList(_ screens: [String]) -> String {
        if screens == ["*"] { return "every screen" }
        let shown = screens.prefix(screensShown).joined(separator: ", ")
        return screens.count > screensShown ? "\(shown) and \(screens.count - screensShown) more" : shown
    }

    /// One changed token in a line's words: its values before and after on the screens that
    /// changed (a range where they differ: `16…24 → 17…26`), and on how many screens (named
    /// when one or two).
    func summary(_ changes: [Change]) -> (old: String, new: String, screens: String) {
        func range(_ values: [String]) -> String {
            let numbers = values.compactMap { $0.first.map { $0 == "-" || $0.isNumber } == true ? Double($0) : nil }
            if numbers.count == values.count, let low = numbers.min(), let high = numbers.max() {
                return low == high
                    ? Self.display(values[0]) : "\(NumberText.decimals(low))…\(NumberText.decimals(high))"
            }
            let distinct = values.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            return distinct.count == 1 ? distinct[0] : "\(distinct.count) values"
        }
        let screens = changes.flatMap(\.screens)
        let count =
            screens == ["*"]
            ? "every screen"
            : screens.count == sharedScreens
                ? "every screen (\(screens.count))"
                : screens.count <= 2 ? screens.joined(separator: ", ") : "\(screens.count) screens"
        return (range(changes.map(\.old)), range(changes.map(\.new)), count)
    }

    /// One line per changed token, with its causes; with `verbose`, each change under it with
    /// every screen it is on.
    public func text(verbose: Bool = false) -> String {
        if isEmpty { return "no differences\n" }
        var lines: [String] = []
        for path in added { lines.append("+ \(path) (added)") }
        for path in removed { lines.append("- \(path) (removed)") }
        for (path, changes) in changed {
            let (old, new, screens) = summary(changes)
            let why = causes[path].map { " (\($0.joined(separator: "; ")))" } ?? ""
            lines.append("~ \(path): \(old) → \(new) on \(screens)\(why)")
            guard verbose else { continue }
            for change in Self.shown(changes) {
                lines.append(
                    "    \(change.old) → \(change.new) on \(change.screens == ["*"] ? "every screen" : change.screens.joined(separator: ", "))"
                )
            }
        }
        if !screensAdded.isEmpty { lines.append("+ screens: \(Self.screenList(screensAdded))") }
        if !screensRemoved.isEmpty { lines.append("- screens: \(Self.screenList(screensRemoved))") }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    var summary: String {
        "\(changed.count) changed, \(added.count) added, \(removed.count) removed token\(changed.count + added.count + removed.count == 1 ? "" : "s")"
    }

    /// A table for a pull request comment: one row per changed token; with `verbose`, its
    /// changes screen by screen in a folded section under the table.
    public func markdown(verbose: Bool = false) -> String {
        if isEmpty { return "**dimens**: no differences\n" }
        var out = "**dimens**: \(summary)\n\n| token | before | after | screens | cause |\n|---|---|---|---|---|\n"
        func cell(_ text: String) -> String { text.replacing("|", with: "\\|") }
        for path in added { out += "| `\(cell(path))` | | *added* | | |\n" }
        for path in removed { out += "| `\(cell(path))` | *removed* | | | |\n" }
        for (path, changes) in changed {
            let (old, new, screens) = summary(changes)
            out +=
                "| `\(cell(path))` | \(cell(old)) | \(cell(new)) | \(cell(screens)) | \(cell((causes[path] ?? []).joined(separator: "; "))) |\n"
        }
        if !screensAdded.isEmpty { out += "\nScreens added: \(Self.screenList(screensAdded))\n" }
        if !screensRemoved.isEmpty { out += "\nScreens removed: \(Self.screenList(screensRemoved))\n" }
        if verbose, !changed.isEmpty {
            out +=
                "\n<details><summary>Screen by screen</summary>\n\n| token | before | after | screens |\n|---|---|---|---|\n"
            for (path, changes) in changed {
                for change in Self.shown(changes) {
                    out +=
                        "| `\(cell(path))` | \(cell(change.old)) | \(cell(change.new)) | \(cell(change.screens.joined(separator: ", "))) |\n"
                }
            }
            out += "\n</details>\n"
        }
        return out
    }

    public var json: JSONValue {
        .object([
            "schema": .string("dimens-diff/1"),
            "added": .array(added.map(JSONValue.string)), "removed": .array(removed.map(JSONValue.string)),
            "changed": .array(
                changed.map { path, changes in
                    let (old, new, screens) = summary(changes)
                    return .object([
                        "path": .string(path), "causes": .array((causes[path] ?? []).map(JSONValue.string)),
                        "old": .string(old), "new": .string(new), "screens": .string(screens),
                        "changes": .array(
                            changes.map { change in
                                .object([
                                    "old": .string(change.old), "new": .string(change.new),
                                    "screens": .array(change.screens.map(JSONValue.string)),
                                ])
                            }),
                    ])
                }),
            "screensAdded": .array(screensAdded.map(JSONValue.string)),
            "screensRemoved": .array(screensRemoved.map(JSONValue.string)),
        ])
    }
}
