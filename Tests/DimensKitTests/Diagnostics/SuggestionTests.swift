import Testing

@testable import DimensKit

struct SuggestionTests {
    @Test(
        arguments: [
            ("fixd", ["fixed", "dynamic"], "fixed"), ("dyanmic", ["fixed", "dynamic"], "dynamic"),
            ("zzzzzz", ["fixed", "dynamic"], nil), ("fixed", ["fixed"], nil), ("Pad", ["pad", "phone"], "pad"),
        ] as [(String, [String], String?)])
    func suggestsOnlyCloseCandidates(_ word: String, _ candidates: [String], _ expected: String?) {
        #expect(Suggestion.closest(to: word, in: candidates) == expected)
    }

    /// A missing alias target: the nearest path, else a token of its group whose name abbreviates
    /// the missing one's (or is abbreviated by it), else the group's nearest name within half its length.
    @Test(
        arguments: [
            ("spacing.crad", "spacing.card"), ("spacing.medium", "spacing.m"), ("spacing.m", "spacing.medium"),
            ("spacing.larg", "spacing.large"), ("radius.medium", nil), ("spacing.gigantic", nil),
            ("color.blu", "color.blue"),
        ] as [(String, String?)])
    func suggestsAPathOfTheSameGroup(_ missing: String, _ expected: String?) {
        let paths = [
            "spacing.card", "spacing.s", "spacing.m", "spacing.large", "spacing.medium", "color.blue", "radius.sm.x",
        ]
        let candidates =
            missing == "spacing.m" ? ["spacing.medium", "spacing.large"] : paths.filter { $0 != "spacing.medium" }
        #expect(Suggestion.closestPath(to: missing, in: candidates) == expected, "\(missing)")
    }

    @Test(arguments: [("kitten", "sitting", 3), ("ab", "ba", 1), ("", "abc", 3), ("same", "same", 0)])
    func editDistance(_ a: String, _ b: String, _ distance: Int) {
        #expect(Suggestion.editDistance(a, b, limit: 10) == distance)
    }
}

/// `SuggestionIndex` picks what `Suggestion.closest` picks, comparing only names of a length
/// within the limit.
struct SuggestionIndexTests {
    static let candidates = [
        "spacing.card", "spacing.cart", "radius.card", "a", "spacing.car", "Spacing.Card", "x.y.z", "spacing.cards",
        String(repeating: "spacing.card", count: 8),
    ]

    @Test(arguments: ["spacing.crad", "spacing.card", "radius.crd", "b", "xyz", "SPACING.CARD", "zzzzzzzzzzzz"])
    func choosesAsClosestDoes(_ word: String) {
        var index = SuggestionIndex(Self.candidates)
        #expect(index.closest(to: word) == Suggestion.closest(to: word, in: Self.candidates))
    }

    @Test func comparesOnlyNamesOfANearLength() {
        let names = (1...100).map { String(repeating: "a", count: $0) }
        var index = SuggestionIndex(names)
        // "aaaaaaaaab" (10): limit 3, lengths 7 through 13.
        #expect(index.closest(to: "aaaaaaaaab") == "aaaaaaaaa")
        #expect(index.evaluations == 7)
    }
}
