import Foundation

/// A generated table's values, decoded once from its packed text at first use: the distinct
/// columns, and which one each token reads. A row's values are laid out for the accessors the first
/// time a screen of that row is asked for (an app uses a row or two) and never freed or changed,
/// which is why sharing them between threads is safe: reading a token is one load.
///
/// The text: first the distinct columns, each named by a hash of its content, then its values (a
/// count, then little-endian Float64s) and an index per row into them, base64, continued on indented
/// lines; then, after a line `=`, each token's column by name, in token order.
public final class DimensPackedTable: @unchecked Sendable {
    /// Rows (distinct screens) and token columns.
    public let rowCount: Int
    public let columnCount: Int
    /// The distinct columns one after another, `rowCount` values each, and then one of zeros.
    private let distinct: UnsafeMutablePointer<Double>
    /// The distinct column of each token column.
    private let slotOfColumn: UnsafeMutablePointer<Int>
    /// Each row's laid-out values once made, and the row of zeros past the last.
    private let laidOut: UnsafeMutablePointer<UnsafePointer<Double>?>
    private let lock = NSLock()

    /// Decodes `text`, a table of `rows` rows and `columns` token columns.
    public init(_ text: StaticString, rows: Int, columns: Int) {
        let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        let slots = Self.countColumns(bytes)
        distinct = .allocate(capacity: (slots + 1) * rows + 1)
        distinct.initialize(repeating: 0, count: (slots + 1) * rows + 1)
        slotOfColumn = .allocate(capacity: columns + 1)
        slotOfColumn.initialize(repeating: slots, count: columns + 1)
        laidOut = .allocate(capacity: rows + 1)
        laidOut.initialize(repeating: nil, count: rows + 1)
        (rowCount, columnCount) = (rows, columns)
        let decoder = Decoder(rows: rows, slots: slots)
        defer { decoder.deallocate() }
        decoder.decode(bytes, into: distinct, slotOfColumn: slotOfColumn, columns: columns)
    }

    deinit {
        for row in 0...rowCount { laidOut[row]?.deallocate() }
        laidOut.deallocate()
        slotOfColumn.deallocate()
        distinct.deallocate()
    }

    /// Row `row`'s values in column order; a row out of range reads as zeros.
    public func row(_ row: Int) -> UnsafePointer<Double> {
        let row = row >= 0 && row < rowCount ? row : rowCount
        lock.lock()
        defer { lock.unlock() }
        if let done = laidOut[row] { return done }
        let buffer = UnsafeMutablePointer<Double>.allocate(capacity: Swift.max(columnCount, 1))
        buffer.initialize(repeating: 0, count: Swift.max(columnCount, 1))
        if row < rowCount {
            for column in 0..<columnCount { buffer[column] = distinct[slotOfColumn[column] * rowCount + row] }
        }
        laidOut[row] = UnsafePointer(buffer)
        return UnsafePointer(buffer)
    }

    /// The distinct columns: the lines before `=` that do not start with a space.
    private static func countColumns(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var slots = 0
        var start = 0
        while start < bytes.count, bytes[start] != 61 {
            if bytes[start] != 32, bytes[start] != 10 { slots += 1 }
            while start < bytes.count, bytes[start] != 10 { start += 1 }
            start += 1
        }
        return slots
    }
}
