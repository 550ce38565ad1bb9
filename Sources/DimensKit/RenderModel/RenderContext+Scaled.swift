import DimensMustache

/// The scaled profiles' factors as generated code stores them: one row per distinct screen (its
/// pixel scale, then each profile's factor), and each screen's row.
struct ScaledRows: Sendable {
    var rows: [[Double]]
    var rowOfScreen: [Int]

    init(_ factors: ScaledFactors, screens: [Screen]) {
        var index: [[UInt64]: Int] = [:]
        var rows: [[Double]] = []
        var rowOfScreen: [Int] = []
        for screen in screens.indices {
            let row = [screens[screen].device.scale] + factors.factors.map { $0[screen] }
            let key = row.map(\.bitPattern)
            if let known = index[key] {
                rowOfScreen.append(known)
            } else {
                index[key] = rows.count
                rowOfScreen.append(rows.count)
                rows.append(row)
            }
        }
        (self.rows, self.rowOfScreen) = (rows, rowOfScreen)
    }
}

extension RenderModel {
    /// The table's scaled rows, when an output asked for the factors and the config has `scaled`.
    var scaledRows: ScaledRows? {
        guard let factors = table.factors else { return nil }
        return memo.value { ScaledRows(factors, screens: table.screens) }
    }
}

/// The context's `scaled`: the profiles, with what generated code needs to round as the scale
/// stage does, and the rows of factors.
struct ScaledView: KeyedView {
    let context: RenderContext
    let factors: ScaledFactors
    let rows: ScaledRows

    enum Key: String, ContextKey {
        case profiles, profileCount, rows, rowCount

        static let byName = KeyTable<Key>()
    }

    func value(_ key: Key) -> MustacheValue? {
        switch key {
        case .profiles:
            let profiles = factors.profiles
            return .lazyList(IndexedList(count: profiles.count) { Self.profile(profiles[$0], index: $0) })
        case .profileCount: return .number(Double(factors.profiles.count))
        case .rows:
            let rows = rows.rows
            return .lazyList(
                IndexedList(count: rows.count) { index in
                    .object(
                        MustacheObject([
                            ("index", .number(Double(index))), ("scale", .number(rows[index][0])),
                            ("line", .string(rows[index].map(NumberText.plain).joined(separator: " "))),
                        ]))
                })
        case .rowCount: return .number(Double(rows.rows.count))
        }
    }

    /// One profile: its names, its settings, and its rounding as a grid (`gridSteps` per point, or
    /// the screen's pixels when `isPixel`; 0 for none) and a Swift `FloatingPointRoundingRule`.
    static func profile(_ profile: ScaledProfile, index: Int) -> MustacheValue {
        let rounding = profile.rounding
        let steps: Double =
            switch rounding.target {
            case .none, .pixel: 0
            case .point: 1
            case .half: 2
            }
        let rule =
            switch rounding.mode {
            case .nearest: "toNearestOrAwayFromZero"
            case .down: "towardZero"
            case .up: "awayFromZero"
            }
        let model = profile.model
        let aspect = model.kind == .fixed && !model.aspectRatio ? " without the aspect-ratio term" : ""
        let bySide: Set<ScalingModelKind> = [
            .fixed, .dynamic, .percentage, .balanced, .logarithmic, .power, .moderate, .fluid,
        ]
        let side = bySide.contains(model.kind) ? " by the \(model.dimension.rawValue) side" : ""
        let summary =
            "\(model.kind.rawValue)\(aspect)\(side), rounded to \(rounding.target.rawValue) (\(rounding.mode.rawValue))"
        return .object(
            MustacheObject([
                ("name", .string(profile.name)),
                (
                    "swiftName",
                    .string(SwiftIdentifier.keywords.contains(profile.name) ? "`\(profile.name)`" : profile.name)
                ),
                ("index", .number(Double(index))), ("factor", .number(Double(index + 1))),
                ("isDefault", .bool(profile.name == "default")), ("model", .string(model.kind.rawValue)),
                ("dimension", .string(model.dimension.rawValue)), ("round", .string(rounding.target.rawValue)),
                ("roundingMode", .string(rounding.mode.rawValue)), ("gridSteps", .number(steps)),
                ("isPixel", .bool(rounding.target == .pixel)), ("swiftRule", .string(rule)),
                ("summary", .string(summary)),
            ]))
    }
}
