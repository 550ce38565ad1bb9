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

    /// The same screens in another order: values are compared screen by screen, not by place.
    @Test func screensInAnotherOrder() {
        let reversed = Array(T.screens.reversed())
        let old = T.table([T.token("s", "12345678")])
        #expect(TableDiff(old: old, new: T.table([T.token("s", "87654321")], screens: reversed)).isEmpty)
        let diff = TableDiff(old: old, new: T.table([T.token("s", "12345678")], screens: reversed))
        #expect(diff.changed.count == 1 && diff.tokens[0].changes.count == 8, "every screen's value moved")
    }

    /// Tables sharing no screen still compare what does not depend on one: a constant changed is
    /// a change, and constants of one type are not renames of each other.
    @Test func noSharedScreen() {
        let constant = { (path: String, value: String) in
            ValueTable.Token(path: path, type: "color", values: .constant(value))
        }
        let old = T.table([constant("k", "#fff"), constant("j", "#000")], screens: [ValueTable.Screen(id: "s1")])
        let new = T.table([constant("k", "#111"), constant("q", "#abc")], screens: [ValueTable.Screen(id: "s2")])
        let diff = TableDiff(old: old, new: new)
        #expect(diff.changed.map(\.path) == ["k"] && diff.removed == ["j"] && diff.added == ["q"])
        #expect(diff.renamed.isEmpty)
    }

    /// Thousands of tokens an app reads the same, renamed together, pair by name, each compared
    /// with at most a few candidates.
    @Test func manyEqualTokensRenamedTogether() {
        let old = T.table((0..<2000).map { T.token("tok.\($0)", "00000000") })
        let new = T.table((0..<2000).map { T.token("other.\($0)", "00000000") })
        let comparer = TableDiff.Comparer(
            pairs: (0..<8).map { ($0, $0) }, sizes: ["large"], ids: T.screens.map(\.id), oldScreens: 8, newScreens: 8)
        let renames = TableDiff.renames(removed: old.tokens, added: new.tokens, comparer: comparer)
        #expect(renames.renamed.count == 2000 && renames.removed.isEmpty && renames.added.isEmpty)
        #expect(
            renames.renamed.allSatisfy {
                if case .renamed(let from) = $0.kind { from.dropFirst(4) == $0.path.dropFirst(6) } else { false }
            })
        #expect(renames.comparisons <= 2000 * TableDiff.renameCandidates)
    }

    /// A size stored holds the whole value: a member it lacks is not the default's.
    @Test func aMemberLeftOutAtAStoredSize() {
        let columns = { (size: String) in
            [ValueTable.Column(member: "fontSize", values: Array(repeating: size, count: 8))]
        }
        var old = T.typography("body", size: 17, sizes: [:])
        old.textSizes["extraSmall"] =
            columns("14") + [
                ValueTable.Column(member: "fontFamily", values: Array(repeating: #""SF Pro""#, count: 8))
            ]
        var new = old
        new.textSizes["extraSmall"] = columns("14")
        let diff = TableDiff(old: T.table([old]), new: T.table([new]))
        #expect(
            diff.text() == #"~ body.fontFamily: "SF Pro" → none on every screen (8) at extraSmall"#
                + "\n1 changed token\n")
    }

    /// A token gaining a type is retyped; a path with a colon is shown whole in Markdown.
    @Test func aTypeGainedAndAColonInAPath() {
        let diff = TableDiff(
            old: T.table([T.token("s", "11111111", type: nil), T.token("grid:wide", "22222222")]),
            new: T.table([T.token("s", "11111111"), T.token("grid:wide", "22222223")]))
        #expect(diff.text().hasPrefix("! s: type none → dimension (breaking)\n"))
        #expect(diff.markdown().contains("| `grid:wide` | 2 | 3 | h |"), "\(diff.markdown())")
    }
}
