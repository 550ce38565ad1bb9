@testable import DimensKit
import Testing

/// How `dimens diff` shows changes: at most 4 decimals, changes too small to show counted
/// together, and the definition change behind them.
struct TableDiffTests {
    func table(_ values: [String?], base: String?, overrides: [(String, String)] = []) -> ValueTable {
        ValueTable(screens: ["a", "b", "c", "d"], tokens: [("s", .perScreen(values))],
                   definitions: ["s": ValueTable.Definition(base: base, overrides: overrides.map { (selector: $0.0, value: $0.1) })])
    }

    @Test func valuesShowAtMostFourDecimalsAndTinyChangesAreCounted() {
        let old = table(["17.066666666666666", "20", "1.00000001", "-0.00001"], base: "16px")
        let new = table(["17.066666666666667", "21.333333333333332", "1.00000002", "0.00001"], base: "16px")
        let diff = TableDiff(old: old, new: new)
        #expect(diff.text == """
            ~ s: 20 → 21.3333 on b
            ~ s: (under 0.0001) → (changed) on a, c, d
            1 changed, 0 added, 0 removed token

            """)
        #expect(diff.json.object?["changed"]?.array?.first?.object?["changes"]?.array?.first?.object?["old"]?.string == "17.066666666666666",
                "the JSON report keeps every digit")
    }

    @Test(arguments: [
        ("16px", [("pad", "24")], "18px", [("pad", "24")], ["base 16px → 18px"]),
        ("16px", [("pad", "24")], "16px", [("pad", "26.5")], ["override pad 24 → 26.5"]),
        ("16px", [], "16px", [("w>=600", "20")], ["override w>=600 20 added"]),
        ("16px", [("pad", "24"), ("tv", "40")], "16px", [("pad", "24")], ["override tv 40 removed"]),
        ("16px", [], "16px", [], []),
    ])
    func theDefinitionChangeBehindAValueChangeIsNamed(_ oldBase: String, _ oldOverrides: [(String, String)], _ newBase: String, _ newOverrides: [(String, String)], _ causes: [String]) {
        let diff = TableDiff(old: table(["1", "2", "3", "4"], base: oldBase, overrides: oldOverrides), new: table(["1", "2", "3", "5"], base: newBase, overrides: newOverrides))
        #expect(diff.causes["s", default: []] == causes)
        for cause in causes { #expect(diff.text.contains("~ s: \(cause)\n")) }
    }
}
