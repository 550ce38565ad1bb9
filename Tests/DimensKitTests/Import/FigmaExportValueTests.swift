import DimensKit
import Testing

/// What becomes of Figma's values: aliases into another collection written again where that is
/// exact, and numbers Figma offers only for lengths written as pixels.
struct FigmaExportValueTests {
    typealias Export = FigmaExportTests

    /// The token at `path` in the single file of an export of one collection `T` and Primitives.
    func token(_ tokens: String, primitives: String, _ path: String...) throws -> JSONObject {
        let output = Export.read([
            SourceFile(path: "design/Primitives/Mode 1.tokens.json", text: Export.mode("Mode 1", primitives)),
            SourceFile(path: "design/T/Mode 1.tokens.json", text: Export.mode("Mode 1", tokens)),
        ])
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.message))")
        var node = try Export.json(output, "T.tokens.json")
        for name in path { node = try #require(node[name]?.object, "\(path)") }
        return node
    }

    @Test func anAliasIntoAnotherCollectionIsWrittenAgainOnlyWhereItIsExact() throws {
        let primitives = ##"  "s": \##(Export.number("8")), "c": { "$type": "color", "$value": "#ffffff" }"##
        func value(_ token: String) throws -> JSONValue? {
            try self.token(#"  "x": \#(token)"#, primitives: primitives, "x")["$value"]
        }
        #expect(try value(Export.number("8", alias: "space/none"))?.object?["value"]?.number?.double == 8, "no target")
        #expect(try value(Export.number("8", alias: "s"))?.string == "{s}")
        #expect(try value(Export.number("9", alias: "s"))?.object?["value"]?.number?.double == 9, "another value")
        // A target with modes could resolve otherwise under another context: the literal stays.
        let output = Export.read([
            SourceFile(
                path: "design/Primitives/A.tokens.json", text: Export.mode("A", #"  "s": \#(Export.number("8"))"#)),
            SourceFile(
                path: "design/Primitives/B.tokens.json", text: Export.mode("B", #"  "s": \#(Export.number("9"))"#)),
            SourceFile(
                path: "design/T/Mode 1.tokens.json",
                text: Export.mode("Mode 1", #"  "x": \#(Export.number("8", alias: "s"))"#)),
        ])
        #expect(try Export.json(output, "T.tokens.json")["x"]?.object?["$value"]?.object?["value"]?.number?.double == 8)
        // By id first, as Figma writes it.
        let byID =
            ##"{ "$type": "color", "$value": "#ffffff", "$extensions": { "com.figma.aliasData": { "targetVariableId": "VariableID:1:2", "targetVariableName": "elsewhere" } } }"##
        let withID =
            ##"  "c": { "$type": "color", "$value": "#ffffff", "$extensions": { "com.figma.variableId": "VariableID:1:2" } }"##
        #expect(try token(#"  "x": \#(byID)"#, primitives: withID, "x")["$value"]?.string == "{c}")
    }

    @Test func numbersFigmaOffersOnlyForLengthsArePixels() throws {
        func written(_ scopes: String, aliased: String? = nil) throws -> JSONObject {
            let primitive =
                aliased.map { #"  "p": \#(Export.number("4", scopes: $0))"# } ?? #"  "p": \#(Export.number("4"))"#
            let value = aliased == nil ? "6" : "\"{p}\""
            return try token(#"  "x": \#(Export.number(value, scopes: scopes))"#, primitives: primitive, "x")
        }
        let gap = try written(#""GAP", "WIDTH_HEIGHT""#)
        #expect(gap["$type"]?.string == "dimension")
        #expect(gap["$value"]?.object?["value"]?.number?.double == 6 && gap["$value"]?.object?["unit"]?.string == "px")
        for scopes in [#""ALL_SCOPES""#, #""OPACITY""#, #""GAP", "FONT_WEIGHT""#, #""LINE_HEIGHT""#] {
            let kept = try written(scopes)
            #expect(kept["$type"]?.string == "number" && kept["$value"]?.number?.double == 6, "\(scopes)")
        }
        // Aliases join: a length through an ALL_SCOPES primitive makes both lengths; a primitive
        // also scoped to font weights keeps both numbers.
        #expect(try written(#""GAP""#, aliased: #""ALL_SCOPES""#)["$type"]?.string == "dimension")
        #expect(try written(#""GAP""#, aliased: #""FONT_WEIGHT""#)["$type"]?.string == "number")
        #expect(try written(#""ALL_SCOPES""#, aliased: #""ALL_SCOPES""#)["$type"]?.string == "number")
    }
}

/// Findings about an export that is not one: each at its file, line and column, with its code,
/// and nothing written.
struct FigmaExportDiagnosticTests {
    typealias Export = FigmaExportTests

    func findings(_ files: [String: String]) -> [String] {
        let output = Export.read(files.map { SourceFile(path: "design/\($0.key)", text: $0.value) })
        #expect(output.files.isEmpty && output.resolver == nil)
        return output.diagnostics.map { "\($0.location?.description ?? "-") \($0.code)" }.sorted()
    }

    @Test func notAnExportAndJSONErrors() {
        #expect(findings(["T/a.json": #"{"a": 1}"#]) == ["design/T/a.json:1:1 figma.not-export"])
        #expect(
            findings(["T/a.json": "{\n  \"$extensions\": { \"com.figma.modeName\": 3 }\n}"]) == [
                "design/T/a.json:2:42 figma.not-export"
            ])
        #expect(findings(["T/a.json": "{\n  \"a\": ,\n}"]) == ["design/T/a.json:2:8 json.syntax"])
    }

    @Test func modesThatDisagree() {
        let one = Export.mode("Mobile", #"  "a": \#(Export.number("1")), "b": \#(Export.number("2"))"#)
        let other = Export.mode("Desktop", ##"  "a": { "$type": "color", "$value": "#ffffff" }"##)
        #expect(
            findings(["T/Mobile.json": one, "T/Desktop.json": other]) == [
                "design/T/Mobile.json:2:3 figma.mode-mismatch", "design/T/Mobile.json:2:92 figma.mode-mismatch",
            ])
        #expect(
            findings(["T/Mobile.json": one, "T/Mobile 2.json": one]) == [
                "design/T/Mobile.json:3:42 figma.duplicate-mode"
            ])
    }

    @Test func collectionsThatDefineOneToken() {
        let a = Export.mode("Mode 1", #"  "space": { "s": \#(Export.number("1")) }"#)
        let b = Export.mode("Mode 1", #"  "space": \#(Export.number("2"))"#)
        #expect(
            findings(["A/Mode 1.json": a, "B/Mode 1.json": a]) == ["design/B/Mode 1.json:2:14 figma.collection-overlap"]
        )
        #expect(
            findings(["A/Mode 1.json": a, "B/Mode 1.json": b]) == ["design/B/Mode 1.json:2:3 figma.collection-overlap"])
        #expect(
            findings(["A/Mode 1.json": b, "B/Mode 1.json": a]) == ["design/B/Mode 1.json:2:14 figma.collection-overlap"]
        )
    }
}
