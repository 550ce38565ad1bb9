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
        let compilation = Pipeline.compile(
            sources: .files([SourceFile(path: "a.tokens.json", text: tokens)]), config: config, catalog: .builtIn)
        let direct = ValueTable(try #require(compilation.table))
        #expect(compilation.outputs[0].text.contains(#""schema": "dimens/2""#))
        let read = try #require(ValueTable.read(jsonOutput: Array(compilation.outputs[0].text.utf8)))
        #expect(read.screens == direct.screens)
        #expect(read.tokens.map(\.path) == direct.tokens.map(\.path))
        #expect(read.tokens.map(\.values) == direct.tokens.map(\.values))
        #expect(
            read.definitions == direct.definitions && read.definitions["label"]?.model == "breakpoint",
            "what diff names causes with reads back")
        #expect(read.reference == "375×667" && direct.reference == "375×667")
        #expect(TableDiff(old: read, new: direct).isEmpty)

        let table = try #require(compilation.table)
        let byScreen = JSONOutput.render(table, model: RenderModel(table), choice: .keyedByScreen, source: { "\($0)" })
        #expect(byScreen.contains(#""schema": "dimens/1""#))
        let readByScreen = try #require(ValueTable.read(jsonOutput: Array(byScreen.utf8)))
        #expect(readByScreen.screens == direct.screens)
        #expect(readByScreen.tokens.map(\.values) == direct.tokens.map(\.values))
    }

    /// The json output has one shape whatever its size: ten tokens and ten thousand give the same
    /// schema and top-level keys (the shape chosen to depend on nothing once switched above 100,000
    /// values), and each reads back as its table.
    @Test(arguments: [10, 10_000])
    func oneShapeAtAnySize(_ count: Int) throws {
        var config = Config(directory: ".")
        config.catalog.include = [.phone]
        let tokens = (0..<count).map { #""t\#($0)": {"$value": {"value": \#(4 + $0 % 60), "unit": "px"}}"# }.joined(
            separator: ", ")
        let file = SourceFile(path: "a.tokens.json", text: #"{"size": {"$type": "dimension", \#(tokens)}}"#)
        let compilation = Pipeline.compile(sources: .files([file]), config: config, catalog: .builtIn)
        let text = try #require(compilation.outputs.first?.text)
        let document = try #require(JSONParser.parse(SourceFile(path: "dimens.json", text: text)).value?.object)
        #expect(document.keys == ["schema", "reference", "rows", "screens", "tokens"])
        #expect(document["schema"]?.string == "dimens/2")
        let rows = Int(try #require(document["rows"]?.number?.double))
        let last = try #require(document["tokens"]?.array?.last?.object)
        #expect(last["values"]?.array?.count == rows && rows <= compilation.table?.screens.count ?? 0)
        let read = try #require(ValueTable.read(jsonOutput: Array(text.utf8)))
        #expect(read.tokens.count == count)
        #expect(TableDiff(old: read, new: ValueTable(try #require(compilation.table))).isEmpty)
    }

    @Test func whatIsNotAJSONOutputIsNotRead() {
        #expect(
            ValueTable.read(jsonOutput: Array(#"{"spacing": {"$type": "number", "s": {"$value": 1}}}"#.utf8)) == nil)
        #expect(
            ValueTable.read(
                jsonOutput: Array(#"{"schema": "dimens/1", "screens": [{"id": "x"}], "tokens": [{"values": 3}]"#.utf8))
                == nil)
        #expect(ValueTable.read(jsonOutput: []) == nil)
        // Values before the screens they are placed by: not one dimens writes, and not read.
        #expect(
            ValueTable.read(
                jsonOutput: Array(
                    #"{"schema": "dimens/1", "tokens": [{"path": "x", "values": {"a": 1}}], "screens": [{"id": "a"}]}"#
                        .utf8)) == nil)
    }
}
