/// Where an Android output's value folders go, and what each value column holds in them.
///
/// A folder stands at each width a catalogued screen reports (its smallest width, or with the
/// `w` qualifier its current width) where any value changes, so every catalogued device gets its
/// own values; where several devices share a width and their values differ, the folder holds the
/// value most of them have (the first device's on a tie) and the others are listed as off
/// (`offScreens`). Between two catalogued widths every whole dp has its own values, computed on a
/// probe screen (`WidthQualifier.probes`); walking up from the narrowest width, a folder is added
/// at the first width where some column's value has moved by more than `tolerance` (relative)
/// from the one its folder gives, or a string or boolean has changed. So no width from the first
/// folder to the last is off by more than the tolerance. A folder holds every column whose value
/// there differs from the one below (Android takes each resource from the most specific folder
/// that defines it), so at each folder's own width every value is exact; `values/` holds every
/// column at the narrowest width, for it and every narrower device.
struct AndroidBuckets: Sendable {
    typealias Cell = AndroidColumns.Cell

    /// One folder: its width in dp (the first is `values/`) and the catalogued screens at it.
    struct Folder: Sendable {
        var key: Int
        var screens: [Int]
    }

    /// One value column over the folders.
    struct Steps: Sendable {
        /// The folders it is written in (indexes into `folders`, the first is 0) with its value there.
        var writes: [(folder: Int, cell: Cell)] = []
        /// The largest relative error between a width's own value and the value its folder gives
        /// (0 where every width gets its own), and the first width with it.
        var worstError = 0.0
        var worstWidth: Int?
        /// Catalogued screens sharing a width with others whose value is not the one written
        /// there, with their relative error.
        var offScreens: [(screen: Int, error: Double)] = []
        /// sdp's worst step error on the same widths for this column's narrowest value (lengths only).
        var sdpWorst: Double?
    }

    let qualifier: WidthQualifier
    let tolerance: Double
    /// The screens the folders are for (the Android screens of the build), which `Folder.screens`
    /// and `Steps.offScreens` index.
    let screens: [Screen]
    let folders: [Folder]
    /// Parallel to `AndroidColumns.columns`.
    let steps: [Steps]

    /// The folders of `model` (Android screens, with probes for `qualifier`).
    init(_ model: RenderModel, columns: AndroidColumns, qualifier: WidthQualifier, tolerance: Double) {
        self.qualifier = qualifier
        self.tolerance = tolerance
        let table = model.table
        screens = table.screens
        let points = qualifier.points(of: table.screens)
        let cells = AndroidColumns.cells(table)
        let probeTable = table.probes[qualifier]
        let probeCells = probeTable.map(AndroidColumns.cells) ?? []
        precondition(cells.count == columns.columns.count, "the Android columns and the table's values disagree")
        var probeAt: [Int: Int] = [:]
        for (index, screen) in (probeTable?.screens ?? []).enumerated() {
            if let key = qualifier.key(of: screen) { probeAt[key] = index }
        }
        var steps = [Steps](repeating: Steps(), count: cells.count)
        var keys: [Int] = []
        var current: [Cell] = []
        // How far rounding may have put each current value from its unrounded one (half a pixel of
        // the screen it was computed for, or of its point grid): a width is not held to that.
        var slack: [Double] = []
        /// A new folder at `key` holding every column whose value there differs from its folder's.
        func place(_ key: Int, _ value: (Int) -> (Cell, Double)) {
            var folder: Int?
            for column in cells.indices {
                let (cell, halfPixel) = value(column)
                guard cell != current[column] else { continue }
                if folder == nil {
                    keys.append(key)
                    folder = keys.count - 1
                }
                (current[column], slack[column]) = (cell, halfPixel)
                steps[column].writes.append((folder!, cell))
            }
        }
        func atPoint(_ screens: [Int], _ column: Int) -> (Cell, Double) {
            let cell = Self.mode(screens, cells[column])
            let screen = screens.first { cells[column][$0] == cell }!
            return (cell, columns.columns[column].slack(scale: table.screens[screen].device.scale))
        }
        let probeSlack = columns.columns.map { $0.slack(scale: WidthQualifier.probeScale) }
        if let first = points.first {
            keys.append(first.key)
            (current, slack) = (cells.indices.map { atPoint(first.screens, $0).0 }, [])
            slack = cells.indices.map { atPoint(first.screens, $0).1 }
            for column in cells.indices { steps[column].writes.append((0, current[column])) }
        }
        for (k, point) in points.enumerated() {
            if k > 0 { place(point.key) { atPoint(point.screens, $0) } }
            for column in cells.indices {
                for screen in point.screens where cells[column][screen] != current[column] {
                    steps[column].offScreens.append((screen, Self.error(current[column], cells[column][screen])))
                }
            }
            guard k + 1 < points.count, !probeCells.isEmpty else { continue }
            for key in (point.key + 1)..<points[k + 1].key {
                guard let at = probeAt[key] else { continue }
                let off = { (column: Int) in
                    Self.error(current[column], probeCells[column][at], beyond: slack[column] + probeSlack[column])
                }
                if cells.indices.contains(where: { off($0) > tolerance }) {
                    place(key) { (probeCells[$0][at], probeSlack[$0]) }
                }
                for column in cells.indices where off(column) > steps[column].worstError {
                    steps[column].worstError = off(column)
                    steps[column].worstWidth = key
                }
            }
        }
        for column in cells.indices {
            if case .dimension = columns.columns[column].kind,
                case .number(let first)? = steps[column].writes.first?.cell
            {
                steps[column].sdpWorst = Self.sdpWorst(first, from: points.first?.key ?? 0, to: points.last?.key ?? 0)
            }
        }
        let screensAt = Dictionary(uniqueKeysWithValues: points.map { ($0.key, $0.screens) })
        folders = keys.map { Folder(key: $0, screens: screensAt[$0] ?? []) }
        self.steps = steps
    }

    /// The value most of `screens` have; the first screen's on a tie.
    static func mode(_ screens: [Int], _ values: [Cell]) -> Cell {
        var counts: [Cell: Int] = [:]
        for screen in screens { counts[values[screen], default: 0] += 1 }
        var best = values[screens[0]]
        for screen in screens where counts[values[screen]]! > counts[best]! { best = values[screen] }
        return best
    }

    /// How far `given` is from `own` beyond `slack` (the rounding `given` had), relative to
    /// `own`; infinite for a different string or flag.
    static func error(_ given: Cell, _ own: Cell, beyond slack: Double = 0) -> Double {
        guard given != own else { return 0 }
        guard case .number(let a) = given, case .number(let b) = own else { return .infinity }
        let off = max(0, abs(a - b) - slack)
        return off == 0 ? 0 : b == 0 ? .infinity : off / abs(b)
    }

    /// sdp (27 folders, `values-sw300dp` … `values-sw1080dp` every 30 dp, each value
    /// `v / 300 · bucket` written with two decimals) for a value `v` at 300 dp: its largest
    /// relative error against `v / 300 · width` over the whole widths `from`…`to`.
    static func sdpWorst(_ value: Double, from: Int, to: Int) -> Double? {
        guard value > 0, from <= to else { return nil }
        var worst = 0.0
        for width in from...to {
            let bucket = min(max(300 + (width - 300) / 30 * 30, 300), 1080)
            let written = (value / 300 * Double(bucket) * 100).rounded() / 100
            let wanted = value / 300 * Double(width)
            worst = max(worst, abs(written - wanted) / wanted)
        }
        return worst
    }
}
