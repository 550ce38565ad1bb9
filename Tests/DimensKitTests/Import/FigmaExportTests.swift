import DimensKit
import Testing

/// Figma's export read into a resolver: what is the same in every mode written once, each mode's
/// file holding only what differs, a modifier per collection with modes, a set per one without.
struct FigmaExportTests {
    /// A mode file as Figma writes it: the tokens, then the mode's name at the root.
    static func mode(_ name: String, _ tokens: String) -> String {
        "{\n\(tokens),\n  \"$extensions\": { \"com.figma.modeName\": \"\(name)\" }\n}\n"
    }

    /// A number variable with its scopes and, optionally, Figma's note of the alias it was.
    static func number(_ value: String, scopes: String = "\"GAP\"", alias: String? = nil) -> String {
        let aliasData = alias.map {
            #", "com.figma.aliasData": { "targetVariableName": "\#($0)", "targetVariableSetName": "Primitives" }"#
        }
        return
            #"{ "$type": "number", "$value": \#(value), "$extensions": { "com.figma.scopes": [\#(scopes)]\#(aliasData ?? "") } }"#
    }

    static let export: [SourceFile] = [
        SourceFile(
            path: "design/Primitives/Mode 1.tokens.json",
            text: mode("Mode 1", #"  "space": { "s": \#(number("8")), "m": \#(number("12")), "l": \#(number("16")) }"#)),
        SourceFile(
            path: "design/Spacing/Desktop.tokens.json",
            text: mode(
                "Desktop",
                #"  "gap": { "xs": \#(number("8", alias: "space/s")), "sm": \#(number("16", alias: "space/l")) }, "stack": \#(number("\"{gap.sm}\""))"#
            )),
        SourceFile(
            path: "design/Spacing/Mobile.tokens.json",
            text: mode(
                "Mobile",
                #"  "gap": { "xs": \#(number("8", alias: "space/s")), "sm": \#(number("12", alias: "space/m")) }, "stack": \#(number("\"{gap.sm}\""))"#
            )),
    ]

    static func read(_ files: [SourceFile] = export) -> FigmaExport.Output {
        FigmaExport.read(files, folder: "design", name: "design", into: "tokens/design")
    }

    static func json(_ output: FigmaExport.Output, _ path: String) throws -> JSONObject {
        let file = try #require(output.files.first { $0.path == "tokens/design/\(path)" }, "\(path)")
        return try #require(JSONParser.parse(SourceFile(path: path, text: file.text)).value?.object)
    }

    @Test func writesOneFileForWhatEveryModeSharesAndOneForEachMode() throws {
        let output = Self.read()
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.message))")
        #expect(
            output.files.map(\.path) == [
                "tokens/design/design.resolver.json", "tokens/design/Primitives.tokens.json",
                "tokens/design/Spacing/Spacing.tokens.json", "tokens/design/Spacing/Desktop.tokens.json",
                "tokens/design/Spacing/Mobile.tokens.json",
            ])
        #expect(output.resolver == "tokens/design/design.resolver.json")
        // gap.xs and stack are written the same in both modes: once, in the shared file.
        let shared = try Self.json(output, "Spacing/Spacing.tokens.json")
        #expect(shared.keys == ["gap", "stack"] && shared["gap"]?.object?.keys == ["xs"])
        #expect(shared["stack"]?.object?["$value"]?.string == "{gap.sm}")
        // Each mode's file holds gap.sm alone, with that mode's alias.
        for (mode, target) in [("Mobile", "{space.m}"), ("Desktop", "{space.l}")] {
            let own = try Self.json(output, "Spacing/\(mode).tokens.json")
            #expect(own.keys == ["gap"] && own["gap"]?.object?.keys == ["sm"], "\(mode)")
            #expect(own["gap"]?.object?["sm"]?.object?["$value"]?.string == target, "\(mode)")
            #expect(own["$extensions"] == nil, "the mode's name is the context's, not the file's")
        }
        #expect(try Self.json(output, "Primitives.tokens.json")["space"]?.object?.keys == ["s", "m", "l"])
    }

    @Test func theResolverHasASetPerCollectionAndAModifierWhoseContextsAreTheModes() throws {
        let output = Self.read()
        let text = try #require(output.files.first?.text)
        let (parsed, diagnostics) = ResolverParser.parse(
            SourceFile(path: "tokens/design/design.resolver.json", text: text))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let document = try #require(parsed)
        #expect(document.name == "design")
        #expect(document.order.map(\.name) == ["Primitives", "Spacing (every mode)", "Spacing"])
        #expect(document.sets["Primitives"]?.sources.count == 1)
        let spacing = try #require(document.modifiers["Spacing"])
        #expect(spacing.contextNames == ["Desktop", "Mobile"])
        // Mobile and Desktop look like screen sizes: the smallest is the default.
        #expect(spacing.defaultContext?.value == "Mobile")
        #expect(
            document.files == [
                "tokens/design/Primitives.tokens.json", "tokens/design/Spacing/Spacing.tokens.json",
                "tokens/design/Spacing/Desktop.tokens.json", "tokens/design/Spacing/Mobile.tokens.json",
            ])
    }

    /// The default mode: the smallest size, else a name Figma gives a first mode, else the first by
    /// file name.
    @Test(arguments: [
        (["Compact", "Regular"], "Compact"), (["Dark", "Light"], "Light"), (["Mode 1", "Mode 2"], "Mode 1"),
        (["Brand B", "Brand A"], "Brand A"), (["lg", "md", "sm"], "sm"),
    ])
    func theDefaultMode(_ modes: [String], _ expected: String) throws {
        let files = modes.map {
            SourceFile(path: "design/T/\($0).tokens.json", text: Self.mode($0, #"  "a": \#(Self.number("1"))"#))
        }
        let text = try #require(Self.read(files).files.first?.text)
        let document = try #require(ResolverParser.parse(SourceFile(path: "r.resolver.json", text: text)).0)
        #expect(document.modifiers["T"]?.defaultContext?.value == expected)
    }

    /// Files directly in the folder are one collection named after it; names become file names.
    @Test func namesOfFilesComeFromFigmasNames() throws {
        #expect(FigmaExport.fileName("Mode 1") == "Mode-1")
        #expect(FigmaExport.fileName("brand / Spacing") == "brand-Spacing")
        #expect(FigmaExport.fileName("Größe.v2") == "Größe.v2")
        #expect(FigmaExport.fileName("../..") == "figma")
        let files = ["Light", "light "].map {
            SourceFile(
                path: "design/\($0).json",
                text: Self.mode($0 == "Light" ? "Day" : "Night", #"  "a": \#(Self.number($0 == "Light" ? "1" : "2"))"#))
        }
        let output = Self.read(files)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.message))")
        #expect(
            output.files.map(\.path) == [
                "tokens/design/design.resolver.json", "tokens/design/design-2/Day.tokens.json",
                "tokens/design/design-2/Night.tokens.json",
            ])
    }
}
