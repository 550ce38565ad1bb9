import DimensKit
import Testing

/// `dimens diff` reads a compiled table directly, and a json output through a streaming reader;
/// both give the same table.
struct ValueTableTests {
    @Test func readingTheJSONOutputGivesTheTableOfTheCompilation() throws {
        var config = Config(directory: ".")
        config.orientations = [.portrait, .landscape]
        let tokens = """
            {"s": {"$type": "dimension", "a": {"$value": {"value": 16, "unit": "px"}}, "b": {"$value": {"value": 0.1, "unit": "rem"}}},
             "label": {"$type": "string", "$value": "Tap \\"here\\"", "$extensions": {"dimens": {"overrides": {"pad": "Click"}}}},
             "flag": {"$type": "boolean", "$value": false, "$extensions": {"dimens": {"overrides": {"regular": true}}}},
             "tint": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.5, 0]}}}
            """
        let compilation = Pipeline.compile(sources: .files([SourceFile(path: "a.tokens.json", text: tokens)]), config: config, catalog: .builtIn)
        let direct = ValueTable(try #require(compilation.table))
        let read = try #require(ValueTable.read(jsonOutput: Array(compilation.outputs[0].text.utf8)))
        #expect(read.screens == direct.screens)
        #expect(read.tokens.map(\.path) == direct.tokens.map(\.path))
        #expect(read.tokens.map(\.values) == direct.tokens.map(\.values))
        #expect(TableDiff(old: read, new: direct).isEmpty)

        let table = try #require(compilation.table)
        let byRow = JSONOutput.render(table, model: RenderModel(table), choice: .byRow, source: { "\($0)" })
        #expect(byRow.contains(#""schema": "dimens/2""#))
        let readByRow = try #require(ValueTable.read(jsonOutput: Array(byRow.utf8)))
        #expect(readByRow.screens == direct.screens)
        #expect(readByRow.tokens.map(\.values) == direct.tokens.map(\.values))
    }

    @Test func whatIsNotAJSONOutputIsNotRead() {
        #expect(ValueTable.read(jsonOutput: Array(#"{"spacing": {"$type": "number", "s": {"$value": 1}}}"#.utf8)) == nil)
        #expect(ValueTable.read(jsonOutput: Array(#"{"schema": "dimens/1", "screens": [{"id": "x"}], "tokens": [{"values": 3}]"#.utf8)) == nil)
        #expect(ValueTable.read(jsonOutput: []) == nil)
    }
}
