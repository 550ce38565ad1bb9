import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One screen of a generated table: a device in an orientation, or an iPad multitasking window,
/// as the json output lists it, with the row of the table holding its values.
public struct DimensScreen: Sendable {
    /// The json output's screen id.
    public let id: String
    public let width: CGFloat
    public let height: CGFloat
    public let family: DimensFamily
    public let sizeClass: DimensSizeClass
    /// The size class of the screen's device turned to the other orientation (a window's own).
    public let turnedSizeClass: DimensSizeClass
    /// Pixels per point.
    public let scale: CGFloat
    /// The row of the table holding this screen's values.
    public let row: Int
    /// The row of the scaled profiles' factors (0 in a table without them).
    public let scaledRow: Int

    /// The screen on the line `bytes[start..<end]`: id, width, height, family, size class, turned
    /// size class, scale, row and (with `scaledRows`) the factors' row; nil when it is not so.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, scaledRows: Bool) -> DimensScreen?
    {
        var index = start
        /// The line's next field, after the spaces before it.
        func next() -> UnsafeBufferPointer<UInt8>? {
            while index < end, bytes[index] == 32 { index += 1 }
            let first = index
            while index < end, bytes[index] != 32 { index += 1 }
            return index > first ? UnsafeBufferPointer(rebasing: bytes[first..<index]) : nil
        }
        func word<Word: RawRepresentable>(_ text: UnsafeBufferPointer<UInt8>) -> Word? where Word.RawValue == String {
            Word(rawValue: String(decoding: text, as: UTF8.self))
        }
        guard let id = next(), let width = next().flatMap(number), let height = next().flatMap(number),
            let family: DimensFamily = next().flatMap(word), let sizeClass: DimensSizeClass = next().flatMap(word),
            let turnedSizeClass: DimensSizeClass = next().flatMap(word), let scale = next().flatMap(number),
            let row = next().flatMap(number).flatMap({ Int(exactly: $0) })
        else { return nil }
        var scaledRow = 0
        if scaledRows {
            guard let read = next().flatMap(number).flatMap({ Int(exactly: $0) }) else { return nil }
            scaledRow = read
        }
        guard next() == nil else { return nil }
        return DimensScreen(
            id: String(decoding: id, as: UTF8.self), width: CGFloat(width), height: CGFloat(height), family: family,
            sizeClass: sizeClass, turnedSizeClass: turnedSizeClass, scale: CGFloat(scale), row: row,
            scaledRow: scaledRow)
    }

    /// A size or a row as the list writes them: digits, perhaps with a decimal point.
    static func number(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var digits = 0.0
        var scale = 1.0
        var point = false
        for byte in text {
            if byte == 46, !point {
                point = true
            } else if byte >= 48, byte <= 57, text.count <= 15 {
                // At most 15 digits: exact, so the quotient below is rounded once, as parsing is.
                digits = digits * 10 + Double(byte - 48)
                if point { scale *= 10 }
            } else {
                return Double(String(decoding: text, as: UTF8.self))
            }
        }
        return text.count > (point ? 1 : 0) ? digits / scale : nil
    }
}
