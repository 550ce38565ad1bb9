/// A composite token among the table's columns: its members, each with its column, for the
/// outputs that give one typed value per composite (generated Swift) rather than one per member.
struct CompositeColumns: Sendable {
    var tokenIndex: Int
    var token: ResolvedToken
    var type: TokenType
    var isList: Bool
    /// Every member with its column, in order.
    var members: [(member: ScaledMember, column: Int)]

    /// The composites of `table` among the columns of `packed`, in token order.
    static func all(_ packed: PackedTable, table: ScaledTable) -> [CompositeColumns] {
        var result: [CompositeColumns] = []
        for (column, entry) in packed.columns.enumerated() {
            guard let member = entry.member, case .composite(let composite) = table.tokens[entry.tokenIndex].values
            else { continue }
            if result.last?.tokenIndex != entry.tokenIndex {
                result.append(
                    CompositeColumns(
                        tokenIndex: entry.tokenIndex, token: entry.token, type: composite.type,
                        isList: composite.isList, members: []))
            }
            result[result.count - 1].members.append((member, column))
        }
        return result
    }

    /// The column of the member at `path`.
    func column(_ path: MemberPath) -> Int? { members.first { $0.member.path == path }?.column }

    /// The member paths' first segments of a shadow list: its layers, in order.
    var layers: [MemberPath] {
        guard isList else { return [[]] }
        var seen: [String] = []
        for (member, _) in members where !seen.contains(member.path[0]) { seen.append(member.path[0]) }
        return seen.map { [$0] }
    }

    /// The text style a typography's sizes follow beyond its last text size: its own, else the
    /// one a segment of its path names (`font.textStyle.body`, `subhead`), else body.
    var textStyle: TextStyle {
        if let own = token.settings.textStyle?.value { return own }
        for segment in token.path.segments.reversed() {
            let name = segment.lowercased()
            if let style = TextStyle.allCases.first(where: { $0.rawValue.lowercased() == name }) { return style }
            if name == "subhead" { return .subheadline }
        }
        return .body
    }
}
