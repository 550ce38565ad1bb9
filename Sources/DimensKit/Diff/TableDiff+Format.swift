/// `dimens diff` reports: plain text, Markdown for a pull request comment, or JSON for tools.
extension TableDiff {
    /// How many screen ids a line names before "and N more".
    static let screensShown = 4

    /// Changes as text and Markdown show them: values with at most 4 decimals, regrouped by what
    /// is shown; changes too small to show (under 0.0001) are counted on one line. The JSON report
    /// keeps every digit.
    static func shown(_ changes: [Change]) -> [Change] {
        var groups: [Change] = [], index: [String: Int] = [:], tiny: [String] = []
        for change in changes {
            let (old, new) = (display(change.old), display(change.new))
            if old == new {
                tiny += change.screens
                continue
            }
            let key = old + "\u{0}" + new
            if let i = index[key] { groups[i].screens += change.screens } else {
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

    public var text: String {
        if isEmpty { return "no differences\n" }
        var lines: [String] = []
        for path in added { lines.append("+ \(path) (added)") }
        for path in removed { lines.append("- \(path) (removed)") }
        for (path, changes) in changed {
            for cause in causes[path] ?? [] { lines.append("~ \(path): \(cause)") }
            for change in Self.shown(changes) { lines.append("~ \(path): \(change.old) → \(change.new) on \(Self.screenList(change.screens))") }
        }
        if !screensAdded.isEmpty { lines.append("+ screens: \(Self.screenList(screensAdded))") }
        if !screensRemoved.isEmpty { lines.append("- screens: \(Self.screenList(screensRemoved))") }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    var summary: String {
        "\(changed.count) changed, \(added.count) added, \(removed.count) removed token\(changed.count + added.count + removed.count == 1 ? "" : "s")"
    }

    public var markdown: String {
        if isEmpty { return "**dimens**: no differences\n" }
        var out = "**dimens**: \(summary)\n\n| token | before | after | screens |\n|---|---|---|---|\n"
        func cell(_ text: String) -> String { text.replacing("|", with: "\\|") }
        for path in added { out += "| `\(cell(path))` | | *added* | |\n" }
        for path in removed { out += "| `\(cell(path))` | *removed* | | |\n" }
        for (path, changes) in changed {
            for cause in causes[path] ?? [] { out += "| `\(cell(path))` | \(cell(cause)) | | *definition* |\n" }
            for change in Self.shown(changes) {
                out += "| `\(cell(path))` | \(cell(change.old)) | \(cell(change.new)) | \(cell(Self.screenList(change.screens))) |\n"
            }
        }
        if !screensAdded.isEmpty { out += "\nScreens added: \(Self.screenList(screensAdded))\n" }
        if !screensRemoved.isEmpty { out += "\nScreens removed: \(Self.screenList(screensRemoved))\n" }
        return out
    }

    public var json: JSONValue {
        .object([
            "schema": .string("dimens-diff/1"),
            "added": .array(added.map(JSONValue.string)), "removed": .array(removed.map(JSONValue.string)),
            "changed": .array(changed.map { path, changes in
                .object(["path": .string(path), "causes": .array((causes[path] ?? []).map(JSONValue.string)), "changes": .array(changes.map { change in
                    .object(["old": .string(change.old), "new": .string(change.new), "screens": .array(change.screens.map(JSONValue.string))])
                })])
            }),
            "screensAdded": .array(screensAdded.map(JSONValue.string)), "screensRemoved": .array(screensRemoved.map(JSONValue.string)),
        ])
    }
}
