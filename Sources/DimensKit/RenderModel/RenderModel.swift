import Foundation

/// What every output's render context of one build shares: the packed table, the reference
/// screen, and the parts computed only when a template first reads them (the base64 lines of the
/// table, the CSS blocks). Built once per build, whatever the outputs' options.
package final class RenderModel: Sendable {
    /// What the context says of a column's token, gathered once (views then copy nothing large).
    struct Column: Sendable {
        /// The token's path; for a composite's member, the token's path and the member's
        /// (`font.body.fontSize`).
        var path: UserText
        var type: TokenType?
        var model: String
        var source: UserText
        var location: SourceLocation
        var description: UserText?
        var deprecated: Token.Deprecation?
        /// Dimension and number tokens only.
        var textStyle: TextStyle?
        /// For a composite's member: the member, and whether it is a length.
        var member: ScaledMember?

        /// A token's own value, or a length of a composite: what CSS writes and the report charts.
        var isValue: Bool { member.map(\.isLength) ?? true }
        /// A dimension token or a length of a composite (CSS writes it in px).
        var isLength: Bool { member?.isLength ?? (type == .dimension) }
        /// A length of text: a dimension token with a `textStyle`, or a length of a typography
        /// (its `fontSize`, and its `lineHeight` and `letterSpacing`, which follow it). Android
        /// writes these in `sp` and a fluid CSS output in `rem`, so the reader's text size applies.
        var isText: Bool {
            isLength && (member == nil ? textStyle != nil : type == .typography)
        }
        /// A text size: a dimension token with a `textStyle`, or a typography's `fontSize`.
        var isTextSize: Bool {
            isLength && (member == nil ? textStyle != nil : type == .typography && member?.path == ["fontSize"])
        }
    }

    let table: ScaledTable
    let packed: PackedTable
    let columns: [Column]
    /// Each column's names, without a CSS prefix.
    let names: [NameStyles]
    /// The columns of per-screen tokens (not of composites' members), in order.
    let tokenColumns: [Int]
    /// The composites among `table.tokens`, each with its columns by member.
    let composites: [CompositeColumns]
    /// The screen standing for the reference: one of the reference's size, else the nearest.
    let referenceScreen: Int
    /// Whether the table has screens off the default platforms (the context then gives every
    /// screen's platform), and of a platform that classes windows (then every screen's window facts).
    let namesPlatforms: Bool
    let hasWindowClasses: Bool
    /// The sides the tokens read: what the generated lookups measure a window's distance by.
    let sides: ScreenSides
    /// Where columns are lines in the window's width between catalogued widths, found the first
    /// time a template asks (the runtime outputs do).
    var widthLines: WindowLines { windowLines.value { WindowLines(table, packed: packed) } }
    private let lines = Once<[String]>()
    private let columnLines = Once<[[String]]>()
    private let compactTable = Once<CompactTable>()
    private let windowLines = Once<WindowLines>()
    /// What an output kind computes once per model (the CSS blocks).
    let memo = Memo()

    package init(_ table: ScaledTable) {
        self.table = table
        // The rows of the table and what is said of each column are made side by side.
        let packedColumns = PackedTable.columns(of: table)
        let (packed, (columns, names)) = ParallelChunks.pair(
            { PackedTable(table, columns: packedColumns) }, { RenderModel.facts(of: packedColumns) })
        (self.packed, self.columns, self.names) = (packed, columns, names)
        tokenColumns = columns.indices.filter { columns[$0].member == nil }
        composites = CompositeColumns.all(packed, table: table)
        namesPlatforms = table.namesPlatforms
        hasWindowClasses = table.hasWindowClasses
        sides = ScreenSides.of(table)
        referenceScreen = Self.referenceScreen(of: table.screens, reference: table.reference)
    }

    /// The screen standing for the reference among `screens`: one of its size, else the nearest.
    static func referenceScreen(of screens: [Screen], reference: ScalingReference) -> Int {
        let (w, h) = (reference.width, reference.height)
        return screens.indices.min { a, b in
            let (sa, sb) = (screens[a], screens[b])
            return abs(sa.width - w) + abs(sa.height - h) < abs(sb.width - w) + abs(sb.height - h)
        } ?? 0
    }

    /// What the context says of each column, and its names (without a CSS prefix).
    private static func facts(of packedColumns: [PackedTable.Column]) -> ([Column], [NameStyles]) {
        let columns = packedColumns.map { column in
            let resolved = column.token
            let path = resolved.path.description + (column.member.map { "." + $0.dotted } ?? "")
            let textStyle =
                resolved.type == .dimension || resolved.type == .number || resolved.type == .typography
                ? resolved.settings.textStyle?.value : nil
            return Column(
                path: UserText(path), type: resolved.type, model: column.model?.rawValue ?? "none",
                source: UserText(resolved.token.location.description), location: resolved.token.location,
                description: resolved.token.description.map(UserText.init), deprecated: resolved.token.deprecated,
                textStyle: column.member == nil ? textStyle : nil, member: column.member)
        }
        let names = ParallelChunks.map(packedColumns.count) { range in
            packedColumns[range].map { column in
                NameStyles(
                    path: column.member.map { TokenPath(column.token.path.segments + $0.path) } ?? column.token.path)
            }
        }.flatMap { $0 }
        return (columns, names)
    }

    /// With text sizes: each row and its screens' rows at every text size of the table, `large`
    /// (the row itself) among them, smallest size first.
    var sizedRows: [(row: Int, rows: [Int])] {
        let sizes = table.textSizes
        guard !sizes.isEmpty else { return [] }
        let largeAt = sizes.filter { $0 < .standard }.count
        var seen = Set<Int>()
        var result: [(row: Int, rows: [Int])] = []
        for (screen, row) in packed.rowOfScreen.enumerated() where seen.insert(row).inserted {
            var rows = packed.rowOfScreenAtSize.map { $0[screen] }
            rows.insert(row, at: largeAt)
            result.append((row, rows))
        }
        return result
    }

    /// The packed table as base64 lines.
    var base64Lines: [String] { lines.value { packed.base64Lines() } }

    /// The packed table column by column, as base64 lines.
    var base64Columns: [[String]] { columnLines.value { packed.base64Columns() } }

    /// The packed table with each distinct column once.
    var compact: CompactTable { compactTable.value { CompactTable(packed) } }

    /// A token's value on one screen as a one-line JSON literal: `16.5`, `"Home"`, `false`.
    func plainValue(_ column: Int, screen: Int) -> String {
        switch packed.columns[column].values {
        case .numbers(let values): NumberText.decimals(values[screen])
        case .strings(let values):
            columns[column].member == nil ? JSONWriter.write(.string(values[screen]), pretty: false) : values[screen]
        case .booleans(let values): String(values[screen])
        case .constant, .composite: ""
        }
    }

    /// A token's value on one screen, formatted for CSS.
    func cssValue(_ column: Int, screen: Int) -> String {
        switch packed.columns[column].values {
        case .numbers(let values): NumberText.decimals(values[screen]) + (columns[column].isLength ? "px" : "")
        case .strings(let values): ValueFormat.cssString(values[screen])
        case .booleans(let values): values[screen] ? "true" : "false"
        case .constant, .composite: ""
        }
    }
}
