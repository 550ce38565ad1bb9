import DimensMustache

/// The report's charts: inline SVG markup, plain text with 1-decimal coordinates so pages stay
/// small and byte-identical between builds. Screens with equal values next to each other share
/// one point, which names them and the value on hover; the y axis has ticks; each group of
/// screens has its label (a short one where the full one does not fit, the full one on hover).
extension ReportModel {
    static func svg(
        values: [Double], groups: [Group], layout: Layout, reference: Int, overridden: Set<Int>,
        otherContext: Set<Int>, screens: [Screen]
    ) -> String {
        let s = size
        let order = groups.flatMap(\.screens)
        let plotted = order.map { values[$0] }
        let (low, high) = (plotted.min() ?? 0, plotted.max() ?? 0)
        let plotHeight = s.height - s.top - s.bottom
        func y(_ v: Double) -> Double {
            high > low ? s.top + (high - v) / (high - low) * plotHeight : s.top + plotHeight / 2
        }
        let f = Self.coordinate
        var out =
            "<line class=\"axis\" x1=\"\(f(s.left))\" y1=\"\(f(s.top))\" x2=\"\(f(s.left))\" y2=\"\(f(s.top + plotHeight))\"/>"
        for tick in ticks(low, high) {
            out +=
                "<line class=\"tick\" x1=\"\(f(s.left - 3))\" y1=\"\(f(y(tick)))\" x2=\"\(f(layout.width - s.right))\" y2=\"\(f(y(tick)))\"/>"
            out +=
                "<text class=\"y\" x=\"\(f(s.left - 5))\" y=\"\(f(y(tick) + 3))\">\(NumberText.decimals(tick))</text>"
        }
        // Screens of another resolver context than the reference's: one band per run of them.
        var position = 0
        while position < order.count {
            guard otherContext.contains(order[position]) else {
                position += 1
                continue
            }
            let start = position
            while position < order.count, otherContext.contains(order[position]) { position += 1 }
            let (x0, x1) = (
                layout.x(start) - layout.step(start) / 2, layout.x(position - 1) + layout.step(position - 1) / 2
            )
            out +=
                "<rect class=\"context\" x=\"\(f(x0))\" y=\"\(f(s.top))\" width=\"\(f(x1 - x0))\" height=\"\(f(plotHeight))\"/>"
        }
        let runs = Self.runs(values, groups: groups)
        var markers = ""
        for (index, group) in groups.enumerated() {
            let own = runs.filter { $0.group == index }
            let points = own.flatMap { run in
                Set([run.first, run.last]).sorted().map { "\(f(layout.x($0))),\(f(y(run.value)))" }
            }
            out += "<polyline points=\"\(points.joined(separator: " "))\"/>"
            let (start, end) = (layout.start[index], layout.start[index] + group.screens.count - 1)
            if index > 0 {
                let x = f(layout.x(start) - layout.step(start) / 2)
                out += "<line class=\"group\" x1=\"\(x)\" y1=\"\(f(s.top))\" x2=\"\(x)\" y2=\"\(f(s.height - 4))\"/>"
            }
            let room = layout.x(end) - layout.x(start) + layout.step(start)
            let label = Double(group.label.count) * 5.6 <= room ? group.label : group.short
            out +=
                "<text class=\"x\" x=\"\(f((layout.x(start) + layout.x(end)) / 2))\" y=\"\(f(s.height - 8))\">\(label)<title>\(group.label), \(group.screens.count) screen\(group.screens.count == 1 ? "" : "s")</title></text>"
            for run in own {
                let (first, last) = (order[run.first], order[run.last])
                let count = run.last - run.first + 1
                let who = count == 1 ? screens[first].id : "\(screens[first].id) … \(screens[last].id) (\(count))"
                let cx = (layout.x(run.first) + layout.x(run.last)) / 2
                let (px, py) = (f(cx), f(y(run.value)))
                let title = "<title>\(escaped(who)): \(NumberText.decimals(run.value))</title>"
                let covers = (run.first...run.last).map { order[$0] }
                if covers.contains(reference) {
                    markers +=
                        "<circle class=\"ref\" cx=\"\(f(layout.x(order.firstIndex(of: reference)!)))\" cy=\"\(py)\" r=\"5\">\(title)</circle>"
                } else if covers.contains(where: overridden.contains) {
                    markers +=
                        "<rect class=\"override\" x=\"\(f(cx - 3))\" y=\"\(f(y(run.value) - 3))\" width=\"6\" height=\"6\">\(title)</rect>"
                } else {
                    markers += "<circle cx=\"\(px)\" cy=\"\(py)\" r=\"2.5\">\(title)</circle>"
                }
            }
        }
        return out + markers
    }

