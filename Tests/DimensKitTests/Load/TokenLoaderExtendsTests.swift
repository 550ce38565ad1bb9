import DimensKit
import Testing

/// `$extends` chains as long as the file are applied without recursion; a chain that would copy
/// more tokens than the limit stops with an error instead of exhausting memory.
struct TokenLoaderExtendsTests {
    func load(_ text: String) -> (TokenSet, [Diagnostic]) {
        let root = JSONParser.parse(SourceFile(path: "a.json", text: text)).value!
        return TokenLoader.load([ParsedDocument(file: "a.json", root: root)])
    }

    /// `g0` extends `g1` … extends `g(n-1)`; only the last group holds a token.
    func chain(_ length: Int, loop: Bool = false, tokenInEveryGroup: Bool = false) -> String {
        let groups = (0..<length).map { i -> String in
            let next = i + 1 < length ? #", "$extends": "{g\#(i + 1)}""# : loop ? #", "$extends": "{g0}""# : ""
            let token = tokenInEveryGroup || i == length - 1 ? #", "t\#(i)": {"$type": "number", "$value": 1}"# : ""
            return #""g\#(i)": {"$description": "x"\#(next)\#(token)}"#
        }
        return "{" + groups.joined(separator: ", ") + "}"
    }

    @Test func aTenThousandGroupChainInheritsItsLastToken() {
        let (set, diagnostics) = load(chain(10_000))
        #expect(diagnostics.isEmpty)
        #expect(set.tokens.count == 10_000)
        #expect(set.tokens.contains { $0.path.description == "g0.t9999" })
    }

    @Test func aTenThousandGroupCycleIsOneError() {
        let (_, diagnostics) = load(chain(10_000, loop: true))
        #expect(diagnostics.map(\.code) == [.groupExtends])
        #expect(diagnostics[0].message.hasPrefix("groups extend each other in a cycle: g0 → g1 → g2"))
    }

    @Test func copyingPastTheTokenLimitIsAnError() {
        let (set, diagnostics) = load(chain(1_000, tokenInEveryGroup: true))
        #expect(diagnostics.map(\.code) == [.inputTooManyTokens])
        #expect(set.tokens.count == TokenLoader.maximumTokens)
    }
}
