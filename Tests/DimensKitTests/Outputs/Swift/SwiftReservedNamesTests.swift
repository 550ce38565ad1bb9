import Testing

@testable import DimensKit

/// The names the built-in Swift template reserves are read from the template itself.
struct SwiftReservedNamesTests {
    @Test func theBuiltInTemplatesOwnMembersAreReservedAndNothingElse() {
        let names = NameCheck.reservedSwiftNames
        for name in [
            "values", "tableRow", "screenIDs", "forScreen", "forSize", "current", "storage", "Storage", "Screen",
            "Family", "SizeClass",
            "Typography", "Shadow", "Border", "StrokeStyle", "ColorValue", "Scaled", "base", "traits", "sized",
            "atTextSize", "pick", "hashValue",
        ] {
            #expect(names.contains(name), "\(name)")
        }
        // Members of nested types that never repeat the tokens, and local names, stay free.
        for name in ["fontSize", "offsetX", "width", "row", "line", "field", "spacingCard", "weights"] {
            #expect(!names.contains(name), "\(name)")
        }
    }

    @Test(arguments: [
        ("let x = 1 { }", "let x = 1 { }"),
        ("struct {{{typeName}}}: Sendable {", "struct __TYPE__: Sendable {"),
        (
            "    var {{{names.swift}}}: CGFloat { storedPoint({{column}}) }",
            "    var __TOKEN__: CGFloat { storedPoint(__TAG__) }"
        ),
        ("{{typeName}}{{names.swift}}", "__TYPE____TOKEN__"),
        ("a {{#list}}é{{/list}} b", "a __TAG__é__TAG__ b"),
        ("open {{tag", "open {{tag"),
        ("x {{{triple}} y", "x __TAG__ y"),
        ("{ {x} }", "{ {x} }"),
    ])
    func tagsAreReplacedSoTheirBracesDoNotCount(_ line: String, _ expected: String) {
        #expect(String(decoding: SwiftReservedNames.withoutTags(Array(line.utf8)[...]), as: UTF8.self) == expected)
    }
}

extension SwiftReservedNamesTests {
    func compile(_ tokens: String, typeName: String = "Dimens") throws -> [String] {
        let configText =
            #"{"outputs": [{"template": "swift", "path": "D.swift", "options": {"typeName": "\#(typeName)"}}]}"#
        let config = try #require(
            ConfigParser.parse(SourceFile(path: "dimens.json", text: configText), directory: ".").0)
        let compilation = Pipeline.compile(
            sources: .files([SourceFile(path: "t.tokens.json", text: tokens)]), config: config, catalog: .builtIn)
        return compilation.diagnostics.all.map { "\($0.code) \($0.message)" }
    }

    @Test func aTokenTakingAReservedNameOrATypeNameOfANestedTypeIsAnError() throws {
        let sized = try compile(#"{"sized": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}}"#)
        #expect(sized.count == 1 && sized[0].hasPrefix("swift.reserved-name 'sized' becomes 'sized'"))
        let values = try compile(#"{"values": {"$type": "number", "$value": 1}}"#)
        #expect(values.first?.hasPrefix("swift.reserved-name") == true)
        let typeName = try compile(#"{"a": {"$type": "number", "$value": 1}}"#, typeName: "Typography")
        #expect(typeName.count == 1 && typeName[0].hasPrefix("config.value typeName 'Typography'"))
    }
}
