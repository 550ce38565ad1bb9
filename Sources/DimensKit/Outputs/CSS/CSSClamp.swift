import Foundation

/// A length written as one line in the viewport's width, `intercept + slope·100vw`, held between
/// the bounds the token's model has, if any: `clamp(low, line, high)` where it is constant below
/// one width and above another (Utopia's fluid sizes), `max(low, line)` where it keeps growing,
/// `min(line, high)` where it has no floor. Found from the token's unrounded values on web
/// viewports below, at and above the ladder's widths (`CSSViewports`), so a fluid token's bounds
/// are its `minValue` and `maxValue` at its `minWidth` and `maxWidth` wherever the catalog's
/// widths fall; only where those values are exactly that shape: a token scaled linearly in the
/// width (fluid; dynamic, percentage or fixed without its aspect-ratio term by width, with its
/// `min` and `max`) fits, logarithmic growth and breakpoints do not. Text sizes are written in
/// `rem` (value / 16), so the reader's font-size setting applies.
struct CSSClamp: Sendable, Hashable {
    /// The bounds and the line's intercept, in px, as written (rounded for `rem` or `px`); a
    /// bound is nil where the model has none.
    var low: Double?
    var high: Double?
    var intercept: Double
    /// px per px of viewport width, as written (its `vw` coefficient / 100).
    var slope: Double
    /// Written in `rem` (text sizes) rather than `px`.
    var rem: Bool

    /// The largest difference from the model's unrounded value the clamp, as written, may have
    /// at a viewport up to `checkedWidth` wide, in px.
    static let tolerance = 0.01
    /// The widest viewport the written clamp is held to `tolerance` at: wider, the 4 decimals of
    /// an unbounded line's `vw` coefficient may add more.
    static let checkedWidth = 10_000.0
    /// CSS px per rem at the browser's default font size.
    static let remSize = 16.0

    /// The clamp's value at a viewport width, in px.
    func value(atWidth width: Double) -> Double {
        var value = intercept + slope * width
        if let low { value = Swift.max(value, low) }
        if let high { value = Swift.min(value, high) }
        return value
    }

    /// `clamp(1rem, 0.8571rem + 0.6095vw, 1.5rem)`; `unit` is `vw` or (under a container) `cqi`.
    func text(unit: String = "vw") -> String {
        let coefficient = NumberText.decimals(abs(slope) * 100)
        let line =
            intercept == 0
            ? (slope < 0 ? "-" : "") + coefficient + unit
            : length(intercept) + (slope < 0 ? " - " : " + ") + coefficient + unit
        switch (low, high) {
        case (let low?, let high?): return "clamp(\(length(low)), \(line), \(length(high)))"
        case (let low?, nil): return "max(\(length(low)), \(line))"
        case (nil, let high?): return "min(\(line), \(length(high)))"
        case (nil, nil): return intercept == 0 && slope > 0 ? line : "calc(\(line))"
        }
    }

    private func length(_ px: Double) -> String {
        rem ? NumberText.decimals(px / Self.remSize) + "rem" : NumberText.decimals(px) + "px"
    }

    /// The clamp giving the unrounded `values` at `widths` (narrowest first), or nil when they are
    /// not that shape. Where the first two values are equal the model has a floor (or, shrinking,
    /// a ceiling) there, where the last two are equal one there; the line runs through the
    /// outermost values between them, at least two of them, so a single step (a breakpoint)
    /// stays a step and a constant stays a constant. Every value must lie on the shape (to a
    /// millionth), and the clamp as written (4 decimals) within `tolerance` of each up to
    /// `checkedWidth`.
    static func fit(widths: [Double], values: [Double], rem: Bool) -> CSSClamp? {
        let n = values.count
        guard n >= 4, widths.count == n, values.allSatisfy(\.isFinite) else { return nil }
        func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * Swift.max(1, abs(a), abs(b)) }
        let start = same(values[0], values[1]) ? values[0] : nil
        let end = same(values[n - 1], values[n - 2]) ? values[n - 1] : nil
        let inside = values.indices.filter { i in
            !(start.map { same(values[i], $0) } ?? false) && !(end.map { same(values[i], $0) } ?? false)
        }
        guard let a = inside.first, let b = inside.last, widths[b] > widths[a] else { return nil }
        let slope = (values[b] - values[a]) / (widths[b] - widths[a])
        let intercept = values[a] - slope * widths[a]
        let (low, high) = slope > 0 ? (start, end) : (end, start)
        let exact = CSSClamp(low: low, high: high, intercept: intercept, slope: slope, rem: rem)
        guard slope != 0, zip(widths, values).allSatisfy({ same(exact.value(atWidth: $0), $1) }) else { return nil }
        // As written: the bounds and intercept to 4 decimals of their unit, the slope of vw.
        func written(_ px: Double) -> Double {
            rem ? Self.rounded(px / remSize) * remSize : Self.rounded(px)
        }
        let clamp = CSSClamp(
            low: low.map(written), high: high.map(written), intercept: written(intercept),
            slope: Self.rounded(slope * 100) / 100, rem: rem)
        guard clamp.slope != 0,
            zip(widths, values).allSatisfy({ $0 > checkedWidth || abs(clamp.value(atWidth: $0) - $1) <= tolerance })
        else { return nil }
        return clamp
    }

    /// A number as `NumberText.decimals` writes it, back as a number.
    private static func rounded(_ value: Double) -> Double { Double(NumberText.decimals(value)) ?? value }
}
