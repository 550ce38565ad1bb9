/// The CSS output's structure: the reference screen's value of every column, then for each wider
/// width (mobile-first `min-width`) the columns whose value changes there, with their new value.
/// A width's values are those of its first screen in catalog order. Columns are compared by their
/// packed values first and formatted only when those differ, and each distinct row is compared
/// once, so this costs little more than reading the table.
struct CSSBlocks: Sendable {
    struct Block: Sendable {
        var minWidth: String
        var screen: String
        /// (column, CSS value text) of the columns that change at this width.
        var changes: [(column: Int, value: String)]
    }

    var root: [String]
    var media: [Block]

    init(_ model: RenderModel) {
        let table = model.table, packed = model.packed
        guard !table.screens.isEmpty else {
            root = []
            media = []
            return
        }
        let reference = model.referenceScreen, columns = packed.columns.count
        // Values repeat across tokens and widths: each distinct one is formatted once.
        var formatted: [UInt64: String] = [:]
        func cssValue(_ column: Int, screen: Int) -> String {
            guard case .numbers(let values) = packed.columns[column].values else { return model.cssValue(column, screen: screen) }
            let value = values[screen], unit = model.columns[column].type == .dimension ? "px" : ""
            if let known = formatted[value.bitPattern] { return known + unit }
            let text = ValueFormat.decimals(value)
            formatted[value.bitPattern] = text
            return text + unit
        }
        var text = (0..<columns).map { cssValue($0, screen: reference) }
        root = text
        // The row whose packed value gave each column's current text: equal packed values give
        // equal text, so only differing ones are formatted.
        var rowOfText = [Int](repeating: packed.rowOfScreen[reference], count: columns)
        var blocks: [Block] = []
        let widths = Set(table.screens.map(\.width)).filter { $0 > table.screens[reference].width }.sorted()
        for width in widths {
            let screen = table.screens.firstIndex { $0.width == width }!
            let row = packed.rowOfScreen[screen]
            var changes: [(column: Int, value: String)] = []
            for column in 0..<columns where packed.value(row: row, column: column) != packed.value(row: rowOfText[column], column: column) {
                let value = cssValue(column, screen: screen)
                rowOfText[column] = row
                if value != text[column] {
                    text[column] = value
                    changes.append((column, value))
                }
            }
            guard !changes.isEmpty else { continue }
            blocks.append(Block(minWidth: ValueFormat.decimals(width), screen: table.screens[screen].id, changes: changes))
        }
        media = blocks
    }
}
