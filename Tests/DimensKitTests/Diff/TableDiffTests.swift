import Testing

@testable import DimensKit

/// What `dimens diff` reports between two tables: what an app reads, token by token, however
/// each side stores it; renames, removals and type changes named as breaking.
struct TableDiffTests {
    typealias T = DiffTables

    @Test(
        arguments: [
            ("identical tables", [T.token("s", "11112222")], [T.token("s", "11112222")], "no differences\n", false),
            (
                "a value at the default text size, other sizes stored only where they differ",
                [T.typography("body", size: 17, sizes: ["medium": 17, "extraLarge": 19])],
                [T.typography("body", size: 18, sizes: ["medium": 17, "extraLarge": 19])],
                "~ body.fontSize: 17 → 18 on every screen (8) at large\n1 changed token\n", false
            ),
            (
                "a change in one resolver context", [T.token("s", "11112222")], [T.token("s", "11113333")],
                "~ s: 2 → 3 on 4 screens (size=tablet)\n1 changed token\n", false
            ),
            (
                "a rename", [T.token("space.m", "11112222")], [T.token("space.medium", "11112222")],
                "> space.m → space.medium (renamed; breaking)\n1 renamed token; 1 breaking for app code\n", true
            ),
            (
                "a removal", [T.token("s", "11112222"), T.token("t", "33333333")], [T.token("s", "11112222")],
                "- t (removed; breaking)\n1 removed token; 1 breaking for app code\n", true
            ),
            (
                "a type change", [T.token("s", "11112222")], [T.token("s", "11112222", type: "number")],
                "! s: type dimension → number (breaking)\n1 retyped token; 1 breaking for app code\n", true
            ),
            (
                "an added token", [T.token("s", "11112222")], [T.token("s", "11112222"), T.token("t", "33333333")],
                "+ t (added)\n1 added token\n", false
            ),
            (
                "a new name with other values is a removal and an addition", [T.token("space.m", "11112222")],
                [T.token("space.medium", "11112223")],
                "- space.m (removed; breaking)\n+ space.medium (added)\n1 added, 1 removed tokens; 1 breaking for app code\n",
                true
            ),
            (
                "another screen's change named, pads in landscape", [T.token("s", "11111111")],
                [T.token("s", "11111212")], "~ s: 1 → 2 on f, h\n1 changed token\n", false
            ),
        ] as [(String, [ValueTable.Token], [ValueTable.Token], String, Bool)])
    func eachKindOfChange(
        _ name: String, _ old: [ValueTable.Token], _ new: [ValueTable.Token], _ text: String, _ breaking: Bool
    ) {
        let diff = TableDiff(old: T.table(old), new: T.table(new))
        #expect(diff.text() == text, "\(name)")
        #expect(diff.isBreaking == breaking, "\(name)")
        #expect(diff.markdown().contains("### Breaking for app code") == breaking, "\(name)")
        #expect(diff.json.object?["breaking"]?.number?.double == (breaking ? 1 : 0), "\(name)")
    }

    /// The HIG case: the default size's body grows while `medium` keeps the old default's values,
    /// which the old table left out (equal to the default) and the new one stores. An app reads
    /// 17 at medium either way, so nothing but the default size changed.
    @Test func aSizeStoredOnOneSideOnlyIsNotAChange() {
        let old = T.typography("body", size: 17, sizes: ["medium": 17])
        let new = T.typography("body", size: 18, sizes: ["medium": 17])
        #expect(old.textSizes.isEmpty && new.textSizes.keys.sorted() == ["medium"], "the storage differs")
        let diff = TableDiff(old: T.table([old]), new: T.table([new]))
        #expect(diff.changed.map(\.path) == ["body"] && diff.added.isEmpty)
        #expect(diff.tokens[0].changes.map(\.sizes) == [["large"]])
        #expect(diff.textSizes == ["large", "medium"])
    }

    /// Of several tokens an app reads the same, a removed one pairs with the nearest name.
    @Test func aRenamePairsWithTheNearestName() {
        let diff = TableDiff(
            old: T.table([T.token("radius.card", "44444444")]),
            new: T.table([T.token("size.icon", "44444444"), T.token("radius.cards", "44444444")]))
        #expect(diff.renamed.map { "\($0.from) → \($0.to)" } == ["radius.card → radius.cards"])
        #expect(diff.added == ["size.icon"])
    }

    /// A member only one side has reads as `none` on the other.
    @Test func aMemberAddedToAComposite() {
        var new = T.typography("body", size: 17, sizes: [:])
        if case .perScreen(var columns) = new.values {
            columns.append(ValueTable.Column(member: "letterSpacing", values: Array(repeating: "0.5", count: 8)))
            new.values = .perScreen(columns)
        }
        let diff = TableDiff(old: T.table([T.typography("body", size: 17, sizes: [:])]), new: T.table([new]))
        #expect(diff.text() == "~ body.letterSpacing: none → 0.5 on every screen (8)\n1 changed token\n")
    }
}
