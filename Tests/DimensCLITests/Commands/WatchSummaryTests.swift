import DimensKit
import Testing

@testable import DimensCLI

/// The line `watch` prints after a build names each kind of change the diff finds.
struct WatchSummaryTests {
    func table(_ tokens: [(String, String?, String)], screens: [String] = ["a", "b"]) -> ValueTable {
        ValueTable(
            screens: screens.map { ValueTable.Screen(id: $0) },
            tokens: tokens.map { path, type, value in
                ValueTable.Token(
                    path: path, type: type,
                    values: .perScreen([ValueTable.Column(values: Array(repeating: value, count: screens.count))]))
            })
    }

    @Test(
        arguments: [
            ([("s", "dimension", "1")], [("s", "number", "1")], "1 token retyped"),
            ([("s", "dimension", "1")], [("t", "dimension", "1")], "1 token renamed"),
            ([("s", "dimension", "1")], [("s", "dimension", "2")], "1 token changed on 2 screens"),
            (
                [("s", "dimension", "1"), ("t", "dimension", "3")], [("s", "dimension", "1"), ("u", "dimension", "4")],
                "1 token added, 1 token removed"
            ),
        ] as [([(String, String?, String)], [(String, String?, String)], String)])
    func namesEachKindOfChange(_ old: [(String, String?, String)], _ new: [(String, String?, String)], _ line: String) {
        #expect(WatchCommand.summary(from: table(old), to: table(new)) == line)
    }

    @Test func oneScreenAddedIsSingular() {
        let old = table([("s", "dimension", "1")])
        let new = table([("s", "dimension", "1")], screens: ["a", "b", "c"])
        #expect(WatchCommand.summary(from: old, to: new) == "1 screen added, 0 removed")
    }
}
