import Testing

@testable import DimensKit

/// How `dimens diff` shows changes: one line per changed token (its range before and after, where,
/// and the definition change behind it), each change only when asked, screens as groups rather
/// than lists, at most 4 decimals, and changes too small to show counted together.
struct TableDiffFormatTests {
    typealias T = DiffTables

    func table(_ values: [String], _ definition: ValueTable.Definition, contexts: [String]? = nil) -> ValueTable {
        var screens = Array(T.screens.prefix(values.count))
        if let contexts { for index in screens.indices { screens[index].contexts = contexts[index] } }
        var table = T.table([T.token("s", values)], screens: screens)
        table.definitions = ["s": definition]
        return table
    }

    static func definition(
        _ base: String?, _ overrides: [(String, String)] = [], model: String? = "fixed", settings: String? = nil,
        rules: [String] = []
    ) -> ValueTable.Definition {
        ValueTable.Definition(
            base: base, overrides: overrides.map { .init(selector: $0.0, value: $0.1) }, model: model,
            settings: settings, rules: rules)
    }

    @Test func oneLinePerTokenAndEachChangeOnlyWhenVerbose() {
        let old = table(["17.066666666666666", "20", "1.00000001", "-0.00001"], Self.definition("16px"))
        let new = table(["17.066666666666667", "21.333333333333332", "1.00000002", "0.00001"], Self.definition("16px"))
        let diff = TableDiff(old: old, new: new)
        #expect(diff.text() == "~ s: 0…20 → 0…21.3333 on every screen (4)\n1 changed token\n")
        #expect(
            diff.text(verbose: true) == """
                ~ s: 0…20 → 0…21.3333 on every screen (4)
                    20 → 21.3333 on b
                    (under 0.0001) → (changed) on a, c, d
                1 changed token

                """)
        let change = diff.json.object?["tokens"]?.array?.first?.object?["changes"]?.array?.first?.object
        #expect(change?["old"]?.string == "17.066666666666666", "the JSON report keeps every digit")
        #expect(diff.markdown().contains("| `s` | 0…20 | 0…21.3333 | every screen (4) |  |\n"))
        #expect(
            !diff.markdown().contains("<details>")
                && diff.markdown(verbose: true).contains("| `s` | 20 | 21.3333 | b |"))
    }

    /// Screens as every screen, a few names, every screen but a few, the groups they make up, or
    /// a count (with the first few named when verbose): never a list of hundreds.
    @Test(
        arguments: [
            ("11111111", "22222222", "every screen (8)"),
            ("11111111", "11111122", "g, h"),
            ("11111111", "12222222", "every screen but a (7)"),
            ("11111111", "22221111", "4 screens (size=mobile)"),
            ("11111111", "12121212", "4 screens (landscape)"),
            ("11111111", "12122121", "4 screens (phone landscape, pad portrait)"),
            ("11111111", "12221212", "5 screens: b, c, d, f and 1 more"),
        ])
    func screensAreNamedInGroups(_ old: String, _ new: String, _ place: String) {
        let diff = TableDiff(old: T.table([T.token("s", old)]), new: T.table([T.token("s", new)]))
        let ids = diff.tokens[0].changes.flatMap(\.screens)
        #expect(diff.screensText(ids, listing: true) == place)
    }

    /// Hundreds of screens no group describes are counted, and named up to four when verbose.
    @Test func manyScreensAreCountedNotListed() {
        let screens = (0..<400).map { ValueTable.Screen(id: "s\($0)", family: "phone") }
        let old = T.token("s", Array(repeating: "1", count: 400))
        let new = T.token("s", (0..<400).map { $0.isMultiple(of: 3) ? "2" : "1" })
        let diff = TableDiff(old: T.table([old], screens: screens), new: T.table([new], screens: screens))
        #expect(diff.text() == "~ s: 1 → 2 on 134 screens\n1 changed token\n")
        #expect(diff.text(verbose: true).count < 200)
        let ids = diff.tokens[0].changes.flatMap(\.screens)
        #expect(diff.screensText(ids, listing: true) == "134 screens: s0, s3, s6, s9 and 130 more")
    }

    @Test func textSizesAsRanges() {
        var sizes: [String: Int] = [:]
        for size in ["extraSmall", "small", "medium", "extraLarge", "extraExtraExtraLarge"] { sizes[size] = 1 }
        let old = T.typography("body", size: 17, sizes: sizes.mapValues { _ in 10 })
        let diff = TableDiff(old: T.table([old]), new: T.table([old]))
        #expect(
            diff.sizesText(["extraSmall", "small", "medium", "extraExtraExtraLarge"])
                == " at extraSmall…medium, extraExtraExtraLarge")
        #expect(diff.sizesText(["large", "extraLarge"]) == " at large, extraLarge")
        #expect(diff.sizesText(diff.textSizes) == "", "every size is not named")
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
        #expect(diff.tokens.first?.causes == causes, "\(name)")
        let why = causes.isEmpty ? "" : " (\(causes.joined(separator: "; ")))"
        #expect(diff.text() == "~ s: 4 → 5 on d\(why)\n1 changed token\n", "\(name)")
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

    /// Breaking changes come first in every format, under their own heading in Markdown, and
    /// flagged in JSON.
    @Test func breakingChangesFirstInEveryFormat() throws {
        let diff = TableDiff(
            old: T.table([T.token("a", "11111111"), T.token("gone", "99999999"), T.token("m", "55555555")]),
            new: T.table([T.token("a", "11111112"), T.token("medium", "55555555"), T.token("new", "77777777")]))
        #expect(
            diff.text() == """
                - gone (removed; breaking)
                > m → medium (renamed; breaking)
                ~ a: 1 → 2 on h
                + new (added)
                1 changed, 1 added, 1 removed, 1 renamed tokens; 2 breaking for app code

                """)
        let markdown = diff.markdown()
        #expect(
            markdown.hasPrefix(
                """
                **dimens**: 1 changed, 1 added, 1 removed, 1 renamed tokens; 2 breaking for app code

                ### Breaking for app code

                | token | change |
                |---|---|
                | `gone` | removed |
                | `m` | renamed to `medium` |

                ### Other changes

                """), "\(markdown)")
        let tokens = try #require(diff.json.object?["tokens"]?.array)
        #expect(tokens.compactMap { $0.object?["change"]?.string } == ["removed", "renamed", "changed", "added"])
        #expect(tokens.compactMap { $0.object?["breaking"]?.bool } == [true, true, false, false])
        #expect(tokens[1].object?["from"]?.string == "m")
    }
}
