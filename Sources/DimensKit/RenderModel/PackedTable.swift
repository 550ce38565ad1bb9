import Foundation

/// The per-screen values as a compact table for generated code: one column per per-screen token
/// (a composite has one per member), one row per distinct set of values (screens with equal
/// values share a row), stored as little-endian Float64 and base64-encoded so that compilers read
/// one string literal instead of thousands of numeric literals. Strings (and a composite's
/// carried members, as JSON text) are stored as an index into their column's distinct values,
/// booleans as 0 or 1. With text sizes, each screen also has a row per text size of the table.
package struct PackedTable: Sendable {
    /// One column: a token's own value on every screen, or one member of a composite.
    package struct Column: Sendable {
        package var token: ResolvedToken
        package var model: ScalingModelKind?
        /// The member of a composite; nil for a token's own value.
        package var member: ScaledMember?
        /// Per screen at the default text size (a carried member's as JSON texts).
        package var values: ScaledToken.Values
        /// Per text size of the table where the values differ.
        package var textSizes: [ContentSizeCategory: ScaledToken.Values]
        /// The token's index in `ScaledTable.tokens`.
        package var tokenIndex: Int
    }

    /// In token order, a composite's members at its place.
    package var columns: [Column]
    /// Each screen's row.
    package var rowOfScreen: [Int]
    /// Per text size of the table (`ScaledTable.textSizes`), each screen's row at that size.
    package var rowOfScreenAtSize: [[Int]]
    /// Row-major values.
    package var values: [Double]
    package var rowCount: Int
    /// For string columns (by column): the distinct values, in first-seen order.
    package var strings: [Int: [String]]
    /// Each column's first column holding the very same values (one array, shared by tokens the
    /// scale stage evaluated once), itself when none before does: work per column is done once.
    package var firstSharing: [Int]

    package init(_ table: ScaledTable) { self.init(table, columns: Self.columns(of: table)) }

    /// The table of `columns`, `columns(of: table)` found before.
    init(_ table: ScaledTable, columns: [Column]) {
        self.columns = columns
        let screens = table.screens.count
        let sizes = table.textSizes
        // Each column's packed value on every screen (strings as indices into their distinct
        // values), at the default size and at each text size; no per-screen copy of the table.
        var numbers: [[Double]] = []
        var sized: [[[Double]]] = sizes.map { _ in [] }
        var strings: [Int: [String]] = [:]
        for (column, entry) in columns.enumerated() {
            var distinct: [String] = []
            var index: [String: Int] = [:]
            func packed(_ values: ScaledToken.Values) -> [Double] {
                switch values {
                case .numbers(let values): return values
                case .booleans(let flags): return flags.map { $0 ? 1 : 0 }
                case .strings(let texts):
                    return texts.map { text in
                        if let known = index[text] { return Double(known) }
                        index[text] = distinct.count
                        distinct.append(text)
                        return Double(distinct.count - 1)
                    }
                case .constant, .composite: return []
                }
            }
            let base = packed(entry.values)
            numbers.append(base)
            for (k, size) in sizes.enumerated() { sized[k].append(entry.textSizes[size].map(packed) ?? base) }
            if case .strings = entry.values { strings[column] = distinct }
        }
        self.strings = strings
        let firstSharing = Self.firstSharing(numbers, sized: sized)
        self.firstSharing = firstSharing
        // Screens share a row when their values are equal at every size (so a row's values at
        // another size are one row too); rows at other sizes are shared with any equal row.
        var rows = RowSet(
            base: numbers, sized: sized, distinct: firstSharing.indices.filter { firstSharing[$0] == $0 },
            screens: screens)
        rowOfScreen = (0..<screens).map { rows.baseRow($0) }
        rowOfScreenAtSize = sizes.indices.map { k in (0..<screens).map { rows.sizedRow(k, $0) } }
        values = rows.values
        rowCount = rows.count
    }

    /// Each column's first column whose values are the same arrays at every size.
    static func firstSharing(_ base: [[Double]], sized: [[[Double]]]) -> [Int] {
        var first: [[Int]: Int] = [:]
        return base.indices.map { column in
            let storage = [base[column].storageIdentity] + sized.map { $0[column].storageIdentity }
            if let earlier = first[storage] { return earlier }
            first[storage] = column
            return column
        }
    }

    /// The table's columns: per-screen tokens, and each member of a composite.
    static func columns(of table: ScaledTable) -> [Column] {
        var columns: [Column] = []
        for (index, token) in table.tokens.enumerated() {
            switch token.values {
            case .constant: continue
            case .composite(let composite):
                for member in composite.members {
                    let sized = token.textSizes.compactMapValues { values -> ScaledToken.Values? in
                        guard case .composite(let other) = values,
                            let same = other.members.first(where: { $0.path == member.path })
                        else { return nil }
                        return same.values.columnValues(count: table.screens.count)
                    }
                    columns.append(
                        Column(
                            token: token.token, model: token.model, member: member,
                            values: member.values.columnValues(count: table.screens.count),
                            textSizes: sized, tokenIndex: index))
                }
            default:
                columns.append(
                    Column(
                        token: token.token, model: token.model, member: nil, values: token.values,
                        textSizes: token.textSizes, tokenIndex: index))
            }
        }
        return columns
    }

    /// The rows screens have at the default text size: rows `0..<screenRowCount` (those of other
    /// text sizes follow).
    package var screenRowCount: Int { (rowOfScreen.max() ?? -1) + 1 }

    /// The packed value of a column in a row.
    func value(row: Int, column: Int) -> Double { values[row * columns.count + column] }

    /// Each column's values (one per row) as base64 of little-endian Float64, encoded column by
    /// column so that a change to one token changes only its own lines, in lines of `width`
    /// characters.
    package func base64Columns(width: Int = 96) -> [[String]] {
        (0..<columns.count).map { column in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(rowCount * 8)
            for row in 0..<rowCount {
                withUnsafeBytes(of: value(row: row, column: column).bitPattern.littleEndian) {
                    bytes.append(contentsOf: $0)
                }
            }
            return Self.lines(bytes, width: width)
        }
    }

    /// The table as base64 of little-endian Float64, in lines of `width` characters.
    package func base64Lines(width: Int = 100) -> [String] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 8)
        for value in values {
            withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }
        return Self.lines(bytes, width: width)
    }

    private static func lines(_ bytes: [UInt8], width: Int) -> [String] {
        let text = Array(Data(bytes).base64EncodedString().utf8)
        return stride(from: 0, to: text.count, by: width).map { start in
            String(decoding: text[start..<min(start + width, text.count)], as: UTF8.self)
        }
    }
}

