import Foundation

/// What the `report` output shows, computed once per build: the screens in chart order (iPods,
/// phones, pads, watches, TVs; each family's portrait screens by width, then its landscape screens,
/// then its iPad windows), and
/// for every dimension and number token an SVG chart, its exact values grouped by value, and
/// findings: a value that turns back as screens widen, or jumps between neighbouring widths by more
/// than `jumpRatio`. Markers show the reference screen, screens where an override applies, and
/// with a resolver screens computed under another context than the reference's.
struct ReportModel: Sendable {
    /// A run of the chart's screens: `phone portrait`, `pad windows`.
    struct Group: Sendable {
        var label: String
        var screens: [Int]
    }

    struct Chart: Sendable {
        var column: Int
        var svg: String
        /// (value text, screen ids) in chart order of first appearance.
        var values: [(value: String, screens: [String])]
        var findings: [String]
    }

    var groups: [Group]
    var charts: [Chart]

    static let size = (width: 720.0, height: 170.0, left: 56.0, right: 8.0, top: 12.0, bottom: 30.0)

    init(_ model: RenderModel, jumpRatio: Double) {
        let table = model.table, packed = model.packed
        var groups: [Group] = []
        for family in [DeviceFamily.pod, .phone, .pad, .watch, .tv] {
            let ofFamily = table.screens.indices.filter { table.screens[$0].device.family == family }
            let kinds: [(String, (Screen) -> Bool)] = [
                ("portrait", { $0.window == nil && $0.orientation == .portrait }), ("landscape", { $0.window == nil && $0.orientation == .landscape }),
                ("portrait windows", { $0.window != nil && $0.orientation == .portrait }), ("landscape windows", { $0.window != nil && $0.orientation == .landscape }),
            ]
            for (kind, belongs) in kinds {
                let screens = ofFamily.filter { belongs(table.screens[$0]) }.sorted { table.screens[$0].width < table.screens[$1].width }
                if !screens.isEmpty { groups.append(Group(label: "\(family.rawValue) \(kind)", screens: screens)) }
            }
        }
        self.groups = groups
        let order = groups.flatMap(\.screens)
        let referenceInput = table.screenInput.indices.contains(model.referenceScreen) ? table.screenInput[model.referenceScreen] : nil
        charts = packed.columns.indices.compactMap { column in
            guard model.columns[column].isValue, case .numbers(let values) = packed.columns[column].values, !order.isEmpty else { return nil }
            let member = packed.columns[column].member?.path.last
            let overrides = (packed.columns[column].token.settings.overrides ?? []).filter { $0.member == member && !$0.selector.atoms.allSatisfy { $0 == .any } }
            let overridden = Set(order.filter { screen in overrides.contains { $0.selector.matches(table.screens[screen]) } })
            let otherContext = Set(order.filter { referenceInput != nil && table.screenInput[$0] != referenceInput })
            return Chart(
                column: column,
                svg: Self.svg(values: values, groups: groups, reference: model.referenceScreen, overridden: overridden, otherContext: otherContext, screens: table.screens),
                values: Self.grouped(values, order: order, screens: table.screens),
                findings: Self.findings(values, groups: groups, screens: table.screens, jumpRatio: jumpRatio, breakpoint: packed.columns[column].model == .breakpoint,
                                        dimension: packed.columns[column].token.settings.dimension?.value ?? .lowest))
        }
    }

    static func grouped(_ values: [Double], order: [Int], screens: [Screen]) -> [(value: String, screens: [String])] {
        var rows: [(value: String, screens: [String])] = [], index: [UInt64: Int] = [:]
        for screen in order {
            let value = values[screen]
            if let row = index[value.bitPattern] { rows[row].screens.append(screens[screen].id) } else {
                index[value.bitPattern] = rows.count
                rows.append((ValueFormat.decimals(value), [screens[screen].id]))
            }
        }
        return rows
    }

    /// Within each group, with its screens ordered by the side the token scales with (`dimension`,
    /// the lowest side unless set) and between screens where that side differs: the first step
    /// against the group's direction by more than rounding and the aspect-ratio term explain (3%
    /// and a point), and every step whose ratio passes `jumpRatio` by at least 2 points. Breakpoint
    /// tokens jump by design and are only checked for turning back.
    static func findings(
        _ values: [Double], groups: [Group], screens: [Screen], jumpRatio: Double, breakpoint: Bool, dimension: ScreenDimension
    ) -> [String] {
        func side(_ screen: Screen) -> Double { screen.side(dimension) }
        var found: [String] = []
        for group in groups where group.screens.count > 1 {
            let ordered = group.screens.sorted { side(screens[$0]) < side(screens[$1]) }
            let first = values[ordered.first!], last = values[ordered.last!]
            let grows = last >= first
            var turned = false
            for (a, b) in zip(ordered, ordered.dropFirst()) where side(screens[a]) != side(screens[b]) {
                let (x, y) = (values[a], values[b])
                let name = { (i: Int) in "\(screens[i].id) (\(dimension.rawValue) side \(ValueFormat.decimals(side(screens[i]))) pt)" }
                let against = grows ? x - y : y - x
                if !turned, against >= 1, against > 0.03 * max(abs(x), abs(y)) {
                    turned = true
                    found.append("\(grows ? "falls" : "rises") from \(ValueFormat.decimals(x)) on \(name(a)) to \(ValueFormat.decimals(y)) on \(name(b)) among \(group.label) screens")
                }
                if !breakpoint, x > 0, y > 0, abs(y - x) >= 2, max(x, y) / min(x, y) > jumpRatio {
                    found.append("jumps ×\(ValueFormat.decimals((max(x, y) / min(x, y) * 100).rounded() / 100)) from \(ValueFormat.decimals(x)) on \(name(a)) to \(ValueFormat.decimals(y)) on \(name(b))")
                }
            }
        }
        return found
    }
}
