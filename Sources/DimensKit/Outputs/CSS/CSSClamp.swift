import Foundation

/// A length written as one `clamp(low, intercept + slope·100vw, high)`: constant up to one width,
/// linear in the viewport's width up to another, constant after (Utopia's fluid sizes). Found
/// from the values the `min-width` ladder writes (`CSSLadder`), and only where the clamp, as
/// written (4 decimals), gives each of them within 0.01 px: a token scaled linearly in the width
/// (dynamic or percentage by width, fixed without its aspect-ratio term, with its `min` and `max`
/// as the clamp's bounds) fits; pixel-rounded values, logarithmic growth and breakpoints do not,
/// and keep the ladder. Text sizes are written in `rem` (value / 16), so the reader's font-size
/// setting applies.
struct CSSClamp: Sendable, Hashable {
    /// The bounds and the line's intercept, in px, as written (rounded for `rem` or `px`).
    var low: Double
    var high: Double
    var intercept: Double
    /// px per px of viewport width, as written (its `vw` coefficient / 100).
    var slope: Double
    /// Written in `rem` (text sizes) rather than `px`.
    var rem: Bool

    /// The largest difference from a ladder value the clamp may have at a ladder width, in px.
    static let tolerance = 0.01
    /// CSS px per rem at the browser's default font size.
    static let remSize = 16.0

    /// The clamp's value at a viewport width, in px.
    func value(atWidth width: Double) -> Double {
        Swift.min(Swift.max(intercept + slope * width, low), high)
    }

    /// `clamp(1rem, 0.8571rem + 0.6095vw, 1.5rem)`; `unit` is `vw` or (under a container) `cqi`.
    func text(unit: String = "vw") -> String {
        let coefficient = NumberText.decimals(abs(slope) * 100)
        let line =
            intercept == 0
            ? (slope < 0 ? "-" : "") + coefficient + unit
            : length(intercept) + (slope < 0 ? " - " : " + ") + coefficient + unit
        return "clamp(\(length(low)), \(line), \(length(high)))"
    }

    private func length(_ px: Double) -> String {
        rem ? NumberText.decimals(px / Self.remSize) + "rem" : NumberText.decimals(px) + "px"
    }

    /// The clamp giving `values` at `widths` (the ladder's steps, narrowest first, the values
    /// monotone), or nil when they are not constant–linear–constant within `tolerance`. The line
    /// runs through the outermost values strictly between the first and the last; at least two
    /// are needed, so a single step (a breakpoint) stays a step and a constant stays a constant.
    static func fit(widths: [Double], values: [Double], rem: Bool) -> CSSClamp? {
        guard values.count >= 4, let first = values.first, let last = values.last,
            abs(last - first) > tolerance, values.allSatisfy(\.isFinite)
        else { return nil }
        let (low, high) = (Swift.min(first, last), Swift.max(first, last))
        let inside = values.indices.filter { values[$0] > low && values[$0] < high }
        guard let a = inside.first, let b = inside.last, widths[b] > widths[a] else { return nil }
        let slope = (values[b] - values[a]) / (widths[b] - widths[a])
        let intercept = values[a] - slope * widths[a]
        // As written: the bounds and intercept to 4 decimals of their unit, the slope of vw.
        func written(_ px: Double) -> Double {
            rem ? Self.rounded(px / remSize) * remSize : Self.rounded(px)
        }
        let clamp = CSSClamp(
            low: written(low), high: written(high), intercept: written(intercept),
            slope: Self.rounded(slope * 100) / 100, rem: rem)
        guard clamp.slope != 0,
            zip(widths, values).allSatisfy({ abs(clamp.value(atWidth: $0) - $1) <= tolerance })
        else { return nil }
        return clamp
    }

    /// A number as `NumberText.decimals` writes it, back as a number.
    private static func rounded(_ value: Double) -> Double { Double(NumberText.decimals(value)) ?? value }
}
