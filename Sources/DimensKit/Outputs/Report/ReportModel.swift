import Foundation

/// What the `report` output shows, computed once per build: the screens in chart order (iPods,
/// phones, pads, watches, TVs; each family's portrait screens by width, then its landscape screens,
/// then its iPad windows); for every dimension and number token (and every length of a composite)
/// its chart, shared by the tokens whose values and settings are the same on every screen; and
/// the findings, each with its cause, gathered into one line per cause (`ReportModel+Findings`).
struct ReportModel: Sendable {
    /// A run of the chart's screens: `phone portrait`, `pad landscape windows`.
    struct Group: Sendable {
        var label: String
        /// The label on its panel's axis, without the platform the panel names: `phone portrait`
        /// for `android-phone portrait`.
        var axis: String
        /// What the axis shows when that does not fit: `pad ↔ win`, `phone ↕`.
        var short: String
        var family: DeviceFamily
        var screens: [Int]
        var platform: Platform { family.platform }
    }

    /// One chart, for one or more columns.
    struct Chart: Sendable {
        var columns: [Int]
        /// Each panel's inner SVG markup, in `layout.panels` order.
        var panels: [String]
        /// Each distinct value in chart order of first appearance, with its screens folded into
        /// runs (`iphone-12-mini … iphone-15 (6)`).
        var values: [(value: String, count: Int, screens: String)]
        /// Indices into `findings`, of the chart's first column.
        var findings: [Int]
    }

    var groups: [Group]
    /// Where each screen sits on every chart (they share their groups), laid out once.
    var layout: Layout
    var charts: [Chart]
    /// The chart of each charted column.
    var chartOfColumn: [Int: Int]
    var findings: [Finding]
    /// The findings gathered by cause, those to look at first.
    var causes: [CauseLine]

    /// Each panel's box (its `viewBox`) and the margins around its plot: the platform's name above,
    /// the y ticks' labels left, the groups' labels below.
    static let size = (width: 400.0, height: 180.0, left: 56.0, right: 8.0, top: 22.0, bottom: 30.0)

    init(_ model: RenderModel, jumpRatio: Double) {
        let table = model.table
        groups = Self.groups(table.screens)
        layout = Self.layout(groups)
        let order = groups.flatMap(\.screens)
        let referenceInput =
            table.screenInput.indices.contains(model.referenceScreen) ? table.screenInput[model.referenceScreen] : nil
        let otherContext = Set(order.filter { referenceInput != nil && table.screenInput[$0] != referenceInput })
        // Columns with the same picture share a chart; each distinct one is drawn on every core.
        let sharing = Self.sharedCharts(model, order: order)
        let drawn = Self.draw(
            sharing.unique, of: model, groups: groups, layout: layout, otherContext: otherContext, jumpRatio: jumpRatio)
        let (charts, findings) = Self.gathered(drawn, columnsOfChart: sharing.columnsOfChart)
        self.charts = charts
        chartOfColumn = sharing.chartOfColumn
        self.findings = findings
        causes = Self.causes(findings)
    }

    /// What makes two columns' charts the same picture.
    struct ChartKey: Hashable {
        var values: [UInt64]
        var model: String
        var settings: String
        var overridden: Set<Int>
    }

    static func groups(_ screens: [Screen]) -> [Group] {
        var groups: [Group] = []
        for family in Platform.allCases.flatMap(\.familiesBySize) {
            let ofFamily = screens.indices.filter { screens[$0].device.family == family }
            let kinds: [(String, String, (Screen) -> Bool)] = [
                ("portrait", "↕", { $0.window == nil && $0.orientation == .portrait }),
                ("landscape", "↔", { $0.window == nil && $0.orientation == .landscape }),
                ("portrait windows", "↕ win", { $0.window != nil && $0.orientation == .portrait }),
                ("landscape windows", "↔ win", { $0.window != nil && $0.orientation == .landscape }),
            ]
            // `android-phone` is `phone` in a panel captioned Android.
            let name = String(family.rawValue.trimmingPrefix(family.platform.rawValue + "-"))
            for (kind, short, belongs) in kinds {
                let members = ofFamily.filter { belongs(screens[$0]) }.sorted { screens[$0].width < screens[$1].width }
                if !members.isEmpty {
                    groups.append(
                        Group(
                            label: "\(family.rawValue) \(kind)", axis: "\(name) \(kind)", short: "\(name) \(short)",
                            family: family, screens: members))
                }
            }
        }
        return groups
    }

    /// A token's selector rules that change some screens' values (not `*`), for its own value or
    /// for `member`.
    static func selectors(_ settings: DimensSettings, member: String?) -> [(
        selector: Selector, isOverride: Bool, text: String
    )] {
        func rules<V>(_ name: String, _ list: [SelectorRule<V>]?, override: Bool) -> [(
            selector: Selector, isOverride: Bool, text: String
        )] {
            (list ?? []).filter { $0.member == member && !$0.selector.atoms.allSatisfy { $0 == .any } }
                .map { ($0.selector, override, "\(name) '\($0.selector)'") }
        }
        return rules("override", settings.overrides, override: true) + rules("base", settings.bases, override: false)
            + rules("multiplier", settings.multipliers, override: false)
    }

    /// Runs of equal values in chart order, within each group: (group, first and last position in
    /// `groups.flatMap(\.screens)`, value).
    static func runs(_ values: [Double], groups: [Group]) -> [(group: Int, first: Int, last: Int, value: Double)] {
        var runs: [(group: Int, first: Int, last: Int, value: Double)] = []
        var position = 0
        for (index, group) in groups.enumerated() {
            for screen in group.screens {
                let value = values[screen]
                if let last = runs.last, last.group == index, last.value.bitPattern == value.bitPattern {
                    runs[runs.count - 1].last = position
                } else {
                    runs.append((index, position, position, value))
                }
                position += 1
            }
        }
        return runs
    }

    /// Each distinct value with its screens in chart order: their ids for a value of three
    /// screens or fewer (the outliers a reviewer looks for), else how many in each group (the
    /// chart names each point's screens on hover).
    static func grouped(_ values: [Double], groups: [Group], screens: [Screen]) -> [(
        value: String, count: Int, screens: String
    )] {
        var rows: [(value: String, ids: [String], groups: [(Int, Int)])] = []
        var index: [UInt64: Int] = [:]
        for (number, group) in groups.enumerated() {
            for screen in group.screens {
                let value = values[screen]
                let row =
                    index[value.bitPattern]
                    ?? {
                        index[value.bitPattern] = rows.count
                        rows.append((NumberText.decimals(value), [], []))
                        return rows.count - 1
                    }()
                rows[row].ids.append(screens[screen].id)
                if rows[row].groups.last?.0 == number {
                    rows[row].groups[rows[row].groups.count - 1].1 += 1
                } else {
                    rows[row].groups.append((number, 1))
                }
            }
        }
        let total = groups.reduce(0) { $0 + $1.screens.count }
        return rows.map { row in
            let text =
                row.ids.count == total
                ? "all \(total) screens"
                : row.ids.count <= 3
                    ? row.ids.joined(separator: ", ")
                    : row.groups.map { "\(groups[$0.0].label) (\($0.1))" }.joined(separator: ", ")
            return (row.value, row.ids.count, text)
        }
    }
}
