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
