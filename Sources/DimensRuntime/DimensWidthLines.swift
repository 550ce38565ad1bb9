import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The pieces of a generated table's token values that are lines in the window's width between
/// two catalogued widths, in windows of one family, size class and orientation: a window of no
/// catalogued size gets, for those tokens, the model's own value there.
public struct DimensWidthLines: Sendable {
    let lines: [Line]

    /// The lines of `text`, one a line: family, size class or `-`, orientation, column, lower and
    /// upper width, intercept, slope, pixel (1 or 0), mode (0 nearest, 1 down, 2 up), minimum and
    /// maximum or `-`.
    public init(_ text: StaticString) {
        let all = text.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        var lines: [Line] = []
        for line in all.split(separator: "\n") {
            let f = line.split(separator: " ").map(String.init)
            guard f.count == 12, let family = DimensFamily(rawValue: f[0]), let column = Int(f[3]),
                let lower = Double(f[4]), let upper = Double(f[5]), let intercept = Double(f[6]),
                let slope = Double(f[7]), let mode = Int(f[9])
            else { continue }
            let rules: [FloatingPointRoundingRule] = [.toNearestOrAwayFromZero, .towardZero, .awayFromZero]
            lines.append(
                Line(
                    family: family, sizeClass: DimensSizeClass(rawValue: f[1]), landscape: f[2] == "landscape",
                    column: column, lower: lower, upper: upper, intercept: intercept, slope: slope, pixel: f[8] == "1",
                    rule: rules[Swift.min(Swift.max(mode, 0), 2)], minimum: Double(f[10]), maximum: Double(f[11])))
        }
        self.lines = lines
    }

    /// The columns the lines of `screen`'s family, size class and orientation give `window` (of no
    /// catalogued size, `screen` the one ranked for it), with their values at its width, rounded to
    /// its scale (else the screen's); none where the window is turned from the screen.
    public func changes(of screen: DimensScreen, for window: DimensWindow) -> [(column: Int, value: Double)] {
        let (width, landscape) = (window.width, window.width > window.height)
        guard landscape == (screen.width > screen.height) else { return [] }
        let scale = window.scale.flatMap { $0 > 0 ? $0 : nil } ?? screen.scale
        var changed: [(column: Int, value: Double)] = []
        for line in lines
        where line.family == screen.family && line.sizeClass == screen.sizeClass && line.landscape == landscape
            && Double(width) >= line.lower && Double(width) <= line.upper
        {
            changed.append((line.column, line.value(atWidth: Double(width), scale: Double(scale))))
        }
        return changed
    }

    /// One piece: `intercept + slope · width`, clamped to `minimum`/`maximum` and rounded as the
    /// token is (to the window's pixels or not).
    struct Line: Sendable {
        let family: DimensFamily
        let sizeClass: DimensSizeClass?
        let landscape: Bool
        let column: Int
        let lower: Double, upper: Double, intercept: Double, slope: Double
        let pixel: Bool
        let rule: FloatingPointRoundingRule
        let minimum: Double?, maximum: Double?

        /// The token's value in a window `width` wide of `scale` pixels per point, as dimens
        /// finishes it: clamped, then rounded inside the bounds.
        func value(atWidth width: Double, scale: Double) -> Double {
            var x = intercept + slope * width
            if let minimum, x < minimum { x = minimum }
            if let maximum, x > maximum { x = maximum }
            guard pixel, scale > 0 else { return x }
            func rounded(_ rule: FloatingPointRoundingRule) -> Double {
                let units = x * scale
                let nearest = units.rounded(.toNearestOrAwayFromZero)
                return Swift.abs(units - nearest) < 1e-9 ? nearest / scale : units.rounded(rule) / scale
            }
            var result = rounded(rule)
            if let maximum, result > maximum { result = rounded(.down) }
            if let minimum, result < minimum { result = rounded(.up) }
            if let maximum, result > maximum { return x }
            if let minimum, result < minimum { return x }
            return result
        }
    }
}

/// A window's row: a table row's values with the columns the width lines gave it, kept alive by
/// the values that read it (`values` points into it).
public final class DimensWindowRow: @unchecked Sendable {
    /// The row's values, `count` of them.
    public let values: UnsafeMutablePointer<Double>
    /// The columns the lines gave, and their values.
    public let changed: [(column: Int, value: Double)]

    /// A copy of `count` values of `row` (at least one) with `changed` written over it.
    public init(_ row: UnsafePointer<Double>, count: Int, changed: [(column: Int, value: Double)]) {
        let count = Swift.max(count, 1)
        values = .allocate(capacity: count)
        values.initialize(from: row, count: count)
        for (column, value) in changed where column >= 0 && column < count { values[column] = value }
        self.changed = changed
    }

    deinit { values.deallocate() }
}
