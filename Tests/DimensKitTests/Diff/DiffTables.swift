@testable import DimensKit

/// Small value tables for the diff's tests: eight screens, four phones under `size=mobile` and
/// four pads under `size=tablet`, half of each in landscape.
enum DiffTables {
    static let screens: [ValueTable.Screen] = ["a", "b", "c", "d", "e", "f", "g", "h"].enumerated().map {
        index, id -> ValueTable.Screen in
        let phone = index < 4
        let orientation = index.isMultiple(of: 2) ? "portrait" : "landscape"
        return ValueTable.Screen(
            id: id, family: phone ? "phone" : "pad", platform: "apple", orientation: orientation,
            contexts: phone ? "size=mobile" : "size=tablet")
    }

    /// One plain token: its value on each screen, written as a string of one character per
    /// screen when all values are single digits (`"11112222"`), or as a list.
    static func token(_ path: String, _ values: [String], type: String? = "dimension") -> ValueTable.Token {
        ValueTable.Token(path: path, type: type, values: .perScreen([ValueTable.Column(values: values)]))
    }

    static func token(_ path: String, _ digits: String, type: String? = "dimension") -> ValueTable.Token {
        token(path, digits.map(String.init), type: type)
    }

    /// A typography stored as the json output stores one: `fontSize` and `fontFamily` at the
    /// default size, and at each other size only where it differs.
    static func typography(_ path: String, size: Int, sizes: [String: Int]) -> ValueTable.Token {
        func columns(_ size: Int) -> [ValueTable.Column] {
            [
                ValueTable.Column(member: "fontFamily", values: Array(repeating: #""SF Pro""#, count: 8)),
                ValueTable.Column(member: "fontSize", values: Array(repeating: String(size), count: 8)),
            ]
        }
        return ValueTable.Token(
            path: path, type: "typography", values: .perScreen(columns(size)),
            textSizes: sizes.filter { $0.value != size }.mapValues(columns))
    }

    static func table(_ tokens: [ValueTable.Token], screens: [ValueTable.Screen] = screens) -> ValueTable {
        ValueTable(screens: screens, tokens: tokens)
    }
}
