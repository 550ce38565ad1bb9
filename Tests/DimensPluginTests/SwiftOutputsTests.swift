import DimensKit
import Foundation
import Testing

/// The build-tool plugin reads `dimens.json` with its own small reader (a plugin cannot link
/// DimensKit): every config of the corpus, read by it and by dimens' config parser, names the
/// same swift output files (issue 48: a CRLF config with a `//` comment broke the plugin).
struct SwiftOutputsTests {
    static let output = #"{ "template": "swift", "path": "Gen/Dimens.swift", "options": { "split": 2 } }"#

    /// JSONC configs as editors write them: CRLF, CR and LF lines, both kinds of comment, strings
    /// holding `//` and `/*`, escaped quotes, trailing commas, a byte order mark.
    static let corpus: [String] = [
        "{\r\n  // the outputs\r\n  \"outputs\": [\(output)]\r\n}\r\n",
        "{\r\n  \"outDir\": \"out\", // where\r\n  \"outputs\": [\(output), ]\r\n}",
        "{\r  // classic Mac lines\r  \"outputs\": [\(output)]\r}",
        "{ /* a block\r\n comment */ \"outputs\": [ /* first */ \(output) ] }",
        "{\n  \"templates\": \"http://example.com/a\", // a // in a string\n  \"outputs\": [\(output)]\n}",
        "{ \"outDir\": \"o/*x*/\", \"outputs\": [ { \"template\": \"swift\", \"path\": \"A\\\"//B.swift\" } ] }",
        "\u{FEFF}{ \"outputs\": [\(output),], } // end",
        "{ \"outputs\": [ { \"template\": \"json\", \"path\": \"d.json\" }, { \"template\": \"swift\", \"path\": \"S.swift\", }, ] }",
        "{\r\n  /* \"outputs\": [] */\r\n  \"outputs\": [ // swift only\r\n    \(output)\r\n  ]\r\n}\r\n",
    ]

    @Test(arguments: corpus)
    func thePluginReadsWhatDimensReads(_ text: String) throws {
        let (config, diagnostics) = ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".")
        let parsed = try #require(config, "\(diagnostics.map(\.message))")
        let expected = parsed.outputs.filter { $0.template == "swift" }.flatMap(\.files)
        #expect(!expected.isEmpty)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "dimens-plugin-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try SwiftOutputs.paths(in: url) == expected)
    }

    /// The plugin asks for the `DimensRuntime` dependency exactly when dimens' parser says a swift
    /// output imports it: the default, `module`, and any output of several that is not embedded.
    @Test(arguments: [
        (#"{"template": "swift", "path": "D.swift"}"#, true),
        (#"{"template": "swift", "path": "D.swift", "options": {"runtime": "module"}}"#, true),
        (#"{"template": "swift", "path": "D.swift", "options": {"runtime": "embedded"}}"#, false),
        (
            #"{"template": "swift", "path": "D.swift", "options": {"runtime": "embedded"}}, {"template": "swift", "path": "E.swift"}"#,
            true
        ),
        (#"{"template": "json", "path": "d.json"}"#, false),
    ])
    func thePluginKnowsWhenTheRuntimeIsImported(_ outputs: String, imports: Bool) throws {
        let text = #"{"outputs": [\#(outputs)]}"#
        let (config, diagnostics) = ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".")
        let parsed = try #require(config, "\(diagnostics.map(\.message))")
        #expect(parsed.outputs.contains { $0.template == "swift" && $0.options.runtime == .module } == imports)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "dimens-plugin-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try (SwiftOutputs.runtimeImporter(url) != nil) == imports)
    }

    /// The reader compiled here is the plugin's own file, not a copy that could drift.
    @Test func theTestedReaderIsThePluginsFile() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "SwiftOutputs.swift")
        let plugin = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/DimensPlugin/SwiftOutputs.swift")
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: here.path)
        #expect(link == "../../Sources/DimensPlugin/SwiftOutputs.swift")
        #expect(try Data(contentsOf: here) == Data(contentsOf: plugin))
    }
}
