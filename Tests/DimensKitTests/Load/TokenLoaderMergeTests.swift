import DimensKit
import Testing

/// Several documents load as one tree: groups merge across files, and under a resolver a later
/// token replaces an earlier one whole.
struct TokenLoaderMergeTests {
    func load(_ files: [(String, String)], redefinition: TokenLoader.Redefinition = .error) -> (TokenSet, [Diagnostic])
    {
        let documents = files.compactMap { name, text in
            JSONParser.parse(SourceFile(path: name, text: text)).value.map { ParsedDocument(file: name, root: $0) }
        }
        return TokenLoader.load(documents, redefinition: redefinition)
    }

    @Test func aGroupTypeAppliesToItsTokensInOtherFiles() {
        let (set, diagnostics) = load([
            ("a.json", #"{"space": {"$type": "dimension"}}"#),
            ("b.json", #"{"space": {"s": {"$value": {"value": 4, "unit": "px"}}}}"#),
        ])
        #expect(diagnostics.isEmpty)
        #expect(set.tokens.map { "\($0.path):\($0.declaredType?.value.rawValue ?? "-")" } == ["space.s:dimension"])
    }

    @Test func aLaterGroupTypeWins() {
        let (set, _) = load([
            ("a.json", #"{"g": {"$type": "number", "t": {"$value": 1}}}"#),
            ("b.json", #"{"g": {"$type": "dimension"}}"#),
        ])
        #expect(set.tokens[0].declaredType?.value == .dimension)
    }

    @Test func groupDimensBlocksOfEveryFileApplyLaterOnesNearer() {
        let (set, _) = load([
            (
                "a.json",
                #"{"g": {"$extensions": {"dimens": {"model": "dynamic", "round": "point"}}, "t": {"$type": "number", "$value": 1}}}"#
            ),
            ("b.json", #"{"g": {"$extensions": {"dimens": {"model": "none"}}}}"#),
        ])
        let owners = set.tokens[0].dimensBlocks.map { set.dimensBlocks[$0].file }
        #expect(owners == ["a.json", "b.json"])
    }

    @Test func plainFilesMustNotDefineATokenTwice() {
        let (set, diagnostics) = load([
            ("a.json", #"{"t": {"$type": "number", "$value": 1}}"#),
            ("b.json", #"{"t": {"$type": "number", "$value": 2}}"#),
        ])
        #expect(diagnostics.map(\.code) == [.tokenDuplicate])
        #expect(set.tokens.count == 1 && set.tokens[0].file == "a.json")
    }

    @Test func underAResolverTheLastDefinitionReplacesTheTokenWholeInItsFirstPlace() throws {
        let (set, diagnostics) = load(
            [
                (
                    "base.json",
                    """
                    {"t": {"$type": "number", "$value": 1, "$description": "old", "$extensions": {"dimens": {"model": "fixed"}}},
                     "u": {"$type": "number", "$value": 5}}
                    """
                ),
                ("dark.json", #"{"t": {"$value": 2}}"#),
            ], redefinition: .lastWins)
        #expect(diagnostics.isEmpty)
        #expect(set.tokens.map(\.path.description) == ["t", "u"])
        let t = set.tokens[0]
        #expect(t.file == "dark.json" && t.location.description == "dark.json:1:2")
        #expect(t.value.number?.literal == "2")
        #expect(t.description == nil && t.ownType == nil)
        #expect(set.ownDimensBlock(of: t) == nil)
    }
}