/// Distinct rows of packed values, found by hash and compared bit for bit with the screen (and
/// size) a row was first made from, so no row is copied to be compared.
private struct RowSet {
    /// Columns at the default size, and at each text size: `[size][column][screen]`.
    let base: [[Double]]
    let sized: [[[Double]]]
    /// The columns compared and hashed: one of each group of columns sharing their values.
    let distinct: [Int]
    var values: [Double] = []
    /// Where each row was first seen: a screen, at a text size (-1 for the default).
    private var sources: [(screen: Int, size: Int)] = []
    private var byValues: [Int: [Int]] = [:]
    private var bySignature: [Int: [Int]] = [:]
    /// Each screen's values folded at the default size, at each text size, and at all sizes.
    private let baseHashes: [UInt64]
    private let sizedHashes: [[UInt64]]
    private let signatures: [UInt64]
    /// A screen equal at every size to an earlier one (the first with its hashes), found before
    /// any row is made; and the row each screen got.
    private var sameAs: [Int: Int] = [:]
    private var rowOfScreen: [Int: Int] = [:]

    init(base: [[Double]], sized: [[[Double]]], distinct: [Int], screens: Int) {
        self.base = base
        self.sized = sized
        self.distinct = distinct
        let zeros = [UInt64](repeating: 0, count: screens)
        baseHashes = Self.hashes(base, distinct, screens: screens, from: zeros)
        sizedHashes = sized.map { Self.hashes($0, distinct, screens: screens, from: zeros) }
        let hashes = sized.reduce(baseHashes) { Self.hashes($1, distinct, screens: screens, from: $0) }
        signatures = hashes
        // Column by column (each column's values lie together in memory; a screen's do not):
        // which screens equal the first screen with their hashes.
        var first: [UInt64: Int] = [:]
        var pairs: [(screen: Int, first: Int)] = []
        for screen in 0..<screens {
            if let earlier = first[hashes[screen]] {
                pairs.append((screen, earlier))
            } else {
                first[hashes[screen]] = screen
            }
        }
        var equal = [Bool](repeating: true, count: pairs.count)
        for columns in [base] + sized {
            for column in distinct.lazy.map({ columns[$0] }) {
                for (index, pair) in pairs.enumerated()
                where column[pair.screen].bitPattern != column[pair.first].bitPattern {
                    equal[index] = false
                }
            }
        }
        for (index, pair) in pairs.enumerated() where equal[index] { sameAs[pair.screen] = pair.first }
        // Room for a row per distinct signature, allocated once: growing by doubling would
        // allocate up to twice the table (rows at other text sizes may still add some).
        values.reserveCapacity(first.count * base.count)
    }

