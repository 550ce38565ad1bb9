/// Where the report's charts put each screen. A chart is a set of panels, each its own SVG of
/// `size.width` × `size.height` units: the groups are packed in chart order into panels of one
/// platform each, as many as fit a panel side by side with room for their labels (a family
/// that fits a panel of its own is not split between two), so that the page can set the panels
/// in rows (two beside each other on a laptop, one under another on a phone) instead of one
/// strip wider than the window.
extension ReportModel {
    /// One panel of every chart: the groups of one platform it draws.
    struct Panel: Sendable {
        var platform: Platform
        /// Indices into `groups`.
        var groups: Range<Int>
        /// Positions in the chart order (`groups.flatMap(\.screens)`).
        var positions: Range<Int>

        /// The platform's name above the panel: `Apple`, `Android`.
        var caption: String { platform.rawValue.prefix(1).uppercased() + platform.rawValue.dropFirst() }
    }

    /// Where each screen of the chart order sits, in its panel's units.
    struct Layout: Sendable {
        var panels: [Panel]
        /// Each group's first position in the chart order.
        var start: [Int]
        var positions: [Double]
        var steps: [Double]
        func x(_ position: Int) -> Double { positions[position] }
        /// The distance to the neighbouring screen (the group's width for a group of one).
        func step(_ position: Int) -> Double { steps[position] }
    }

    /// The room each group needs in a panel: its short label's, and a unit a screen.
    static func minimum(_ group: Group) -> Double {
        max(Double(group.short.count) * 5.6 + 8, Double(group.screens.count))
    }

    /// The plot's width inside a panel: the panel less the margins and the first screen's gap.
    static var plotWidth: Double { size.width - size.left - size.right - 6 }

    static func layout(_ groups: [Group]) -> Layout {
        var panels: [Panel] = []
        var used = 0.0
        var position = 0
        for (index, group) in groups.enumerated() {
            let need = minimum(group)
            // A family's first group starts a new panel when the family fits one but not what is left.
            let family =
                index > 0 && groups[index - 1].family == group.family
                ? need : groups[index...].prefix { $0.family == group.family }.reduce(0) { $0 + minimum($1) }
            if let last = panels.last, last.platform == group.platform, used + need <= plotWidth,
                used + family <= plotWidth || family > plotWidth
            {
                panels[panels.count - 1].groups = last.groups.lowerBound..<(index + 1)
                panels[panels.count - 1].positions = last.positions.lowerBound..<(position + group.screens.count)
                used += need
            } else {
                panels.append(
                    Panel(
                        platform: group.platform, groups: index..<(index + 1),
                        positions: position..<(position + group.screens.count)))
                used = need
            }
            position += group.screens.count
        }
        var start: [Int] = []
        var positions: [Double] = []
        var steps: [Double] = []
        for panel in panels {
            let members = Array(groups[panel.groups])
            var x = size.left + 6
            for (group, width) in zip(members, share(members)) {
                start.append(positions.count)
                let step = width / Double(group.screens.count)
                for screen in 0..<group.screens.count {
                    positions.append(x + step * (Double(screen) + 0.5))
                    steps.append(step)
                }
                x += width
            }
        }
        return Layout(panels: panels, start: start, positions: positions, steps: steps)
    }

    /// The widths of a panel's groups: groups below their minimum get it, the others share what
    /// is left by screen count (a group alone takes the panel, however many screens it has). Sums
    /// run in group order, so the coordinates (and the page) are the same bytes on every run.
    static func share(_ groups: [Group]) -> [Double] {
        guard groups.count > 1 else { return [plotWidth] }
        let minimum = groups.map(Self.minimum)
        var fixed = [Bool](repeating: false, count: groups.count)
        while true {
            let left = plotWidth - groups.indices.reduce(0) { fixed[$1] ? $0 + minimum[$1] : $0 }
            let shared = Double(groups.indices.reduce(0) { fixed[$1] ? $0 : $0 + groups[$1].screens.count })
            let grown = groups.indices.filter {
                !fixed[$0] && left * Double(groups[$0].screens.count) / max(shared, 1) < minimum[$0]
            }
            if grown.isEmpty || !fixed.contains(false) {
                return groups.indices.map {
                    fixed[$0] ? minimum[$0] : left * Double(groups[$0].screens.count) / max(shared, 1)
                }
            }
            for index in grown { fixed[index] = true }
        }
    }
}
