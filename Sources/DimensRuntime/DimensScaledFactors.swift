/// The factors behind a generated type's `scaled(_:as:)`: a row per distinct screen, its pixel
/// scale and then each profile's factor, read from text of one row a line, written as the shortest
/// decimals that read back as the very numbers dimens multiplies a base by.
public struct DimensScaledFactors: Sendable {
    let rows: [[Double]]

    /// The rows of `text`, read byte by byte (no collection algorithm for the compiler to specialize).
    public init(_ text: StaticString) {
        let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        var rows: [[Double]] = []
        var row: [Double] = []
        var start = 0
        for index in 0...bytes.count {
            let byte = index < bytes.count ? bytes[index] : 10
            guard byte == 32 || byte == 10 else { continue }
            if index > start,
                let number = Double(
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            {
                row.append(number)
            }
            start = index + 1
            if byte == 10, !row.isEmpty {
                rows.append(row)
                row = []
            }
        }
        self.rows = rows
    }

    /// `value` times the factor at `factor` in `row`, rounded as dimens rounds a token: to `steps`
    /// per point (the screen's pixels when `pixel`, whole points for `wholePoints`, none for 0), to
    /// the nearest step when within 1e-9 of one, else in `direction`; never -0.
    public func value(
        _ value: Double, row: Int, factor: Int, steps: Double, pixel: Bool, direction: FloatingPointRoundingRule,
        wholePoints: Bool
    ) -> Double {
        guard rows.indices.contains(row), rows[row].indices.contains(factor) else { return value }
        let x = value * rows[row][factor]
        let steps = wholePoints ? 1 : pixel ? rows[row][0] : steps
        var rounded = x
        if steps > 0 {
            let units = x * steps
            let nearest = units.rounded(.toNearestOrAwayFromZero)
            rounded = Swift.abs(units - nearest) < 1e-9 ? nearest / steps : units.rounded(direction) / steps
        }
        return rounded == 0 ? 0 : rounded
    }
}
