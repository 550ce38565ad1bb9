extension AndroidBuckets {
    /// The walk up the widths that places the folders (`Layout`): at each catalogued width the
    /// folder its screens need and those telling them apart, written again one dp above where
    /// needed; between two catalogued widths, a folder wherever a probe screen's value has moved
    /// beyond the tolerance. It notes each column's worst error on the way, and once every folder
    /// is placed, the screens that still read another's value.
    struct Walk {
        /// Where the values of a folder being placed come from.
        enum Source {
            /// The value of the catalogued screens at the width (`Layout.base`).
            case screens([Int])
            /// The value each column has now: a column written again one dp above.
            case current
            /// A probe screen's value (an index into the probe table).
            case probe(Int)
        }

        let columns: AndroidColumns
        /// Each column's value on each screen, and on each probe screen.
        let cells: [AndroidColumns.Cells]
        let probeCells: [AndroidColumns.Cells]
        /// The probe screen at each width.
        let probeAt: [Int: Int]
        /// How far rounding may have put a probe's value from its unrounded one, by column.
        let probeSlack: [Double]
        let screens: [Screen]
        let tolerance: Double
        var layout: Layout
        var steps: [Steps]
        /// How far rounding may have put each current value from its unrounded one (half a pixel of
        /// the screen it was computed for, or of its point grid): a width is not held to that.
        var slack: [Double]

        init(_ table: ScaledTable, columns: AndroidColumns, qualifier: WidthQualifier, tolerance: Double) {
            self.columns = columns
            self.tolerance = tolerance
            screens = table.screens
            cells = AndroidColumns.cells(table)
            let probeTable = table.probes[qualifier]
            probeCells = probeTable.map(AndroidColumns.cells) ?? []
            precondition(cells.count == columns.columns.count, "the Android columns and the table's values disagree")
            var probeAt: [Int: Int] = [:]
            for (index, screen) in (probeTable?.screens ?? []).enumerated() {
                if let key = qualifier.key(of: screen) { probeAt[key] = index }
            }
            self.probeAt = probeAt
            layout = Layout(qualifier: qualifier, screens: table.screens, cells: cells)
            steps = [Steps](repeating: Steps(), count: cells.count)
            slack = [Double](repeating: 0, count: cells.count)
            probeSlack = columns.columns.map { $0.slack(scale: WidthQualifier.probeScale) }
        }

        /// Walks up the catalogued widths `points`, with the turned screens at each (`turnedAt`).
        mutating func run(_ points: [(key: Int, screens: [Int])], turnedAt: [Int: [Int]]) {
            var pending: Set<Int> = []
            for (k, point) in points.enumerated() {
                place(point.key, screens: point.screens, forced: pending, from: .screens(point.screens))
                pending = tellApart(at: point, turned: turnedAt[point.key] ?? [])
                // A column told apart at this width is written again just above it, so that wider
                // devices do not take one of this width's devices' values.
                let next = k + 1 < points.count ? points[k + 1].key : Int.max
                if !pending.isEmpty, point.key + 1 < next {
                    place(point.key + 1, screens: [], forced: pending, only: pending, from: .current)
                    pending = []
                }
                guard k + 1 < points.count, !probeCells.isEmpty else { continue }
                probe((point.key + 1)..<points[k + 1].key)
            }
        }

        /// The folder at `key` (for `screens`) holding every column whose value there differs
        /// from its folder's, and the `forced` ones; only the `only` ones when given.
        mutating func place(
            _ key: Int, screens: [Int], forced: Set<Int> = [], only: Set<Int>? = nil, from source: Source
        ) {
            var folder: Int?
            let first = layout.folders.isEmpty
            for column in cells.indices where only?.contains(column) ?? true {
                let (cell, halfPixel) = value(column, from: source)
                guard first || cell != layout.current[column] || forced.contains(column) else { continue }
                folder = folder ?? layout.folder(key: key, screens: screens)
                slack[column] = halfPixel
                layout.write(column, cell, in: folder!)
            }
        }

        /// A column's value from `source`, and how far rounding may have put it from its
        /// unrounded one.
        func value(_ column: Int, from source: Source) -> (Cell, Double) {
            switch source {
            case .screens(let here):
                let cell = layout.base(here, column)
                let screen = here.first { cells[column][$0] == cell }!
                return (cell, columns.columns[column].slack(scale: screens[screen].device.scale))
            case .current:
                return (layout.current[column], slack[column])
            case .probe(let at):
                return (probeCells[column][at], probeSlack[column])
            }
        }

        /// The columns whose devices at `point` (and `turned` there) need folders of their own
        /// (`Layout.tellApart`), which are then written again above the width.
        mutating func tellApart(at point: (key: Int, screens: [Int]), turned: [Int]) -> Set<Int> {
            var told: Set<Int> = []
            let here = point.screens + turned
            for column in cells.indices where here.contains(where: { cells[column][$0] != layout.current[column] }) {
                if layout.tellApart(column, at: point, turned: turned) { told.insert(column) }
            }
            return told
        }

        /// The whole widths `keys` between two catalogued ones: a folder at each where some
        /// column's probe value is off by more than the tolerance, and each column's worst error.
        mutating func probe(_ keys: Range<Int>) {
            for key in keys {
                guard let at = probeAt[key] else { continue }
                if cells.indices.contains(where: { off($0, probe: at) > tolerance }) {
                    place(key, screens: [], from: .probe(at))
                }
                for column in cells.indices where off(column, probe: at) > steps[column].worstError {
                    steps[column].worstError = off(column, probe: at)
                    steps[column].worstWidth = key
                }
            }
        }

        /// How far the value `column`'s folder gives now is from probe `at`'s own.
        func off(_ column: Int, probe at: Int) -> Double {
            AndroidBuckets.error(
                layout.current[column], probeCells[column][at], beyond: slack[column] + probeSlack[column])
        }

        /// Every reading of each `checked` screen, once the folders are all placed: those that read
        /// another value than the screen's own are off, by the worst.
        mutating func noteOffScreens(_ checked: [Int]) {
            for column in cells.indices {
                for screen in checked {
                    let own = cells[column][screen]
                    let wrong = layout.readings[screen].map { layout.chosen(column, at: $0) }.filter { $0 != own }.map {
                        AndroidBuckets.error($0, own)
                    }
                    if let worst = wrong.max() { steps[column].offScreens.append((screen, worst)) }
                }
            }
        }
    }
}
