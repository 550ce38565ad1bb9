/// The CSS output's structure: the reference screen's value of every column, then for each wider
/// width (mobile-first `min-width`, the steps of `CSSLadder`) the columns whose value changes
/// there, with their new value. With `fluid`, a length whose unrounded values are linear in the
/// width between its model's bounds is one `clamp()` in the reference block and in no media
/// block (`CSSClamp`, `clamp(_:ladder:column:rem:)`); a token's dimens block `"fluid"` overrides
/// the option. Columns are compared by
/// their packed values and formatted only when they change, so this costs little more than
/// reading the table.
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
    /// The columns written as one `clamp()`, by column.
    var clamps: [Int: CSSClamp]

    init(_ model: RenderModel, fluid: Bool) {
        let table = model.table
        let packed = model.packed
        root = []
        media = []
        clamps = [:]
        guard !table.screens.isEmpty else { return }
        let ladder = CSSLadder(model)
        let written = model.columns.indices.filter { model.columns[$0].isValue }
        let isFluid = written.map { column in
            model.columns[column].isLength && ladder.isNumber(column)
                && (packed.columns[column].token.settings.fluid?.value ?? fluid)
        }
        // Text lengths are in rem in a fluid output, on the ladder too and whatever a token's own
        // `fluid` says (a token kept on the ladder must not ignore the reader's font size), and
        // wherever a token is fluid itself.
        let inRem = zip(written, isFluid).map { column, fluidColumn in
            model.columns[column].isText && model.columns[column].isLength && (fluid || fluidColumn)
        }
        var unit = [String](repeating: "", count: model.columns.count)
        for (index, column) in written.enumerated() where model.columns[column].isLength {
            unit[column] = inRem[index] ? "rem" : "px"
        }
        for (index, column) in written.enumerated() where isFluid[index] {
            clamps[column] = Self.clamp(model, ladder: ladder, column: column, rem: inRem[index])
        }
        // Values repeat across tokens and widths: each distinct one is formatted once per unit.
        var formatted: [String: [UInt64: String]] = [:]
        func format(_ value: Double, _ column: Int) -> String {
            let unit = unit[column]
            if let known = formatted[unit]?[value.bitPattern] { return known }
            let text = NumberText.decimals(unit == "rem" ? value / CSSClamp.remSize : value) + unit
            formatted[unit, default: [:]][value.bitPattern] = text
            return text
        }
        func cssValue(_ column: Int, screen: Int, value: Double) -> String {
            ladder.isNumber(column) ? format(value, column) : model.cssValue(column, screen: screen)
        }
        let reference = ladder.screens[0]
        var current = (0..<packed.columns.count).map { ladder.value($0, step: 0, reached: nil) }
        root = written.map { column in
            (column, clamps[column]?.text() ?? cssValue(column, screen: reference, value: current[column]))
        }
        let stepped = written.filter { clamps[$0] == nil }
        for step in ladder.screens.indices.dropFirst() {
            let screen = ladder.screens[step]
            var changes: [(column: Int, value: String)] = []
            for column in stepped {
                let value = ladder.value(column, step: step, reached: current[column])
                guard value != current[column] else { continue }
                current[column] = value
                changes.append((column, cssValue(column, screen: screen, value: value)))
            }
            guard !changes.isEmpty else { continue }
            media.append(
                Block(
                    minWidth: NumberText.decimals(ladder.widths[step]), screen: table.screens[screen].id,
                    changes: changes))
        }
    }

    /// The reference block as the container variant writes it: clamps in `cqi`.
    var containerRoot: [(column: Int, value: String)] {
        root.map { ($0.column, clamps[$0.column]?.text(unit: "cqi") ?? $0.value) }
    }
}
