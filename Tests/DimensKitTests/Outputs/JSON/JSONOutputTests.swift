import DimensKit
import Foundation
import Testing

struct JSONOutputTests {
    /// Compiles a fixture project of `Tests/Fixtures/build` in memory.
    func compile(_ name: String) throws -> Pipeline.Compilation {
        let folder = Fixtures.root.appendingPathComponent("build/\(name)")
        let configText = try String(contentsOf: folder.appendingPathComponent("dimens.json"), encoding: .utf8)
        let (config, configDiagnostics) = ConfigParser.parse(
            SourceFile(path: "dimens.json", text: configText), directory: ".")
        #expect(configDiagnostics.isEmpty)
        let files = try Fixtures.tokenFiles("build", name)
        return Pipeline.compile(sources: .files(files), config: try #require(config), catalog: .builtIn)
    }

    /// Two tiers: the render context, and every rendered file.
    @Test func contextAndOutputsMatchTheirGoldenFiles() throws {
        let compilation = try compile("ipod-example")
        #expect(compilation.diagnostics.all.isEmpty)
        #expect(compilation.outputs.map(\.path) == ["dimens.json", "Dimens.swift", "dimens.css"])
        let expected = Fixtures.root.appendingPathComponent("build/ipod-example/expected")
        for output in compilation.outputs {
            try Golden.check(output.text, against: expected.appendingPathComponent(output.path))
        }
        let context = RenderContext.build(try #require(compilation.table), options: .init(), generator: "dimens").json
        try Golden.check(JSONWriter.write(context), against: expected.appendingPathComponent("context.json"))
    }

    /// `dimens/1` on request: every value keyed by screen id.
    @Test func theScreenKeyedFormMatchesItsGoldenFile() throws {
        let table = try #require(try compile("ipod-example").table)
        let expected = Fixtures.root.appendingPathComponent("build/ipod-example/expected")
        try Golden.check(
            JSONOutput.render(
                table, model: RenderModel(table), choice: .keyedByScreen,
                source: { "\($0.file):\($0.line):\($0.column)" }),
            against: expected.appendingPathComponent("dimens-by-screen.json"))
    }

    @Test func twoTokensWithOneSwiftNameAreAnErrorShowingBoth() throws {
        let files = [
            SourceFile(
                path: "a.tokens.json",
                text: """
                    {"spacing": {"$type": "number", "card-padding": {"$value": 1}, "cardPadding": {"$value": 2}, "screen-ids": {"$value": 3}}}
                    """)
        ]
        var config = Config(directory: ".")
        config.outputs = [Config.Output(template: "swift", path: "D.swift")]
        let compilation = Pipeline.compile(sources: .files(files), config: config, catalog: .builtIn)
        #expect(compilation.outputs.isEmpty)
        let collision = try #require(compilation.diagnostics.all.first { $0.code == .swiftNameCollision })
        #expect(collision.location?.description == "a.tokens.json:1:64")
        #expect(collision.notes.first?.location?.description == "a.tokens.json:1:33")
        #expect(!compilation.diagnostics.all.contains { $0.code == .swiftReservedName })
    }

    @Test func isDeterministicAndFollowsTheSchema() throws {
        let first = try compile("ipod-example").outputs
        let second = try compile("ipod-example").outputs
        #expect(first == second)
        #expect(first.map(\.text) == second.map(\.text))
        let text = try #require(first.first?.text)
        #expect(text.hasSuffix("}\n") && !text.contains("\r") && !text.contains("e+") && !text.contains("-0,"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["schema"] as? String == "dimens/2")
        let screens = try #require(json["screens"] as? [[String: Any]])
        #expect(screens.count == 14)
        #expect(
            Set(screens[0].keys) == [
                "id", "device", "name", "family", "orientation", "width", "height", "scale", "ppi", "sizeClass", "row",
            ])
        let row = Dictionary(uniqueKeysWithValues: screens.map { ($0["id"] as! String, $0["row"] as! Int) })
        let tokens = try #require(json["tokens"] as? [[String: Any]])
        let card = try #require(tokens.first { $0["path"] as? String == "spacing.card" })
        #expect(card["source"] as? String == "ui.tokens.json:5:5")
        #expect(card["model"] as? String == "fixed")
        let values = try #require(card["values"] as? [Double])
        #expect(values.count == json["rows"] as? Int && Set(row.values).count == values.count)
        #expect(values[row["ipod-touch-1st-generation"]!] == 11)
        // 12·(1 + (320 − 375)·(0.0033333 + 0.0026667·ln(1.775/1.78))) = 9.805 → 20 px @2x
        #expect(values[row["ipod-touch-7th-generation"]!] == 10)
        let accent = try #require(tokens.first { $0["path"] as? String == "color.accent" })
        #expect(accent["value"] as? String == "#007aff")
        #expect(accent["values"] == nil && accent["model"] == nil)
    }

    /// The size the json output is estimated at before it is rendered (and refused over the limit)
    /// grows with the rules each token lists as the output does: thousands of rules matching every
    /// token once rendered gigabytes before the limit was reached.
    @Test(arguments: JSONOutputSchema.allCases)
    func theEstimateCoversTheRulesEachTokenLists(_ schema: JSONOutputSchema) throws {
        func sizes(rules count: Int) throws -> (estimate: Int, rendered: Int) {
            // `**.*`, `**.**.*`, …: distinct patterns that all match every token.
            let rules = (1...count).map {
                ##"{"tokens": "\##(String(repeating: "**.", count: $0))*", "round": "point"}"##
            }
            let text = ##"{"rules": [\##(rules.joined(separator: ", "))]}"##
            var config = try #require(ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".").0)
            config.catalog.include = [.pod]
            let tokens = (0..<40).map {
                ##""t\##($0)": {"$type": "dimension", "$value": {"value": \##($0), "unit": "px"}}"##
            }
            let compilation = Pipeline.compile(
                sources: .files([
                    SourceFile(path: "t.tokens.json", text: "{\"g\": {" + tokens.joined(separator: ", ") + "}}")
                ]),
                config: config, catalog: .builtIn)
            let table = try #require(compilation.table)
            #expect(table.tokens.first?.token.token.rules.count == count)
            let model = RenderModel(table)
            let rendered = JSONOutput.render(table, model: model, choice: schema, source: { _ in "t.tokens.json:1:1" })
            return (JSONOutput.estimatedBytes(table, model: model, choice: schema), rendered.utf8.count)
        }
        let (one, many) = (try sizes(rules: 1), try sizes(rules: 60))
        #expect(many.rendered - one.rendered > 100_000)
        #expect(many.estimate - one.estimate >= many.rendered - one.rendered)
    }
}