    /// Every screen's values folded into 64 bits, continuing from `start`: a multiply-rotate mix,
    /// not SipHash (`Hasher`), since it runs over every value of every screen and a collision
    /// only costs a comparison.
    private static func hashes(_ columns: [[Double]], _ distinct: [Int], screens: Int, from start: [UInt64])
        -> [UInt64]
    {
        var hashes = start
        for column in distinct.lazy.map({ columns[$0] }) {
            for screen in 0..<screens {
                var hash = (hashes[screen] ^ column[screen].bitPattern) &* 0x9E37_79B9_7F4A_7C15
                hash ^= hash >> 29
                hashes[screen] = hash
            }
        }
        return hashes
    }

    var count: Int { sources.count }

    private func columns(_ size: Int) -> [[Double]] { size < 0 ? base : sized[size] }

    private func equal(_ size: Int, _ screen: Int, _ row: Int) -> Bool {
        let source = sources[row]
        let a = columns(size)
        let b = columns(source.size)
        return distinct.allSatisfy { a[$0][screen].bitPattern == b[$0][source.screen].bitPattern }
    }

    private mutating func append(_ size: Int, _ screen: Int, valuesHash: Int) -> Int {
        sources.append((screen, size))
        byValues[valuesHash, default: []].append(sources.count - 1)
        for column in columns(size) { values.append(column[screen]) }
        return sources.count - 1
    }

    /// Screen `s`'s row at the default size: shared with screens equal to it at every size.
    mutating func baseRow(_ s: Int) -> Int {
        if let first = sameAs[s], let row = rowOfScreen[first] { return row }
        let valuesHash = Int(truncatingIfNeeded: baseHashes[s])
        let key = Int(truncatingIfNeeded: signatures[s])
        let same = bySignature[key]?.first { row in
            let first = sources[row].screen
            return equal(-1, s, row)
                && sized.allSatisfy { size in
                    distinct.allSatisfy { size[$0][s].bitPattern == size[$0][first].bitPattern }
                }
        }
        if let same {
            rowOfScreen[s] = same
            return same
        }
        let row = append(-1, s, valuesHash: valuesHash)
        bySignature[key, default: []].append(row)
        rowOfScreen[s] = row
        return row
    }

    /// Screen `s`'s row at text size `k`: shared with any row of equal values.
    mutating func sizedRow(_ k: Int, _ s: Int) -> Int {
        let valuesHash = Int(truncatingIfNeeded: sizedHashes[k][s])
        if let same = byValues[valuesHash]?.first(where: { equal(k, s, $0) }) { return same }
        return append(k, s, valuesHash: valuesHash)
    }
}

extension MemberValues {
    /// The member as a table column: numbers as they are, carried values as JSON text.
    func columnValues(count: Int) -> ScaledToken.Values {
        switch self {
        case .numbers(let numbers): .numbers(numbers)
        case .constant(let json): .strings(Array(repeating: JSONWriter.write(json, pretty: false), count: count))
        case .perScreen(let values): .strings(values.map { JSONWriter.write($0, pretty: false) })
        }
    }
}
