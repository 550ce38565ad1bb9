/// The widths the CSS output's `min-width` ladder has, and each column's value at each: the
/// reference screen first (every narrower viewport takes its values), then the first full screen
/// of each wider width in catalog order (iPad windows are left out: their values follow the
/// device family, so a 438-point Split View window would put tablet values among phone widths).
/// Each number column keeps one direction along the ladder (up unless its widest value is below
/// its reference value): a width whose screen would send it back keeps the value reached so far,
/// because viewport widths cannot tell a landscape phone from a portrait tablet and a page must
/// never shrink as its window widens. These are the values the ladder writes, which a `clamp()`
/// must reproduce and the web's text-size rule reads.
struct CSSLadder: Sendable {
    /// The screen of each step: the reference's, then one per wider width.
    let screens: [Int]
    /// The width of each step, in CSS px (points).
    let widths: [Double]
    /// The packed table's row of each step.
    let rows: [Int]
    /// For each column: whether it keeps going up (else down) along the ladder.
    let grows: [Bool]
    private let packed: PackedTable

    init(_ model: RenderModel) {
        let table = model.table
        self.packed = model.packed
        guard !table.screens.isEmpty else {
            (screens, widths, rows, grows) = ([], [], [], [])
            return
        }
        screens = Self.steps(of: table.screens, reference: model.referenceScreen)
        widths = screens.map { table.screens[$0].width }
        let packed = model.packed
        let rows = screens.map { packed.rowOfScreen[$0] }
        self.rows = rows
        grows = packed.columns.indices.map { column in
            packed.value(row: rows.last!, column: column) >= packed.value(row: rows[0], column: column)
        }
    }

    /// The screen of each step among `screens`: `reference`, then the first full screen of each
    /// wider width, narrowest first.
    static func steps(of screens: [Screen], reference: Int) -> [Int] {
        let full = screens.indices.filter { screens[$0].window == nil }
        let wider = Set(full.map { screens[$0].width }).filter { $0 > screens[reference].width }.sorted()
        return [reference] + wider.map { width in full.first { screens[$0].width == width }! }
    }

    /// Whether the column holds a number on every screen (the ladder keeps those monotone).
    func isNumber(_ column: Int) -> Bool {
        if case .numbers = packed.columns[column].values { true } else { false }
    }

    /// The value a number column has at `step`, given the value reached so far (nil at the first).
    func value(_ column: Int, step: Int, reached: Double?) -> Double {
        let value = packed.value(row: rows[step], column: column)
        guard let reached, isNumber(column) else { return value }
        return grows[column] ? Swift.max(value, reached) : Swift.min(value, reached)
    }

    /// A number column's values at every step, as the ladder writes them.
    func numbers(_ column: Int) -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(rows.count)
        for step in rows.indices { values.append(value(column, step: step, reached: values.last)) }
        return values
    }
}
