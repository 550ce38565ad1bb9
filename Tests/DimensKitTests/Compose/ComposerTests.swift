import DimensKit
import Testing

struct ComposerTests {
    static let resolver = """
        {
          "version": "2025.10",
          "sets": {
            "base": { "sources": [{ "$ref": "base.json" }, { "$ref": "#/sets/extra" }] },
            "extra": { "sources": [{ "inline": { "$type": "number", "$value": 1 } }] }
          },
          "modifiers": {
            "theme": { "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "#/sets/extra" }, { "$ref": "dark.json#/night" }] },
                       "default": "light" }
          },
          "resolutionOrder": [
            { "$ref": "#/sets/base" },
            { "$ref": "#/modifiers/theme" },
            { "type": "set", "name": "last", "sources": [{ "$ref": "base.json", "t": { "$type": "number", "$value": 9 } }] }
          ]
        }
        """

    func composer() throws -> (ResolverDocument, Composer) {
        let (document, diagnostics) = ResolverParser.parse(
            SourceFile(path: "ds/app.resolver.json", text: Self.resolver))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let files: [String: String] = [
            "ds/base.json": #"{"t": {"$type": "number", "$value": 1}, "u": {"$type": "number", "$value": 2}}"#,
            "ds/light.json": #"{"c": {"$type": "number", "$value": 3}}"#,
            "ds/dark.json": #"{"night": {"c": {"$type": "number", "$value": 4}}}"#,
        ]
        let roots = files.mapValues { JSONParser.parse(SourceFile(path: "", text: $0)).value! }
        let doc = try #require(document)
        #expect(doc.files == ["ds/base.json", "ds/light.json", "ds/dark.json"])
        return (doc, Composer(document: doc, files: roots))
    }

    /// `file:top-level keys` of each composed document.
    func outline(_ documents: [ParsedDocument]) -> [String] {
        documents.map { "\($0.file):\($0.root.object?.keys.joined(separator: ",") ?? "-")" }
    }

    @Test func composesSetsThenTheChosenContextInResolutionOrder() throws {
        let (_, composer) = try composer()
        let light = ResolverInput([.init(modifier: "theme", context: "light")])
        #expect(
            outline(composer.documents(for: light)) == [
                "ds/base.json:t,u", "ds/app.resolver.json:inline", "ds/light.json:c",
                "ds/base.json:u", "ds/app.resolver.json:t",
            ])
        let dark = light.with("theme", "dark")
        #expect(
            outline(composer.documents(for: dark)) == [
                "ds/base.json:t,u", "ds/app.resolver.json:inline", "ds/app.resolver.json:inline", "ds/dark.json:c",
                "ds/base.json:u", "ds/app.resolver.json:t",
            ])
    }

    @Test func aMissingFileOrFragmentIsReportedAtItsRef() throws {
        let (document, _) = ResolverParser.parse(
            SourceFile(
                path: "r.json",
                text: """
                    {"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "a.json"}, {"$ref": "b.json#/x/y"}]}},
                     "resolutionOrder": [{"$ref": "#/sets/s"}]}
                    """))
        let composer = Composer(
            document: try #require(document),
            files: ["b.json": JSONParser.parse(SourceFile(path: "b.json", text: "{}")).value!])
        let missing = Diagnostic.error(.inputMissing, "cannot read 'a.json': no such file", at: nil)
        let found = composer.check(unreadable: ["a.json": missing])
        #expect(
            found.map { "\($0.location!) \($0.code)" } == ["r.json:1:60 input.missing", "r.json:1:80 resolver.ref"])
    }
}

extension DiagnosticCode {
    static let inputMissing = DiagnosticCode("input.missing")
}
