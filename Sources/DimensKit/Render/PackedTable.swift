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
        let screens = table.screens.count
        // Each column's packed value on every screen, read from the tokens' own arrays (strings
        // as indices into their distinct values); no per-screen copy of the table is made.
        var numbers: [[Double]] = [], strings: [Int: [String]] = [:]
        for (column, token) in columns.enumerated() {
            switch token.values {
            case .numbers(let values): numbers.append(values)
            case .booleans(let flags): numbers.append(flags.map { $0 ? 1 : 0 })
            case .strings(let texts):
                var distinct: [String] = [], index: [String: Int] = [:]
                numbers.append(texts.map { text in
                    if let known = index[text] { return Double(known) }
                    index[text] = distinct.count
                    distinct.append(text)
                    return Double(distinct.count - 1)
                })
                strings[column] = distinct
            case .constant: break
            }
        }
        self.strings = strings
        // Screens with bit-for-bit equal values share a row: hash each screen's values, compare on a match.
        var rowsByHash: [Int: [Int]] = [:], firstScreenOfRow: [Int] = [], values: [Double] = []
        rowOfScreen = []
        rowOfScreen.reserveCapacity(screens)
        for s in 0..<screens {
            var hasher = Hasher()
            for column in numbers { hasher.combine(column[s].bitPattern) }
            let hash = hasher.finalize()
            let same = rowsByHash[hash]?.first { row in
                let other = firstScreenOfRow[row]
                return numbers.allSatisfy { $0[other].bitPattern == $0[s].bitPattern }
            }
            if let same {
                rowOfScreen.append(same)
                continue
            }
            rowsByHash[hash, default: []].append(firstScreenOfRow.count)
            rowOfScreen.append(firstScreenOfRow.count)
            firstScreenOfRow.append(s)
            for column in numbers { values.append(column[s]) }
        }
        self.values = values
        rowCount = firstScreenOfRow.count
    }

    /// The packed value of a column in a row.
    func value(row: Int, column: Int) -> Double { values[row * columns.count + column] }

    /// Each column's values (one per row) as base64 of little-endian Float64, encoded column by
    /// column so that a change to one token changes only its own lines, in lines of `width`
    /// characters.
    public func base64Columns(width: Int = 96) -> [[String]] {
        (0..<columns.count).map { column in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(rowCount * 8)
            for row in 0..<rowCount {
                withUnsafeBytes(of: value(row: row, column: column).bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
            }
            let text = Array(Data(bytes).base64EncodedString().utf8)
            return stride(from: 0, to: text.count, by: width).map { start in
                String(decoding: text[start..<min(start + width, text.count)], as: UTF8.self)
            }
        }
    }

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
