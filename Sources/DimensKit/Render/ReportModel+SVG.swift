/// The report's charts: inline SVG markup, plain text with 1-decimal coordinates so pages stay
/// small and byte-identical between builds.
extension ReportModel {
    static func svg(values: [Double], groups: [Group], reference: Int, overridden: Set<Int>, otherContext: Set<Int>, screens: [Screen]) -> String {
        let s = size, count = groups.reduce(0) { $0 + $1.screens.count }
        let plotted = groups.flatMap(\.screens).map { values[$0] }
        let low = plotted.min() ?? 0, high = plotted.max() ?? 0
        let (plotWidth, plotHeight) = (s.width - s.left - s.right, s.height - s.top - s.bottom)
        func x(_ i: Int) -> Double { s.left + (count > 1 ? Double(i) * plotWidth / Double(count - 1) : plotWidth / 2) }
        func y(_ v: Double) -> Double { high > low ? s.top + (high - v) / (high - low) * plotHeight : s.top + plotHeight / 2 }
        func f(_ v: Double) -> String { ValueFormat.decimals((v * 10).rounded() / 10) }
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        var out = "<line class=\"axis\" x1=\"\(f(s.left))\" y1=\"\(f(s.top))\" x2=\"\(f(s.left))\" y2=\"\(f(s.top + plotHeight))\"/>"
        out += "<text class=\"y\" x=\"\(f(s.left - 4))\" y=\"\(f(s.top + 4))\">\(ValueFormat.decimals(high))</text>"
        out += "<text class=\"y\" x=\"\(f(s.left - 4))\" y=\"\(f(s.top + plotHeight))\">\(ValueFormat.decimals(low))</text>"
        var index = 0, markers = ""
        for group in groups {
            let start = index
            var points: [String] = []
            for screen in group.screens {
                let (px, py) = (x(index), y(values[screen]))
                points.append("\(f(px)),\(f(py))")
                let label = "<title>\(escaped(screens[screen].id)): \(ValueFormat.decimals(values[screen]))</title>"
                if screen == reference {
                    markers += "<circle class=\"ref\" cx=\"\(f(px))\" cy=\"\(f(py))\" r=\"5\">\(label)</circle>"
                } else if overridden.contains(screen) {
                    markers += "<rect class=\"override\" x=\"\(f(px - 3))\" y=\"\(f(py - 3))\" width=\"6\" height=\"6\">\(label)</rect>"
                } else if otherContext.contains(screen) {
                    markers += "<circle class=\"context\" cx=\"\(f(px))\" cy=\"\(f(py))\" r=\"3\">\(label)</circle>"
                }
                index += 1
            }
            out += "<polyline points=\"\(points.joined(separator: " "))\"/>"
            if start > 0 { out += "<line class=\"group\" x1=\"\(f(x(start) - plotWidth / Double(max(count - 1, 1)) / 2))\" y1=\"\(f(s.top))\" x2=\"\(f(x(start) - plotWidth / Double(max(count - 1, 1)) / 2))\" y2=\"\(f(s.height - 4))\"/>" }
            // The label if it fits its group (about 5.6 units a character), else with ↕ for portrait and
            // ↔ for landscape, else its first word, else none.
            let room = x(index - 1) - x(start) + plotWidth / Double(max(count - 1, 1))
            let short = group.label.replacingOccurrences(of: "portrait", with: "↕").replacingOccurrences(of: "landscape", with: "↔")
            if let label = [group.label, short, String(group.label.prefix { $0 != " " })].first(where: { Double($0.count) * 5.6 <= room }) {
                out += "<text class=\"x\" x=\"\(f((x(start) + x(index - 1)) / 2))\" y=\"\(f(s.height - 8))\">\(escaped(label))</text>"
            }
        }
        return out + markers
    }
}
