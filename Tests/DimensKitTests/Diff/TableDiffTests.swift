import Testing

@testable import DimensKit

/// How `dimens diff` shows changes: one line per changed token (its range before and after, on
/// how many screens, and the definition change behind it), the screens one by one only when
/// asked, at most 4 decimals, and changes too small to show counted together.
struct TableDiffTests {
    func table(_ values: [String?], _ definition: ValueTable.Definition, contexts: [String] = []) -> ValueTable {
        var table = ValueTable(
            screens: ["a", "b", "c", "d"], tokens: [("s", .perScreen(values))], definitions: ["s": definition])
        table.screenContexts = contexts
        return table
    }

    static func definition(
        _ base: String?, _ overrides: [(String, String)] = [], model: String? = "fixed", settings: String? = nil,
        rules: [String] = []
    ) -> ValueTable.Definition {
        ValueTable.Definition(
            base: base, overrides: overrides.map { (selector: $0.0, value: $0.1) }, model: model, settings: settings,
            rules: rules)
    }

    @Test func oneLinePerTokenAndTheScreensOnlyWhenVerbose() {
        let old = table(["17.066666666666666", "20", "1.00000001", "-0.00001"], Self.definition("16px"))
        let new = table(["17.066666666666667", "21.333333333333332", "1.00000002", "0.00001"], Self.definition("16px"))
        let diff = TableDiff(old: old, new: new)
        #expect(
            diff.text() == """
                ~ s: 0…20 → 0…21.3333 on every screen (4)
                1 changed, 0 added, 0 removed token

                """)
        #expect(
            diff.text(verbose: true) == """
                ~ s: 0…20 → 0…21.3333 on every screen (4)
                    20 → 21.3333 on b
                    (under 0.0001) → (changed) on a, c, d
                1 changed, 0 added, 0 removed token

                """)
        #expect(
            diff.json.object?["changed"]?.array?.first?.object?["changes"]?.array?.first?.object?["old"]?.string
                == "17.066666666666666",
            "the JSON report keeps every digit")
        #expect(diff.markdown().contains("| `s` | 0…20 | 0…21.3333 | every screen (4) |  |\n"))
        #expect(
            !diff.markdown().contains("<details>")
                && diff.markdown(verbose: true).contains("| `s` | 20 | 21.3333 | b |"))
    }

    @Test(
        arguments: [
            (
                "a base", Self.definition("16px", [("pad", "24")]), Self.definition("18px", [("pad", "24")]),
                ["base 16px → 18px"]
            ),
            (
                "an override", Self.definition("16px", [("pad", "24")]), Self.definition("16px", [("pad", "26.5")]),
                ["override pad 24 → 26.5"]
            ),
            (
                "an override added", Self.definition("16px"), Self.definition("16px", [("w>=600", "20")]),
                ["override w>=600 20 added"]
            ),
            (
                "an override removed", Self.definition("16px", [("pad", "24"), ("tv", "40")]),
                Self.definition("16px", [("pad", "24")]), ["override tv 40 removed"]
            ),
            ("the model", Self.definition("16px"), Self.definition("16px", model: "none"), ["model fixed → none"]),
            (
                "a rule", Self.definition("16px"), Self.definition("16px", model: "dynamic", rules: ["spacing.**"]),
                ["model fixed → dynamic", "rule 'spacing.**' added"]
            ),
            (
                "a rule's settings", Self.definition("16px", rules: ["spacing.**"]),
                Self.definition("16px", settings: "round point", rules: ["spacing.**"]),
                ["settings none → round point"]
            ),
            ("nothing recorded", Self.definition("16px"), Self.definition("16px"), []),
        ] as [(String, ValueTable.Definition, ValueTable.Definition, [String])])
    func theDefinitionChangeBehindAValueChangeIsNamed(
        _ name: String, _ before: ValueTable.Definition, _ after: ValueTable.Definition, _ causes: [String]
    ) {
        let diff = TableDiff(old: table(["1", "2", "3", "4"], before), new: table(["1", "2", "3", "5"], after))
        #expect(diff.causes["s", default: []] == causes, "\(name)")
        let why = causes.isEmpty ? "" : " (\(causes.joined(separator: "; ")))"
        #expect(diff.text() == "~ s: 4 → 5 on d\(why)\n1 changed, 0 added, 0 removed token\n", "\(name)")
    }

    @Test func screensThatTakeAnotherContextAreNamed() {
        let old = table(
            ["1", "2", "3", "4"], Self.definition("16px"),
            contexts: ["size=mobile", "size=mobile", "size=mobile", "size=mobile"])
        let new = table(
            ["1", "2", "6", "8"], Self.definition("16px"),
            contexts: ["size=mobile", "size=mobile", "size=desktop", "size=desktop"])
        let diff = TableDiff(old: old, new: new)
        #expect(
            diff.text().hasPrefix("~ s: 3…4 → 6…8 on c, d (context size=mobile → size=desktop on 2 screens)\n"),
            "\(diff.text())")
    }
}
