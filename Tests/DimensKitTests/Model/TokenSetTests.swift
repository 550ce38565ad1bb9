import Testing

@testable import DimensKit

/// The token set's path index, which alias resolution looks targets up in.
struct TokenSetTests {
    @Test func indexGivesEachPathItsFirstPosition() {
        var set = TokenSet()
        for (line, path) in ["a.b", "c", "a.b", "d", "c"].enumerated() {
            set.tokens.append(
                Token(
                    path: TokenPath(dotted: path),
                    location: SourceLocation(
                        file: "t.json", position: SourcePosition(line: line + 1, column: 1, offset: line)),
                    value: JSONValue(.null)))
        }
        #expect(set.index() == [TokenPath(dotted: "a.b"): 0, TokenPath(dotted: "c"): 1, TokenPath(dotted: "d"): 3])
        #expect(TokenSet().index().isEmpty)
    }
}
