import DimensKit
import Testing

@testable import DimensKit

/// The storyboard check and the generated runtime agree on which names apply (issue 48): a token
/// carried through untouched (`50vw`, `2em`, a typography sized by one) and a deprecated
/// typography have no row in the runtime, and the check refuses them where they are named.
struct InspectableRuntimeTests {
    static let tokens = """
        {
          "spacing": { "$type": "dimension",
                       "card": { "$value": { "value": 16, "unit": "px" } },
                       "gutter": { "$value": "{spacing.card}" },
                       "half": { "$value": { "value": 50, "unit": "vw" } },
                       "em": { "$value": { "value": 2, "unit": "em" } },
                       "old": { "$value": { "value": 4, "unit": "px" }, "$deprecated": true } },
          "layout": { "columns": { "$type": "number", "$value": 2 } },
          "brand": { "primary": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } },
          "flag": { "$type": "boolean", "$value": true },
          "text": { "$type": "typography",
                    "body": { "$value": { "fontFamily": "Inter", "fontSize": { "value": 17, "unit": "px" },
                              "fontWeight": 400, "lineHeight": 1.4, "letterSpacing": { "value": 0, "unit": "px" } } },
                    "old": { "$deprecated": "use text.body",
                             "$value": { "fontFamily": "Inter", "fontSize": { "value": 15, "unit": "px" },
                              "fontWeight": 400, "lineHeight": 1.4, "letterSpacing": { "value": 0, "unit": "px" } } },
                    "wide": { "$value": { "fontFamily": "Inter", "fontSize": "{spacing.half}",
                              "fontWeight": 400, "lineHeight": 1.4, "letterSpacing": { "value": 0, "unit": "px" } } } }
        }
        """

    static let paths = [
        "spacing.card", "spacing.gutter", "spacing.half", "spacing.em", "spacing.old", "layout.columns",
        "brand.primary", "flag", "text.body", "text.old", "text.wide",
    ]

    /// A xib with one label per name, each naming it for `dimensFont` (which takes every type the
    /// runtime has rows for) on its own line.
    static func xib(_ names: [String], keyPath: String = "dimensFont", element: String = "label") -> SourceFile {
        let objects = names.enumerated().map { index, name in
            "<\(element) id=\"l-\(index)\"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type=\"string\" keyPath=\"\(keyPath)\" value=\"\(name)\"/></userDefinedRuntimeAttributes></\(element)>"
        }
        return SourceFile(
            path: "Card.xib",
            text: "<document>\n<objects>\n" + objects.joined(separator: "\n") + "\n</objects>\n</document>\n")
    }

    /// The names the generated runtime lists: the paths of `number(at:)` and the cases of
    /// `typography(at:)`.
    static func runtimeNames(_ swift: String) throws -> Set<String> {
        let lines = swift.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let pathsStart = try #require(lines.firstIndex { $0.contains("let paths: [String] = [") })
        let pathsEnd = try #require(lines[pathsStart...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "]" })
        var names = lines[(pathsStart + 1)..<pathsEnd].map {
            String($0.trimmingCharacters(in: .whitespaces).dropFirst().dropLast(2))
        }
        let typography = try #require(lines.firstIndex { $0.contains("func typography(at path: String") })
        let end = try #require(lines[typography...].firstIndex { $0.contains("default: return nil") })
        for line in lines[typography..<end] where line.contains("case \"") {
            names.append(String(line.split(separator: "\"")[1]))
        }
        return Set(names)
    }

    @Test func theCheckPassesExactlyTheNamesTheRuntimeHas() throws {
        let source = SourceFile(path: "t.tokens.json", text: Self.tokens)
        let front = Pipeline.frontEnd(.files([source]))
        #expect(!front.diagnostics.hasErrors, "\(front.diagnostics.all.map(\.message))")
        let found = InterfaceBuilderCheck.diagnostics([Self.xib(Self.paths)], tokens: [front.tokens])
        let refused = Set(found.map { $0.tokenPath ?? "" })
        let accepted = Set(Self.paths).subtracting(refused)

        let (config, _) = ConfigParser.parse(
            SourceFile(
                path: "dimens.json",
                text: #"{"outputs": [{"template": "swift", "path": "D.swift", "options": {"inspectables": true}}]}"#),
            directory: ".")
        var built = try #require(config)
        built.multitasking = false
        let catalog = DeviceCatalog(devices: DeviceCatalog.builtIn.devices.filter { $0.family == .pod })
        let compilation = Pipeline.compile(sources: .files([source]), config: built, catalog: catalog)
        let swift = try #require(compilation.outputs.first?.text, "\(compilation.diagnostics.all.map(\.message))")
        #expect(try Self.runtimeNames(swift) == accepted)
        #expect(accepted == ["spacing.card", "spacing.gutter", "spacing.old", "layout.columns", "text.body"])
        // Each refusal has its cause: the type, or no row in the runtime.
        #expect(
            found.map { "\($0.location!.position.line) \($0.code)" } == [
                "5 ib.token-unapplied", "6 ib.token-unapplied", "9 ib.token-type", "10 ib.token-type",
                "12 ib.token-unapplied", "13 ib.token-unapplied",
            ])
    }

    @Test(arguments: [
        ("spacing.half", "dimens carries it through untouched (its unit \"vw\" is not one dimens computes)"),
        ("spacing.em", "dimens carries it through untouched (its unit \"em\" is not one dimens computes)"),
    ])
    func aCarriedThroughLengthIsRefusedOnAConstraint(_ name: String, _ reason: String) throws {
        let front = Pipeline.frontEnd(.files([SourceFile(path: "t.tokens.json", text: Self.tokens)]))
        let found = InterfaceBuilderCheck.diagnostics(
            [Self.xib([name], keyPath: "dimensConstant", element: "constraint")], tokens: [front.tokens])
        try #require(found.count == 1)
        #expect(found[0].code == .ibTokenUnapplied && found[0].location?.position.line == 3)
        #expect(found[0].message.contains(reason), "\(found[0].message)")
    }
}
