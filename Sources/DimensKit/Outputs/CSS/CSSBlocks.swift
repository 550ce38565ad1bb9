/// The CSS output's structure: the reference screen's value of every column, then for each wider
/// width (mobile-first `min-width`) the columns whose value changes there, with their new value.
/// A width stands for its first full screen in catalog order (iPad windows are left out: their
/// values follow the device family, so a 438-point Split View window would put tablet values among
/// phone widths). Each number token is kept monotone along the ladder in its own direction (the
/// way it goes from the reference to the widest width): a width whose screen would send a growing
/// token back down (a phone in landscape between two iPads in portrait) keeps the value reached so
/// far, because viewport widths cannot tell a landscape phone from a portrait tablet and a page must
/// never shrink as its window widens. Columns are compared by their packed values and formatted
/// only when they change, so this costs little more than reading the table.
struct CSSBlocks: Sendable {
    struct Block: Sendable {
        var minWidth: String
        var screen: String
        /// (column, CSS value text) of the columns that change at this width.
        var changes: [(column: Int, value: String)]
    }

    /// (column, CSS value text) of every column CSS writes: tokens' values and composites' lengths.
    var root: [(column: Int, value: String)]
    var media: [Block]

    init(_ model: RenderModel) {
        let table = model.table
        let packed = model.packed
        guard !table.screens.isEmpty else {
            root = []
            media = []
            return
        }
        let reference = model.referenceScreen
        let written = model.columns.indices.filter { model.columns[$0].isValue }
        // Values repeat across tokens and widths: each distinct one is formatted once, as a
        // number (slot 0) and as a length (slot 1).
        let isLength = model.columns.map(\.isLength)
        var formatted: [[UInt64: String]] = [[:], [:]]
        func format(_ value: Double, _ column: Int) -> String {
            let slot = isLength[column] ? 1 : 0
            if let known = formatted[slot][value.bitPattern] { return known }
            let text = NumberText.decimals(value) + (slot == 1 ? "px" : "")
            formatted[slot][value.bitPattern] = text
            return text
        }
        func cssValue(_ column: Int, screen: Int) -> String {
            guard case .numbers(let values) = packed.columns[column].values else {
                return model.cssValue(column, screen: screen)
            }
            return format(values[screen], column)
        }
        root = written.map { ($0, cssValue($0, screen: reference)) }
        // Full screens only: iPad windows are app windows, and their values follow the device
        // family (a 438-point Split View window would bring tablet values among phone widths).
        let full = table.screens.indices.filter { table.screens[$0].window == nil }
        let widths = Set(full.map { table.screens[$0].width }).filter { $0 > table.screens[reference].width }.sorted()
        let firstScreens = widths.map { width in full.first { table.screens[$0].width == width }! }
        // Each column's value so far (packed: numbers as themselves), and for numbers the
        // direction it keeps: up unless the widest width's value is below the reference's.
        let referenceRow = packed.rowOfScreen[reference]
        let columns = packed.columns.count
        var current = (0..<columns).map { packed.value(row: referenceRow, column: $0) }
        let isNumber = (0..<columns).map { column in
            if case .numbers = packed.columns[column].values { true } else { false }
        }
        let grows = (0..<columns).map { column in
            firstScreens.last.map { packed.value(row: packed.rowOfScreen[$0], column: column) >= current[column] }
                ?? true
        }
        var blocks: [Block] = []
        for (width, screen) in zip(widths, firstScreens) {
            let row = packed.rowOfScreen[screen]
            var changes: [(column: Int, value: String)] = []
            for column in written {
                var value = packed.value(row: row, column: column)
                if isNumber[column] {
                    value = grows[column] ? Swift.max(value, current[column]) : Swift.min(value, current[column])
                }
                guard value != current[column] else { continue }
                current[column] = value
                let text = isNumber[column] ? format(value, column) : model.cssValue(column, screen: screen)
                changes.append((column, text))
            }
            guard !changes.isEmpty else { continue }
            blocks.append(
                Block(minWidth: NumberText.decimals(width), screen: table.screens[screen].id, changes: changes))
        }
        media = blocks
    }
}
