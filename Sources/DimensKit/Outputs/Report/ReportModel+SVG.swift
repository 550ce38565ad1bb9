import DimensMustache

/// The report's charts: inline SVG markup, one per panel (`ReportModel+Layout`), plain text with
/// 1-decimal coordinates so pages stay small and byte-identical between builds. Screens with
/// equal values next to each other share one point, which names them and the value on hover;
/// the y axis has ticks, the same on every panel of a chart; each panel names its platform and
/// each group of screens has its label (a short one where the full one does not fit, the full
/// one on hover).
extension ReportModel {
    /// Each panel's inner SVG markup (`layout.panels`), every panel on the same y scale.
    static func svg(
        values: [Double], groups: [Group], layout: Layout, reference: Int, overridden: Set<Int>,
        otherContext: Set<Int>, screens: [Screen]
    ) -> [String] {
        let order = groups.flatMap(\.screens)
        let plotted = order.map { values[$0] }
        let axis = ValueAxis(low: plotted.min() ?? 0, high: plotted.max() ?? 0)
        let runs = Self.runs(values, groups: groups)
        return layout.panels.map { panel in
            var out = axisMarkup(panel, axis: axis)
            out += contextBands(panel, order: order, otherContext: otherContext, layout: layout)
            var markers = ""
            for index in panel.groups {
                let own = runs.filter { $0.group == index }
                out += groupMarkup(index, of: groups, in: panel, runs: own, axis: axis, layout: layout)
                for run in own {
                    markers += marker(
                        run, order: order, y: axis.y(run.value), layout: layout, reference: reference,
                        overridden: overridden, screens: screens)
                }
            }
            return out + markers
        }
    }

    /// A chart's y axis, the same on each of its panels: its lowest value at the bottom of the
    /// plot, its highest at the top (the one value of a flat chart in the middle).
    struct ValueAxis {
        var low: Double
        var high: Double

        /// Where value `v` is drawn.
        func y(_ v: Double) -> Double {
            let s = ReportModel.size
            let plotHeight = s.height - s.top - s.bottom
            return high > low ? s.top + (high - v) / (high - low) * plotHeight : s.top + plotHeight / 2
        }
    }

    /// A panel's caption, its y axis and the ticks across it, each labelled with its value.
    static func axisMarkup(_ panel: Panel, axis: ValueAxis) -> String {
        let s = size
        let plotHeight = s.height - s.top - s.bottom
        let f = Self.coordinate
        var out =
            "<text class=\"panel\" x=\"4\" y=\"12\">\(panel.caption)</text>"
            + "<line class=\"axis\" x1=\"\(f(s.left))\" y1=\"\(f(s.top))\" x2=\"\(f(s.left))\" y2=\"\(f(s.top + plotHeight))\"/>"
        for tick in ticks(axis.low, axis.high) {
            let y = axis.y(tick)
            out +=
                "<line class=\"tick\" x1=\"\(f(s.left - 3))\" y1=\"\(f(y))\" x2=\"\(f(s.width - s.right))\" y2=\"\(f(y))\"/>"
            out += "<text class=\"y\" x=\"\(f(s.left - 5))\" y=\"\(f(y + 3))\">\(NumberText.decimals(tick))</text>"
        }
        return out
    }

    /// The screens of a panel that take another resolver context than the reference's
    /// (`otherContext`): one band behind each run of them.
    static func contextBands(_ panel: Panel, order: [Int], otherContext: Set<Int>, layout: Layout) -> String {
        let s = size
        let plotHeight = s.height - s.top - s.bottom
        let f = Self.coordinate
        var out = ""
        var position = panel.positions.lowerBound
        while position < panel.positions.upperBound {
            guard otherContext.contains(order[position]) else {
                position += 1
                continue
            }
            let start = position
            while position < panel.positions.upperBound, otherContext.contains(order[position]) { position += 1 }
            let (x0, x1) = (
                layout.x(start) - layout.step(start) / 2, layout.x(position - 1) + layout.step(position - 1) / 2
            )
            out +=
                "<rect class=\"context\" x=\"\(f(x0))\" y=\"\(f(s.top))\" width=\"\(f(x1 - x0))\" height=\"\(f(plotHeight))\"/>"
        }
        return out
    }

