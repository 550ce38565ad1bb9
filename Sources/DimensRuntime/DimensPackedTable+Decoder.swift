extension DimensPackedTable {
    /// Reads the packed text's lines into the distinct columns and the token columns' slots: column
    /// names to slots by open addressing, each column's base64 decoded as it comes.
    struct Decoder {
        let rows: Int
        let slots: Int
        /// Column names to slots, in a table at least twice their count.
        private let capacity: Int
        private let table: UnsafeMutablePointer<Int>
        private let names: UnsafeMutablePointer<UInt64>
        /// One column's bytes as they are decoded: its palette of at most `rows` values, then an index per row.
        private let scratchSize: Int
        private let scratch: UnsafeMutablePointer<UInt8>

        init(rows: Int, slots: Int) {
            (self.rows, self.slots) = (rows, slots)
            var capacity = 4
            while capacity < 2 * slots + 2 { capacity *= 2 }
            self.capacity = capacity
            table = .allocate(capacity: capacity)
            table.initialize(repeating: -1, count: capacity)
            names = .allocate(capacity: 2 * slots + 2)
            scratchSize = 2 + 10 * rows
            scratch = .allocate(capacity: scratchSize)
        }

        func deallocate() {
            table.deallocate()
            names.deallocate()
            scratch.deallocate()
        }

        func decode(
            _ bytes: UnsafeBufferPointer<UInt8>, into distinct: UnsafeMutablePointer<Double>,
            slotOfColumn: UnsafeMutablePointer<Int>, columns: Int
        ) {
            var (bits, pending, written): (UInt32, Int, Int) = (0, 0, 0)
            var (slot, nextSlot, token, inTokens) = (-1, 0, 0, false)
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 10 { end += 1 }
                var space = end
                while space > start, bytes[space - 1] != 32 { space -= 1 }
                let continued = end > start && bytes[start] == 32
                if !continued, slot >= 0 {
                    Self.fill(distinct + slot * rows, rows: rows, from: scratch, count: Swift.min(written, scratchSize))
                    (bits, pending, written, slot) = (0, 0, 0, -1)
                }
                if end - start == 1, bytes[start] == 61 {
                    inTokens = true
                } else if space > start, inTokens {
                    let (low, high) = Self.name(bytes, space, end)
                    let found = table[probe(low, high)]
                    if token < columns, found >= 0 { slotOfColumn[token] = found }
                    token += 1
                } else if space > start, !continued, nextSlot < slots {
                    slot = nextSlot
                    nextSlot += 1
                    let (low, high) = Self.name(bytes, start, space - 1)
                    let cell = probe(low, high)
                    if table[cell] < 0 { (table[cell], names[2 * slot], names[2 * slot + 1]) = (slot, low, high) }
                }
                if slot >= 0, space > start {
                    // Base64, decoded as it comes; other characters are skipped.
                    for index in space..<end {
                        let character = bytes[index]
                        let sextet: UInt32
                        switch character {
                        case 65...90: sextet = UInt32(character - 65)
                        case 97...122: sextet = UInt32(character - 71)
                        case 48...57: sextet = UInt32(character + 4)
                        case 43: sextet = 62
                        case 47: sextet = 63
                        default: continue
                        }
                        bits = bits << 6 | sextet
                        pending += 6
                        if pending >= 8 {
                            pending -= 8
                            if written < scratchSize {
                                scratch[written] = UInt8(truncatingIfNeeded: bits >> UInt32(pending))
                            }
                            written += 1
                        }
                    }
                }
                start = end + 1
            }
            if slot >= 0 {
                Self.fill(distinct + slot * rows, rows: rows, from: scratch, count: Swift.min(written, scratchSize))
            }
        }

        /// A column's name (its first 16 ASCII characters) packed in two words.
        private static func name(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (UInt64, UInt64) {
            var (low, high): (UInt64, UInt64) = (0, 0)
            for offset in 0..<Swift.max(Swift.min(end - start, 16), 0) {
                let byte = UInt64(bytes[start + offset])
                if offset < 8 { low |= byte << (8 * offset) } else { high |= byte << (8 * (offset - 8)) }
            }
            return (low, high)
        }

        /// The table's cell holding this name's slot, or the empty cell where it belongs.
        private func probe(_ low: UInt64, _ high: UInt64) -> Int {
            var cell = Int(truncatingIfNeeded: ((low ^ high &* 31) &* 0x9E37_79B9_7F4A_7C15) >> 33) & (capacity - 1)
            while table[cell] >= 0, names[2 * table[cell]] != low || names[2 * table[cell] + 1] != high {
                cell = (cell + 1) & (capacity - 1)
            }
            return cell
        }

        /// Lays one column's `rows` values out from its decoded bytes: a palette (a UInt16 count,
        /// then little-endian Float64s), then an index per row into it, of 0, 4, 8 or 16 bits as the
        /// palette's size needs. A column too short for its palette stays zeros.
        private static func fill(
            _ column: UnsafeMutablePointer<Double>, rows: Int, from bytes: UnsafeMutablePointer<UInt8>, count: Int
        ) {
            let size = count >= 2 ? Int(bytes[0]) | Int(bytes[1]) << 8 : 0
            guard size > 0, count >= 2 + size * 8 else { return }
            let start = 2 + size * 8
            for r in 0..<rows {
                var index = 0
                switch size {
                case 1: index = 0
                case 2...16:
                    if start + r / 2 < count { index = Int(bytes[start + r / 2] >> (r % 2 * 4)) & 0xF }
                case 17...256:
                    if start + r < count { index = Int(bytes[start + r]) }
                default:
                    if start + r * 2 + 1 < count {
                        index = Int(bytes[start + r * 2]) | Int(bytes[start + r * 2 + 1]) << 8
                    }
                }
                guard index < size else { continue }
                var bits: UInt64 = 0
                for k in 0..<8 { bits |= UInt64(bytes[2 + index * 8 + k]) << (8 * k) }
                column[r] = Double(bitPattern: bits)
            }
        }
    }
}
