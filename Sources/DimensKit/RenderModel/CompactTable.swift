import Foundation

/// The packed table as generated code stores it: each distinct column once, and each token
/// naming the column it reads.
///
/// A column (a token's value on every row) is written as its own small palette — its distinct
/// values as little-endian Float64, in first-seen order — and one index per row into it: none when
/// the column has one value, 4 bits up to 16 values, 8 bits up to 256, 16 bits beyond. Columns
/// are named by a content hash and listed in the order of their names, and tokens list their
/// column's name in token order, so a change to one token changes its own line, and the lines of
/// its old and new column when no other token reads them; other tokens' lines stay (a change that
/// makes screens share rows differently changes every column).
package struct CompactTable: Sendable {
    /// One distinct column: its name and its encoding, base64.
    package struct Column: Sendable {
        package var key: String
        package var base64: String

        /// The base64 text in lines of at most `width` characters (at least one line).
        package func lines(width: Int) -> [String] {
            let text = Array(base64.utf8)
            guard text.count > width else { return [base64] }
            return stride(from: 0, to: text.count, by: width).map { start in
                String(decoding: text[start..<min(start + width, text.count)], as: UTF8.self)
            }
        }
    }

    /// The distinct columns, ordered by key.
    package var columns: [Column]
    /// Each table column's key, in table column order.
    package var keys: [String]

    package init(_ packed: PackedTable) {
        var encoded: [Encoding] = []
        encoded.reserveCapacity(packed.columns.count)
        for column in packed.columns.indices {
            let first = packed.firstSharing[column]
            encoded.append(
                first < column
                    ? encoded[first]
                    : Encoding(Self.encode((0..<packed.rowCount).map { packed.value(row: $0, column: column) })))
        }
        // Named by hash; two encodings with the same hash prefix (rare) are told apart by a
        // suffix, given in the order of their content so that it does not depend on token order.
        var keyOf: [Encoding: String] = [:]
        var owner: [String: [UInt8]] = [:]
        for encoding in Set(encoded).sorted(by: { $0.bytes.lexicographicallyPrecedes($1.bytes) }) {
            let hash = Self.key(of: encoding.bytes)
            var key = hash
            var suffix = 1
            while owner[key] != nil {
                key = "\(hash)-\(suffix)"
                suffix += 1
            }
            owner[key] = encoding.bytes
            keyOf[encoding] = key
        }
        keys = encoded.map { keyOf[$0]! }
        columns = owner.keys.sorted().map { Column(key: $0, base64: Data(owner[$0]!).base64EncodedString()) }
    }

    /// A column's bytes as a set member, hashed as one block (an array hashes byte by byte).
    struct Encoding: Hashable {
        let bytes: [UInt8]

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        func hash(into hasher: inout Hasher) { bytes.withUnsafeBytes { hasher.combine(bytes: $0) } }
    }

    /// A column's encoding: the palette's size (UInt16), the palette, then the packed indices. A
    /// palette holds at most one value per row, and `TableLimits` keeps rows (distinct screens ×
    /// text sizes) below 65,536.
    static func encode(_ values: [Double]) -> [UInt8] {
        var palette: [UInt64] = []
        var indexOf: [UInt64: Int] = [:]
        let indices = values.map { value -> Int in
            let bits = value.bitPattern
            if let known = indexOf[bits] { return known }
            indexOf[bits] = palette.count
            palette.append(bits)
            return palette.count - 1
        }
        // `TableLimits` refuses a table of more rows than 16 bits count; never a trap here.
        var bytes: [UInt8] = [UInt8(palette.count & 0xFF), UInt8(truncatingIfNeeded: palette.count >> 8)]
        for bits in palette {
            for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: bits >> shift)) }
        }
        switch palette.count {
        case ...1: break
        case ...16:
            for pair in stride(from: 0, to: indices.count, by: 2) {
                let high = pair + 1 < indices.count ? indices[pair + 1] : 0
                bytes.append(UInt8(indices[pair] | high << 4))
            }
        case ...256: bytes += indices.map { UInt8($0) }
        default: bytes += indices.flatMap { [UInt8($0 & 0xFF), UInt8(truncatingIfNeeded: $0 >> 8)] }
        }
        return bytes
    }

    /// Twelve hex digits of the encoding's SHA-256 (a collision between two columns of one table
    /// is then about one in 10⁸ at 100,000 distinct columns; the suffix above tells them apart).
    static func key(of encoded: [UInt8]) -> String {
        String(SHA256.hex(encoded).prefix(12))
    }
}
