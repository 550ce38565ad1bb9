import Testing

@testable import DimensKit

/// Tokens whose evaluation reads the same things are evaluated once and share the values; their
/// diagnostics stay their own.
struct EvaluationSharingTests {
    let phone = catalogScreen("iphone-15"), pad = catalogScreen("ipad-pro-13-inch-m4")

    func scaled(_ text: String) -> (ScaledTable, [Diagnostic]) {
        let front = frontEnd(["t.tokens.json": text])
        return Scaler.scale(front.tokens, screens: [phone, catalogScreen("iphone-15-pro"), pad], reference: .standard)
    }

    func storage(_ token: ScaledToken) -> Int? {
        guard case .numbers(let values) = token.values else { return nil }
        return values.storageIdentity
    }

    @Test func equalEvaluationsShareOneArrayAndDifferentOnesDoNot() throws {
        let (table, diagnostics) = scaled(
            """
            {"a": {"$type": "dimension", "$value": {"value": 16, "unit": "px"},
                   "$extensions": {"dimens": {"model": "dynamic", "overrides": {"pad": 24}}}},
             "b": {"$type": "dimension", "$value": {"value": 16, "unit": "px"},
                   "$extensions": {"dimens": {"model": "dynamic", "overrides": {"pad": 24}}}},
             "c": {"$type": "dimension", "$value": {"value": 16, "unit": "px"},
                   "$extensions": {"dimens": {"model": "dynamic", "overrides": {"pad": 25}}}},
             "d": {"$type": "dimension", "$value": {"value": 16, "unit": "px"},
                   "$extensions": {"dimens": {"model": "fixed", "overrides": {"pad": 24}}}}}
            """)
        #expect(diagnostics.isEmpty)
        let (a, b, c, d) = (table.tokens[0], table.tokens[1], table.tokens[2], table.tokens[3])
        #expect(a.values == b.values)
        #expect(storage(a) == storage(b))
        #expect(storage(a) != storage(c))
        #expect(storage(a) != storage(d))
        // Each keeps its own name and source.
        #expect(table.tokens.map(\.token.path.description) == ["a", "b", "c", "d"])
        #expect(a.token.token.location != b.token.token.location)
        // The packed table computes the shared column once and still writes both.
        let packed = PackedTable(table)
        #expect(packed.firstSharing == [0, 0, 2, 3])
        #expect(CompactTable(packed).keys[0] == CompactTable(packed).keys[1])
        // The json output writes the shared text under both names, and the others their own.
        let json = JSONOutput.render(table, model: RenderModel(table), choice: .byRow, source: { "\($0)" })
        let tokens = try #require(
            JSONParser.parse(SourceFile(path: "o.json", text: json)).value?.object?["tokens"]?.array)
        let written = tokens.map { JSONWriter.write($0.object?["values"] ?? .null, pretty: false) }
        #expect(written[0] == written[1])
        // Two rows: the two iPhones of one size share one.
        #expect(written[0] == "[16.666666666666668,24]")
        #expect(written[2] == "[16.666666666666668,25]")
    }

    @Test func sharedProblemsAreReportedAtEachTokensOwnRules() {
        let (table, diagnostics) = scaled(
            """
            {"a": {"$type": "number", "$value": 1, "$extensions": {"dimens": {"overrides": {"w393": 2, "h852": 3}}}},
             "b": {"$type": "number", "$value": 1, "$extensions": {"dimens": {"overrides": {"w393": 2, "h852": 3}}}}}
            """)
        #expect(table.tokens.isEmpty)
        #expect(diagnostics.map(\.code) == [.selectorAmbiguous, .selectorAmbiguous])
        #expect(diagnostics.map(\.tokenPath) == ["a", "b"])
        #expect(diagnostics.map { $0.location?.description } == ["t.tokens.json:1:92", "t.tokens.json:2:92"])
    }

    @Test func aFractionalCountIsWarnedForEveryTokenSharingTheValues() {
        let (_, diagnostics) = scaled(
            """
            {"a": {"$type": "number", "$value": 3, "$extensions": {"dimens": {"model": "dynamic"}}},
             "b": {"$type": "number", "$value": 3, "$extensions": {"dimens": {"model": "dynamic"}}}}
            """)
        #expect(diagnostics.map(\.code) == [.scaleFractionalNumber, .scaleFractionalNumber])
        #expect(diagnostics.map(\.tokenPath) == ["a", "b"])
    }
}
