import DimensKit
import Testing

struct TokenLoaderTests {
    func load(_ files: [String: String]) -> (TokenSet, [Diagnostic]) {
        let documents = files.sorted { $0.key < $1.key }.compactMap { name, text in
            JSONParser.parse(SourceFile(path: name, text: text)).value.map { ParsedDocument(file: name, root: $0) }
        }
        return TokenLoader.load(documents)
    }

    @Test func objectsWithValueAreTokensOthersAreGroups() {
        let (set, diagnostics) = load(["a.json": #"{"g": {"h": {"t": {"$value": 1}}, "u": {"$value": 2}}}"#])
        #expect(diagnostics.isEmpty)
        #expect(set.tokens.map(\.path.description) == ["g.h.t", "g.u"])
        #expect(Set(set.groups.keys.map(\.description)) == ["", "g", "g.h"])
    }

    @Test(arguments: [("a.b", "."), ("é{x", "{"), ("x}", "}")])
    func aNameWithAReferenceCharacterIsAnErrorNamingIt(_ name: String, _ bad: String) {
        let (set, diagnostics) = load(["a.json": #"{"g": {"\#(name)": {"$value": 1}, "ok": {"$value": 2}}}"#])
        #expect(set.tokens.map(\.path.description) == ["g.ok"])
        #expect(diagnostics.map(\.code) == [.tokenName])
        #expect(diagnostics.first?.message.hasPrefix("name '\(name)' cannot contain '\(bad)'") == true)
    }

    @Test func inheritsTheNearestGroupType() {
        let (set, _) = load([
            "a.json": """
            {"outer": {"$type": "number", "inner": {"$type": "dimension", "t": {"$value": 1}}, "n": {"$value": 2},
                       "own": {"$type": "string", "$value": "x"}}}
            """
        ])
        let types = set.tokens.map { "\($0.path):\($0.declaredType?.value.rawValue ?? "-")" }
        #expect(types == ["outer.inner.t:dimension", "outer.n:number", "outer.own:string"])
    }

    @Test func keepsDescriptionDeprecationAndExtensions() throws {
        let (set, _) = load([
            "a.json": """
            {"t": {"$type": "number", "$value": 1, "$description": "why", "$deprecated": "use u",
                   "$extensions": {"com.example": {"x": 1}}},
             "u": {"$type": "number", "$value": 1, "$deprecated": true}}
            """
        ])
        #expect(set.tokens[0].description == "why")
        #expect(set.tokens[0].deprecated == .reason("use u"))
        #expect(set.tokens[0].extensions?["com.example"]?.object?["x"]?.number?.literal == "1")
        #expect(set.tokens[1].deprecated == .deprecated)
    }

    @Test func eachTokenRemembersItsFileAndPlace() {
        let (set, diagnostics) = load([
            "a.tokens.json": #"{"a": {"$type": "number", "$value": 1}}"#,
            "b.tokens.json": "{\n  \"b\": {\"$type\": \"number\", \"$value\": 2}}",
        ])
        #expect(diagnostics.isEmpty)
        #expect(set.tokens.map(\.location.description) == ["a.tokens.json:1:2", "b.tokens.json:2:3"])
    }

    @Test func groupsMergeAcrossFiles() {
        let (set, diagnostics) = load([
            "a.json": #"{"spacing": {"$type": "number", "s": {"$value": 1}}}"#,
            "b.json": #"{"spacing": {"$type": "number", "m": {"$value": 2}}}"#,
        ])
        #expect(diagnostics.isEmpty)
        #expect(set.tokens.map(\.path.description) == ["spacing.s", "spacing.m"])
    }

    @Test func dimensBlocksLayerFromGroupsToToken() {
        let (set, _) = load([
            "a.json": """
            {"$extensions": {"dimens": {"model": "fixed"}},
             "g": {"$extensions": {"dimens": {"round": "point"}},
                   "t": {"$type": "number", "$value": 1, "$extensions": {"dimens": {"model": "dynamic"}}}}}
            """
        ])
        #expect(set.tokens[0].dimensBlocks.count == 3)
        #expect(set.tokens[0].dimensBlocks.map { set.dimensBlocks[$0].owner } == [nil, "g", "g.t"])
    }

    @Test func rootTokenOfAGroup() {
        let (set, diagnostics) = load([
            "a.json": #"{"accent": {"$type": "number", "$root": {"$value": 1}, "light": {"$value": 2}}}"#
        ])
        #expect(diagnostics.isEmpty)
        #expect(set.tokens.map(\.path.description) == ["accent.$root", "accent.light"])
        #expect(set.tokens[0].declaredType?.value == .number)
    }

    @Test func extendsCopiesTokensTheGroupDoesNotDefine() {
        let (set, diagnostics) = load([
            "a.json": """
            {"base": {"$type": "number", "a": {"$value": 1}, "b": {"$value": 2}},
             "brand": {"$extends": "{base}", "b": {"$type": "number", "$value": 20}},
             "deep": {"$extends": {"$ref": "#/brand"}}}
            """
        ])
        #expect(diagnostics.isEmpty)
        let values = set.tokens.map { "\($0.path)=\($0.value.number?.literal ?? "?")" }
        #expect(values == ["base.a=1", "base.b=2", "brand.b=20", "brand.a=1", "deep.b=20", "deep.a=1"])
    }

    /// A `$` key one typo from DTCG's is an error with a suggestion (a typo must not drop what it
    /// names); any other unknown `$` key is a warning.
    @Test func misspeltDollarKeysAreErrorsWithASuggestion() throws {
        let (_, diagnostics) = load(["a.json": #"{"t": {"$type": "number", "$value": 1, "$descriptoin": "x"}}"#])
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.code == .tokenMisspeltProperty)
        #expect(error.notes.map(\.message) == ["did you mean '$description'?"])
        let (_, other) = load(["a.json": #"{"t": {"$type": "number", "$value": 1, "$comment": "x"}}"#])
        #expect(other.map(\.code) == [.tokenUnknownProperty] && other[0].notes.isEmpty)
    }

    @Test func aMisspeltValueSaysTheTokenIsReadAsAGroup() throws {
        let (set, diagnostics) = load(["a.json": #"{"space": {"s": {"$type": "number", "$vlaue": 4}}}"#])
        #expect(set.tokens.isEmpty)
        #expect(
            diagnostics.map(\.message) == [
                "'$vlaue' on a group looks like a misspelt '$value': without \"$value\", 'space.s' is read as a group, not a token"
            ])
        #expect(diagnostics.first?.notes.map(\.message) == ["did you mean '$value'?"])
    }

    @Test func misspeltTypeGetsASuggestionAndNoFollowUpError() {
        let result = frontEnd(##"{"g": {"$type": "colr", "t": {"$value": "#fff"}}}"##)
        #expect(result.codes == [.typeMisspelt])
        #expect(result.diagnostics.all.first?.notes.first?.message == "did you mean 'color'?")
    }

    /// Generated code names a token from its whole path, and a class file holds names of 65,535
    /// bytes at most (`R.java` did not compile past it): a path over 4,096 bytes is refused.
    @Test func aPathOverTheLimitIsRefusedWhereWritten() {
        let long = String(repeating: "a", count: TokenLoader.maximumPathBytes - 1)
        let fits = frontEnd(##"{"\##(long)": {"$type": "number", "$value": 1}}"##)
        #expect(fits.diagnostics.all.isEmpty)
        let over = frontEnd(##"{"g": {"\##(long)": {"$type": "number", "$value": 1}}}"##)
        #expect(over.codes == [.tokenName])
        #expect(over.diagnostics.all.first?.location?.column == 8)
    }
}
