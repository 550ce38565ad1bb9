import Foundation
import Testing

@testable import DimensKit

/// The compact table's column encoding, read back by the format the generated Swift documents: a
/// UInt16 palette size, the palette as little-endian Float64, then 0, 4, 8 or 16 bits per row.
struct CompactTableTests {
    /// Decodes one column as the generated Swift does.
    static func decode(_ bytes: [UInt8], rows: Int) -> [Double] {
        let size = Int(bytes[0]) | Int(bytes[1]) << 8
        let palette = (0..<size).map { index in
            Double(
                bitPattern: (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[2 + index * 8 + $1]) << (8 * $1) })
        }
        let start = 2 + size * 8
        return (0..<rows).map { row in
            switch size {
            case 1: palette[0]
            case 2...16: palette[Int(bytes[start + row / 2] >> (row % 2 * 4)) & 0xF]
            case 17...256: palette[Int(bytes[start + row])]
            default: palette[Int(bytes[start + row * 2]) | Int(bytes[start + row * 2 + 1]) << 8]
            }
        }
    }

    /// Columns of `distinct` values over `rows` rows, each width of index.
    @Test(arguments: [
        (1, 7, 2 + 8), (2, 7, 2 + 16 + 4), (16, 33, 2 + 128 + 17), (17, 40, 2 + 136 + 40),
        (256, 300, 2 + 2048 + 300), (257, 300, 2 + 2056 + 600),
    ])
    func aColumnRoundTrips(distinct: Int, rows: Int, bytes: Int) {
        let values = (0..<rows).map { Double($0 % distinct) / 3 + 0.5 }
        let encoded = CompactTable.encode(values)
        #expect(encoded.count == bytes)
        #expect(Self.decode(encoded, rows: rows).map(\.bitPattern) == values.map(\.bitPattern))
    }

    /// Equal columns share one entry; entries are listed by key, and a token's key depends only on
    /// its own values, so changing one token leaves every other key as it was.
    @Test func equalColumnsShareAKeyThatDependsOnlyOnTheirValues() {
        let before =
            (frontEnd(
                #"{"a": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}, "$extensions": {"dimens": {"model": "dynamic"}}}, "b": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}, "$extensions": {"dimens": {"model": "dynamic"}}}, "c": {"$type": "dimension", "$value": {"value": 6, "unit": "px"}, "$extensions": {"dimens": {"model": "dynamic"}}}}"#
            ).tokens)
        let after =
            (frontEnd(
                #"{"a": {"$type": "dimension", "$value": {"value": 5, "unit": "px"}, "$extensions": {"dimens": {"model": "dynamic"}}}, "b": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}, "$extensions": {"dimens": {"model": "dynamic"}}}, "c": {"$type": "dimension", "$value": {"value": 6, "unit": "px"}, "$extensions": {"dimens": {"model": "dynamic"}}}}"#
            ).tokens)
        let screens = ["iphone-se-3rd-generation", "iphone-15", "ipad-air-11-inch-m3"].map { catalogScreen($0) }
        func compact(_ set: ResolvedTokenSet) -> CompactTable {
            CompactTable(PackedTable(Scaler.scale(set, screens: screens, reference: .standard).0))
        }
        let old = compact(before)
        let new = compact(after)
        #expect(old.keys[0] == old.keys[1] && old.columns.count == 2)
        #expect(old.columns.map(\.key) == old.columns.map(\.key).sorted())
        #expect(new.keys[0] != old.keys[0] && new.keys[1] == old.keys[1] && new.keys[2] == old.keys[2])
        #expect(new.columns.count == 3)
    }
}
