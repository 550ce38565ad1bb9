import Foundation

/// What every output's render context of one build shares: the packed table, the reference
/// screen, and the parts computed only when a template first reads them (the base64 lines of the
/// table, the CSS blocks). Built once per build, whatever the outputs' options.
public final class RenderModel: Sendable {
    /// What the context says of a column's token, gathered once (views then copy nothing large).
    struct Column: Sendable {
        var path: String
        var type: TokenType?
        var model: String
        var source: String
        var location: SourceLocation
        var description: String?
        var deprecated: Token.Deprecation?
        /// Dimension and number tokens only.
        var textStyle: TextStyle?
    }

    let table: ScaledTable
    let packed: PackedTable
    let columns: [Column]
    /// Each column's names, without a CSS prefix.
    let names: [NameStyles]
    /// The screen standing for the reference: one of the reference's size, else the nearest.
    let referenceScreen: Int
    private let lines = Once<[String]>()
    private let columnLines = Once<[[String]]>()
    private let cssBlocks = Once<CSSBlocks>()

    public init(_ table: ScaledTable) {
        self.table = table
        packed = PackedTable(table)
        columns = packed.columns.map { token in
            let resolved = token.token
            return Column(path: resolved.path.description, type: resolved.type, model: token.model?.rawValue ?? "none",
                          source: resolved.token.location.description, location: resolved.token.location,
                          description: resolved.token.description, deprecated: resolved.token.deprecated,
                          textStyle: resolved.type == .dimension || resolved.type == .number ? resolved.settings.textStyle?.value : nil)
        }
        names = packed.columns.map { NameStyles(path: $0.token.path) }
        let w = table.reference.width, h = table.reference.height
        referenceScreen = table.screens.indices.min { a, b in
            let sa = table.screens[a], sb = table.screens[b]
            return abs(sa.width - w) + abs(sa.height - h) < abs(sb.width - w) + abs(sb.height - h)
        } ?? 0
    }

    /// The packed table as base64 lines.
    var base64Lines: [String] { lines.value { packed.base64Lines() } }

    /// The packed table column by column, as base64 lines.
    var base64Columns: [[String]] { columnLines.value { packed.base64Columns() } }

    /// The reference values and mobile-first `min-width` blocks, as CSS value texts.
    var css: CSSBlocks { cssBlocks.value { CSSBlocks(self) } }

    /// A token's value on one screen as a one-line JSON literal: `16.5`, `"Home"`, `false`.
    func plainValue(_ column: Int, screen: Int) -> String {
        switch packed.columns[column].values {
        case .numbers(let values): ValueFormat.decimals(values[screen])
        case .strings(let values): JSONWriter.write(.string(values[screen]), pretty: false)
        case .booleans(let values): String(values[screen])
        case .constant: ""
        }
    }

    /// A token's value on one screen, formatted for CSS.
    func cssValue(_ column: Int, screen: Int) -> String {
        switch packed.columns[column].values {
        case .numbers(let values): ValueFormat.decimals(values[screen]) + (columns[column].type == .dimension ? "px" : "")
        case .strings(let values): ValueFormat.cssString(values[screen])
        case .booleans(let values): values[screen] ? "true" : "false"
        case .constant: ""
        }
    }
}

/// A value computed by the first caller that asks, then shared (safe across threads).
final class Once<Value: Sendable>: @unchecked Sendable {
    private var stored: Value?
    private let lock = NSLock()

    func value(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let stored { return stored }
        let made = make()
        stored = made
        return made
    }
}
