import Foundation

/// The per-screen values as a compact table for generated code: one column per per-screen token,
/// one row per distinct set of values (screens with equal values share a row), stored as
/// little-endian Float64 and base64-encoded so that compilers read one string literal instead of
/// thousands of numeric literals. Strings are stored as an index into their token's distinct
/// values, booleans as 0 or 1.
public struct PackedTable: Sendable {
    /// Tokens with a column, in output order.
    public var columns: [ScaledToken]
    /// Each screen's row.
    public var rowOfScreen: [Int]
    /// Row-major values.
    public var values: [Double]
    public var rowCount: Int
    /// For string tokens (by column): the distinct values, in first-seen order.
    public var strings: [Int: [String]]

    public init(_ table: ScaledTable) {
        columns = table.tokens.filter { if case .constant = $0.values { false } else { true } }
        strings = [:]
        var cells = [[Double]](repeating: [], count: table.screens.count)
        for (column, token) in columns.enumerated() {
            switch token.values {
            case .numbers(let numbers): for s in cells.indices { cells[s].append(numbers[s]) }
            case .booleans(let flags): for s in cells.indices { cells[s].append(flags[s] ? 1 : 0) }
            case .strings(let texts):
                var distinct: [String] = []
                for s in cells.indices {
                    if let i = distinct.firstIndex(of: texts[s]) { cells[s].append(Double(i)) } else {
                        cells[s].append(Double(distinct.count))
                        distinct.append(texts[s])
                    }
                }
                strings[column] = distinct
            case .constant: break
            }
        }
        var rowIndex: [[UInt64]: Int] = [:]
        var values: [Double] = []
        rowOfScreen = cells.map { row in
            let key = row.map(\.bitPattern)
            if let existing = rowIndex[key] { return existing }
            rowIndex[key] = rowIndex.count
            values += row
            return rowIndex.count - 1
        }
        self.values = values
        rowCount = rowIndex.count
    }

    /// The packed value of a column in a row.
    func value(row: Int, column: Int) -> Double { values[row * columns.count + column] }

    /// The table as base64 of little-endian Float64, in lines of `width` characters.
    public func base64Lines(width: Int = 100) -> [String] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 8)
        for value in values {
            withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }
        let text = Array(Data(bytes).base64EncodedString().utf8)
        return stride(from: 0, to: text.count, by: width).map { start in
            String(decoding: text[start..<min(start + width, text.count)], as: UTF8.self)
        }
    }
}
