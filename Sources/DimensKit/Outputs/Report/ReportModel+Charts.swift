import Foundation

/// How `ReportModel` makes its charts: columns with the same picture share one chart, each
/// distinct chart is drawn (panels, values, findings) on every core, and a shared chart's
/// findings are then repeated for each of its columns.
extension ReportModel {
    /// The charted columns grouped by picture (`ChartKey`).
    struct ChartSharing {
        /// Each distinct chart's first column, with its values and the screens an override changes.
        var unique: [(column: Int, values: [Double], overridden: Set<Int>)] = []
        var chartOfColumn: [Int: Int] = [:]
        var columnsOfChart: [[Int]] = []
    }

    /// One chart drawn: each panel's SVG markup, its values in chart order, and its first
    /// column's findings.
    typealias DrawnChart = (
        svg: [String], values: [(value: String, count: Int, screens: String)], findings: [Finding]
    )

    /// The number columns of `model` (every length of a composite too) by picture, on the
    /// screens in chart order (`order`).
    static func sharedCharts(_ model: RenderModel, order: [Int]) -> ChartSharing {
        let table = model.table
        let packed = model.packed
        var sharing = ChartSharing()
        var chartOfKey: [ChartKey: Int] = [:]
        for column in packed.columns.indices {
            guard model.columns[column].isValue, case .numbers(let values) = packed.columns[column].values,
                !order.isEmpty
            else { continue }
            let token = packed.columns[column].token
            let member = packed.columns[column].member?.path.last
            let overrides = Self.selectors(token.settings, member: member).filter(\.isOverride)
            let overridden =
                overrides.isEmpty
                ? [] : Set(order.filter { screen in overrides.contains { $0.selector.matches(table.screens[screen]) } })
            let key = ChartKey(
                values: values.map(\.bitPattern), model: model.columns[column].model,
                settings: token.settings.summary(), overridden: overridden)
            let chart =
                chartOfKey[key]
                ?? {
                    chartOfKey[key] = sharing.unique.count
                    sharing.unique.append((column, values, overridden))
                    sharing.columnsOfChart.append([])
                    return sharing.unique.count - 1
                }()
            sharing.columnsOfChart[chart].append(column)
            sharing.chartOfColumn[column] = chart
        }
        return sharing
    }

    /// Draws each of the `charted` (`ChartSharing.unique`) at once, in order; `otherContext` are
    /// the screens of another resolver context than the reference screen's.
    static func draw(
        _ charted: [(column: Int, values: [Double], overridden: Set<Int>)], of model: RenderModel, groups: [Group],
        layout: Layout, otherContext: Set<Int>, jumpRatio: Double
    ) -> [DrawnChart] {
        let table = model.table
        let packed = model.packed
        var drawn = [DrawnChart?](repeating: nil, count: charted.count)
        drawn.withUnsafeMutableBufferPointer { buffer in
            let slots = DisjointSlots(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: charted.count) { index in
                let (column, values, overridden) = charted[index]
                let token = packed.columns[column].token
                let selectors = Self.selectors(token.settings, member: packed.columns[column].member?.path.last)
                slots.buffer[index] = (
                    svg: Self.svg(
                        values: values, groups: groups, layout: layout, reference: model.referenceScreen,
                        overridden: overridden,
                        otherContext: otherContext, screens: table.screens),
                    values: Self.grouped(values, groups: groups, screens: table.screens),
                    findings: Self.findings(
                        column: column, values: values, groups: groups, table: table, jumpRatio: jumpRatio,
                        selectors: selectors,
                        parameters: ModelParameters(
                            kind: packed.columns[column].model ?? .none, settings: token.settings))
                )
            }
        }
        return drawn.map { $0! }
    }

    /// The charts of the `drawn` ones, with their columns (`columnsOfChart`), and every finding:
    /// each chart's in turn, then a shared chart's again for each of its other columns.
    static func gathered(_ drawn: [DrawnChart], columnsOfChart: [[Int]]) -> (charts: [Chart], findings: [Finding]) {
        var charts: [Chart] = []
        var findings: [Finding] = []
        for (index, result) in drawn.enumerated() {
            charts.append(
                Chart(
                    columns: columnsOfChart[index], panels: result.svg, values: result.values,
                    findings: Array(findings.count..<(findings.count + result.findings.count))))
            findings += result.findings
        }
        // A shared chart's findings hold for each of its columns.
        for chart in charts where chart.columns.count > 1 {
            for column in chart.columns.dropFirst() {
                findings += chart.findings.map {
                    var copy = findings[$0]
                    copy.column = column
                    return copy
                }
            }
        }
        return (charts, findings)
    }
}
