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
