import Testing

@testable import DimensKit

/// The rule index finds exactly the rules a path matches, in the config's order, as trying every
/// rule's pattern would, whatever mix of exact, literal-first and open patterns.
struct RuleIndexTests {
    static let patterns = [
        "spacing.card", "spacing.*", "spacing.**", "**", "**.columns", "*.card", "layout.breakpoints.**",
        "sp?cing.card", "layout.*.columns", "spacing.card", "text.**.size", "*", "a", "a.b.c", "spacing.ca*",
        "*rd", "**.card", "text.b*y.size", "a.**", "**.a", "?", "layout.g*.*mns", "a*.b*.c*",
    ]
    static let paths = [
        "spacing.card", "spacing.s", "spacing.card.inner", "layout.columns", "layout.grid.columns",
        "layout.breakpoints.sm.margin", "text.body.size", "text.size", "a", "a.b.c", "b", "spacing",
    ]

    @Test func theIndexAgreesWithEveryPattern() {
        let location = SourceLocation(file: "dimens.json", position: .start)
        let rules = Self.patterns.map {
            TokenRule(
                pattern: $0, block: DimensBlock(object: JSONObject(), file: "dimens.json", location: location),
                location: location)
        }
        let index = RuleIndex(rules)
        for text in Self.paths {
            let path = TokenPath(text.split(separator: ".").map(String.init))
            let naive = rules.indices.filter { PathPattern(rules[$0].pattern, separator: ".").matches(path.segments) }
            #expect(index.matches(path) == naive, "\(text)")
        }
    }

    /// 2,000 rules with wildcards, each naming one of 2,000 tokens by its literal start or end:
    /// the index tries a handful of patterns per token, not every rule (4,000,000 tries).
    @Test func wildcardRulesAreTriedOnlyOnPathsHoldingTheirLiteralText() {
        let count = 2_000
        let location = SourceLocation(file: "dimens.json", position: .start)
        let patterns = (0..<count).map { $0.isMultiple(of: 2) ? "c.t\($0)*" : "**.t\($0)" } + ["**"]
        let rules = patterns.map {
            TokenRule(
                pattern: $0, block: DimensBlock(object: JSONObject(), file: "dimens.json", location: location),
                location: location)
        }
        let index = RuleIndex(rules)
        var tried = 0
        var matched = 0
        for i in 0..<count { matched += index.matches(TokenPath(["c", "t\(i)"]), tried: &tried).count }
        // `c.t1*` also matches c.t10…c.t19 and c.t100…: every match is tried, and little else.
        #expect(matched >= 2 * count)
        #expect(tried <= 6 * count, "\(tried) patterns tried for \(count) paths")
    }

    @Test func aPatternWrittenByTwoRulesIsListedOnce() throws {
        let (set, _) = TokenLoader.load(
            [
                ParsedDocument(
                    file: "t.json",
                    root: JSONParser.parse(
                        SourceFile(
                            path: "t.json",
                            text:
                                ##"{"spacing": {"$type": "dimension", "card": {"$value": {"value": 1, "unit": "px"}}}}"##
                        )
                    ).value!)
            ],
            rules: ["spacing.**", "**", "spacing.**"].map {
                TokenRule(
                    pattern: $0,
                    block: DimensBlock(
                        object: JSONObject(), file: "dimens.json",
                        location: SourceLocation(file: "dimens.json", position: .start)),
                    location: SourceLocation(file: "dimens.json", position: .start))
            })
        #expect(set.tokens.first?.rules == ["spacing.**", "**"])
    }
}
