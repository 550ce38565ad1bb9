/// `dimens diff --format markdown`, for a pull request comment: the summary, the breaking changes
/// under their own heading, then a table of the other changes; with `verbose`, each changed
/// token's changes in a folded section.
extension TableDiff {
    public func markdown(verbose: Bool = false) -> String {
        if isEmpty { return "**dimens**: no differences\n" }
        var out = "**dimens**: \(summary)\n"
        func cell(_ text: String) -> String { text.replacing("|", with: "\\|") }
        let breaking = tokens.filter(\.isBreaking)
        if !breaking.isEmpty {
            out += "\n### Breaking for app code\n\n| token | change |\n|---|---|\n"
            for token in breaking {
                switch token.kind {
                case .removed: out += "| `\(cell(token.path))` | removed |\n"
                case .renamed(let from): out += "| `\(cell(from))` | renamed to `\(cell(token.path))` |\n"
                case .retyped(let old, let new): out += "| `\(cell(token.path))` | type \(cell(old)) → \(cell(new)) |\n"
                case .changed, .added: break
                }
            }
        }
        let others = tokens.filter { !$0.isBreaking }
        if !others.isEmpty {
            if !breaking.isEmpty { out += "\n### Other changes\n" }
            out += "\n| token | before | after | where | cause |\n|---|---|---|---|---|\n"
            for token in others {
                guard token.kind == .changed else {
                    out += "| `\(cell(token.path))` | | *added* | | |\n"
                    continue
                }
                out +=
                    "| `\(cell(Self.path(of: token)))` | \(cell(before(token))) | \(cell(after(token))) | \(cell(place(token.changes))) | \(cell(token.causes.joined(separator: "; "))) |\n"
            }
        }
        if !screensAdded.isEmpty { out += "\nScreens added: \(Self.listed(screensAdded))\n" }
        if !screensRemoved.isEmpty { out += "\nScreens removed: \(Self.listed(screensRemoved))\n" }
        let detailed = tokens.filter { !$0.changes.isEmpty }
        if verbose, !detailed.isEmpty {
            out +=
                "\n<details><summary>Change by change</summary>\n\n| token | before | after | where |\n|---|---|---|---|\n"
            for token in detailed {
                for change in Self.shown(token.changes, order: sharedScreens.map(\.id)) {
                    let path = change.member.isEmpty ? token.path : "\(token.path).\(change.member)"
                    out +=
                        "| `\(cell(path))` | \(cell(change.old)) | \(cell(change.new)) | \(cell(screensText(change.screens, listing: true) + sizesText(change.sizes))) |\n"
                }
            }
            out += "\n</details>\n"
        }
        return out
    }

    /// A changed token's values before, member by member where several changed.
    func before(_ token: TokenChange) -> String { values(token, \.old) }
    func after(_ token: TokenChange) -> String { values(token, \.new) }

    private func values(_ token: TokenChange, _ side: KeyPath<Change, String>) -> String {
        let members = Self.members(token)
        let ranges = members.map { Self.range(of: token, $0, side) }
        return members.count == 1 ? ranges[0] : zip(members, ranges).map { "\($0) \($1)" }.joined(separator: ", ")
    }
}
