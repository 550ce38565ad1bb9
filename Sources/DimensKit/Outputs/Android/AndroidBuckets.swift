/// Where an Android output's value folders go, and what each value column holds in them.
///
/// A folder stands at each width a catalogued screen reports (its smallest width, or with the
/// `w` qualifier its current width) where any value changes, so every catalogued device gets its
/// own values. Where devices sharing a width have different values, the plain folder holds the
/// value most of them have (the 160-dpi devices' when the values differ only by density), and
/// folders with more qualifiers give the others theirs (`Layout.tellApart`): one per density
/// (`values-sw800dp-xhdpi`) where the values differ only by pixel rounding; otherwise, by smallest
/// width, one per height from which the value changes (`values-sw411dp-h819dp`), split by
/// density where that is needed too. By smallest width the same devices turned read these folders
/// too; where their landscape values differ, folders by width give them theirs
/// (`values-sw411dp-w842dp`, which no upright device matches). Heights and widths are those of each
/// reading Android may report a screen at (`AndroidDecor`: whole, or less its system bars), so a
/// device gets its own values with its bars or without. Such a value is written again one dp above
/// (a plain folder), so no wider device takes it. Screens that still read another's value in some
/// reading (one another screen with a different value shares, or by width a different height) are
/// listed as off (`offScreens`).
/// Between two catalogued widths every whole dp has its own values, computed on a probe screen
/// (`WidthQualifier.probes`); walking up from the narrowest width, a folder is added at the first
/// width where some column's value has moved by more than `tolerance` (relative) from the one its
/// folder gives, or a string or boolean has changed. So no width from the first folder to the
/// last is off by more than the tolerance. A folder holds every column whose value there differs
/// from the one below (Android takes each resource from the most specific folder that defines
/// it); `values/` holds every column at the narrowest width, for it and every narrower device.
struct AndroidBuckets: Sendable {
    typealias Cell = AndroidColumns.Cell

    /// One folder: its width in dp (the first is `values/`), what else it asks of a device, and
    /// the catalogued screens it is for.
    struct Folder: Sendable {
        var key: Int
        /// A height (upright) or width (turned) from which the folder applies: `-h891dp`,
        /// `-w914dp`, for devices at `key` whose values differ by aspect ratio or orientation.
        var side: Side? = nil
        /// The `densityDpi` it is for (`-560dpi`), for devices at `key` whose values differ by pixel
        /// rounding.
        var density: Int? = nil
        var screens: [Int]
    }

    /// A folder's `-hNNNdp` or `-wNNNdp`.
    enum Side: Hashable, Sendable {
        case height(Int)
        case width(Int)
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
        var walk = Walk(table, columns: columns, qualifier: qualifier, tolerance: tolerance)
        walk.run(points, turnedAt: qualifier.turned(of: table.screens))
        // Every reading of every screen is checked once the folders are all placed.
        walk.noteOffScreens(table.screens.indices.filter { qualifier.stands(for: table.screens[$0]) })
        let (folders, writes) = walk.layout.sorted()
        var steps = walk.steps
        for column in steps.indices {
            steps[column].writes = writes[column]
            if case .dimension = columns.columns[column].kind, case .number(let first)? = writes[column].first?.cell {
                steps[column].sdpWorst = Self.sdpWorst(first, from: points.first?.key ?? 0, to: points.last?.key ?? 0)
            }
        }
        self.folders = folders
        self.steps = steps
    }

    /// The name of folder `index`: `values`, `values-sw411dp`, `values-sw411dp-h891dp-560dpi`.
    func name(ofFolder index: Int) -> String {
        guard index > 0 else { return "values" }
        let folder = folders[index]
        var name = qualifier.folder(folder.key)
        switch folder.side {
        case .height(let side)?: name += "-h\(side)dp"
        case .width(let side)?: name += "-w\(side)dp"
        case nil: break
        }
        if let density = folder.density { name += "-" + Self.densityName(density) }
        return name
    }

    /// A density qualifier: a bucket's name where there is one (`xhdpi`), else `560dpi`.
    static func densityName(_ dpi: Int) -> String { buckets[dpi] ?? "\(dpi)dpi" }

    /// Android's density buckets by dpi.
    static let buckets = [
        120: "ldpi", 160: "mdpi", 213: "tvdpi", 240: "hdpi", 320: "xhdpi", 480: "xxhdpi", 640: "xxxhdpi",
    ]
    static let densityNames = Set(buckets.values)

    /// The value most of `screens` have; the first screen's on a tie.
    static func mode(_ screens: [Int], _ values: AndroidColumns.Cells) -> Cell {
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
