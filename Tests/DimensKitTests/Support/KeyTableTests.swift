import Testing

@testable import DimensKit

/// A view's keys are found by name, whatever their lengths, and nothing else is.
struct KeyTableTests {
    enum Key: String, CaseIterable {
        case a, id, row, names, isNumber, deprecationReason, b, on
    }

    @Test func everyKeyIsFoundByItsNameAndOtherNamesAreNot() {
        let table = KeyTable<Key>()
        for key in Key.allCases { #expect(table[key.rawValue] == key) }
        for name in [
            "", "c", "ix", "rows", "name", "deprecationReasons", "isnumber", "é", "a long name past every key",
        ] {
            #expect(table[name] == nil, "\(name)")
        }
    }
}