    /// Group `index`'s line through its `runs`, the line parting it from the group before in the
    /// panel, and its label below (the short one where the full one does not fit).
    static func groupMarkup(
        _ index: Int, of groups: [Group], in panel: Panel, runs: [(group: Int, first: Int, last: Int, value: Double)],
        axis: ValueAxis, layout: Layout
    ) -> String {
        let s = size
        let f = Self.coordinate
        let group = groups[index]
        let points = runs.flatMap { run in
            Set([run.first, run.last]).sorted().map { "\(f(layout.x($0))),\(f(axis.y(run.value)))" }
        }
        var out = "<polyline points=\"\(points.joined(separator: " "))\"/>"
        let (start, end) = (layout.start[index], layout.start[index] + group.screens.count - 1)
        if index > panel.groups.lowerBound {
            let x = f(layout.x(start) - layout.step(start) / 2)
            out += "<line class=\"group\" x1=\"\(x)\" y1=\"\(f(s.top))\" x2=\"\(x)\" y2=\"\(f(s.height - 4))\"/>"
        }
        let room = layout.x(end) - layout.x(start) + layout.step(start)
        let label = Double(group.axis.count) * 5.6 <= room ? group.axis : group.short
        out +=
            "<text class=\"x\" x=\"\(f((layout.x(start) + layout.x(end)) / 2))\" y=\"\(f(s.height - 8))\">\(label)<title>\(group.label), \(group.screens.count) screen\(group.screens.count == 1 ? "" : "s")</title></text>"
        return out
    }

    /// A run's point, which names its screens and value on hover: a ring on the reference screen,
    /// a square where an override applies, else a dot.
    static func marker(
        _ run: (group: Int, first: Int, last: Int, value: Double), order: [Int], y: Double, layout: Layout,
        reference: Int, overridden: Set<Int>, screens: [Screen]
    ) -> String {
        let f = Self.coordinate
        let (first, last) = (order[run.first], order[run.last])
        let count = run.last - run.first + 1
        let who = count == 1 ? screens[first].id : "\(screens[first].id) … \(screens[last].id) (\(count))"
        let cx = (layout.x(run.first) + layout.x(run.last)) / 2
        let title = "<title>\(escaped(who)): \(NumberText.decimals(run.value))</title>"
        let covers = (run.first...run.last).map { order[$0] }
        if covers.contains(reference) {
            return
                "<circle class=\"ref\" cx=\"\(f(layout.x(order.firstIndex(of: reference)!)))\" cy=\"\(f(y))\" r=\"5\">\(title)</circle>"
        } else if covers.contains(where: overridden.contains) {
            return
                "<rect class=\"override\" x=\"\(f(cx - 3))\" y=\"\(f(y - 3))\" width=\"6\" height=\"6\">\(title)</rect>"
        }
        return "<circle cx=\"\(f(cx))\" cy=\"\(f(y))\" r=\"2.5\">\(title)</circle>"
    }

    /// Three to six round values between `low` and `high` (steps of 1, 2 or 5 × 10ⁿ), or the one
    /// value of a flat chart.
    static func ticks(_ low: Double, _ high: Double) -> [Double] {
        let raw = (high - low) / 4
        guard high > low else { return [low] }
        guard raw.isFinite, raw > 1e-12 else { return [low, high] }
        let power = Self.power(of: raw)
        let step = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= raw } ?? 10 * power
        let first = (low / step).rounded(.up)
        var ticks: [Double] = []
        for index in 0...6 {
            let tick: Double = (first + Double(index)) * step
            if tick > high + step * 1e-9 { break }
            ticks.append(abs(tick) < step * 1e-9 ? 0 : tick)
        }
        return ticks
    }

    /// The power of ten at or below `value` (positive).
    static func power(of value: Double) -> Double {
        var power = 1.0
        while power > value { power /= 10 }
        while power * 10 <= value { power *= 10 }
        return power
    }

    static func escaped(_ text: String) -> String { Template.escapeHTML(text) }

    /// A coordinate of a panel (within its box, 400 × 180) with at most one decimal: `123.4`, `56`.
    static func coordinate(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e9 else { return "0" }
        let tenths = Int((value * 10).rounded())
        let whole = String(abs(tenths) / 10)
        let digit = abs(tenths) % 10
        return (tenths < 0 ? "-" : "") + (digit == 0 ? whole : whole + "." + String(digit))
    }
}