    /// Where each screen of the chart order sits: every group gets at least the room of its short
    /// label, the rest shared by screen count. The chart is `size.width` wide, or wider when the
    /// groups' labels need more room (a wide catalog): then it scrolls instead of losing groups.
    struct Layout {
        /// The chart's width in its own units (its `viewBox`).
        var width: Double
        /// Each group's first position in the chart order.
        var start: [Int]
        var positions: [Double]
        func x(_ position: Int) -> Double { positions[position] }
        /// The distance to the neighbouring screen (the group's width for a group of one).
        func step(_ position: Int) -> Double { steps[position] }
        var steps: [Double]
    }

    static func layout(_ groups: [Group]) -> Layout {
        let s = size
        let minimum = groups.map { Double($0.short.count) * 5.6 + 8 }
        let chartWidth = Self.width(groups.indices.map { max(minimum[$0], 2 * Double(groups[$0].screens.count)) })
        let plotWidth = chartWidth - s.left - s.right - 6
        let count = Double(groups.reduce(0) { $0 + $1.screens.count })
        // Groups below their minimum get it; the others share what is left by screen count. Sums run
        // in group order, so the coordinates (and the page) are the same bytes on every run.
        var fixed = [Bool](repeating: false, count: groups.count)
        var widths = [Double](repeating: 0, count: groups.count)
        while true {
            let left = plotWidth - groups.indices.reduce(0) { fixed[$1] ? $0 + minimum[$1] : $0 }
            let shared = count - Double(groups.indices.reduce(0) { fixed[$1] ? $0 + groups[$1].screens.count : $0 })
            let grown = groups.indices.filter {
                !fixed[$0] && left * Double(groups[$0].screens.count) / max(shared, 1) < minimum[$0]
            }
            if grown.isEmpty || !fixed.contains(false) {
                for index in groups.indices {
                    widths[index] =
                        fixed[index] ? minimum[index] : left * Double(groups[index].screens.count) / max(shared, 1)
                }
                break
            }
            for index in grown { fixed[index] = true }
        }
        var start: [Int] = []
        var positions: [Double] = []
        var steps: [Double] = []
        var x = s.left + 6
        for (index, group) in groups.enumerated() {
            start.append(positions.count)
            let step = widths[index] / Double(group.screens.count)
            for screen in 0..<group.screens.count {
                positions.append(x + step * (Double(screen) + 0.5))
                steps.append(step)
            }
            x += widths[index]
        }
        return Layout(width: chartWidth, start: start, positions: positions, steps: steps)
    }

    /// `size.width`, or what the groups need with the margins when that is more: each its label's
    /// room and at least 2 units a screen, so a large group is not drawn narrower than a small one.
    static func width(_ minimum: [Double]) -> Double {
        max(size.width, (size.left + size.right + 6 + minimum.reduce(0, +)).rounded(.up))
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

    /// A coordinate of the chart (within its box, 720 × 170 or wider) with at most one decimal: `123.4`, `56`.
    static func coordinate(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e9 else { return "0" }
        let tenths = Int((value * 10).rounded())
        let whole = String(abs(tenths) / 10)
        let digit = abs(tenths) % 10
        return (tenths < 0 ? "-" : "") + (digit == 0 ? whole : whole + "." + String(digit))
    }
}
