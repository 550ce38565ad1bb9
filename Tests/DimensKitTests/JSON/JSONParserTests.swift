import DimensKit
import Testing

struct JSONParserTests {
    func parse(_ text: String, comments: Bool = false) -> JSONParser.Result {
        JSONParser.parse(SourceFile(path: "f.json", text: text), options: .init(allowComments: comments))
    }

    @Test func keepsMemberOrderAndPositionsOfKeysAndValues() throws {
        let object = try #require(parse("{\n  \"b\": 1,\n  \"a\": [true, null]\n}").value?.object)
        #expect(object.keys == ["b", "a"])
        #expect(object.members[0].keyPosition.description == "2:3")
        #expect(object.members[1].value.position.description == "3:8")
        #expect(object.members[1].value.array?[1].position.description == "3:15")
    }

    /// A trailing comma is reported at the comma, not at the brace after it, with a note that
    /// token files are strict JSON while the config takes trailing commas.
    @Test(
        arguments: [
            ("{\n  \"a\": {\n    \"b\": 1,\n  }\n}", "3:11", "}"),
            ("[1, 2,\n\n]", "1:6", "]"),
            ("{\"a\": 1 ,\n\n\n}", "1:9", "}"),
        ])
    func aTrailingCommaIsReportedAtTheComma(_ text: String, _ position: String, _ closer: String) throws {
        let diagnostic = try #require(parse(text).diagnostics.first)
        #expect(diagnostic.location?.position.description == position)
        #expect(diagnostic.message == "trailing comma before '\(closer)' is not allowed in JSON")
        #expect(diagnostic.notes.map(\.message).first?.contains("only the config, dimens.json, takes") == true)
    }

    @Test(arguments: [
        ("0", true), ("-12", true), ("1.0", false), ("1e3", false), ("2.5E-2", false), ("-0", true),
    ])
    func tellsIntegersFromDecimals(_ literal: String, _ isInteger: Bool) throws {
        let number = try #require(parse(literal).value?.number)
        #expect(number.isInteger == isInteger)
        #expect(number.literal == literal)
    }

    @Test func distinguishesBooleansFromNumbers() {
        #expect(parse("true").value?.bool == true)
        #expect(parse("1").value?.bool == nil)
    }

    @Test func countsColumnsInScalarsNotBytes() throws {
        let object = try #require(parse("{\"é€😀\": 1, \"x\": 2}").value?.object)
        #expect(object.members[1].keyPosition.column == 12)
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func treatsEveryLineBreakStyleAsOneLine(_ newline: String) throws {
        let object = try #require(parse("{\(newline)\"a\":\(newline)  1}").value?.object)
        #expect(object.members[0].value.position.description == "3:3")
    }

    @Test func commentsOnlyWhenAllowed() {
        let text = "{\n  // note\n  \"a\": 1 /* more */\n}"
        #expect(parse(text).diagnostics.map(\.location?.description) == ["f.json:2:3"])
        #expect(parse(text, comments: true).value?.object?["a"]?.number?.literal == "1")
        #expect(parse("{ /* open", comments: true).diagnostics.first?.location?.description == "f.json:1:3")
    }

    @Test func acceptsAByteOrderMark() {
        let result = JSONParser.parse(SourceFile(path: "f.json", bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8)))
        #expect(result.value?.object?.members.isEmpty == true)
    }

    @Test func limitsNestingDepth() {
        let deep = String(repeating: "[", count: 10) + String(repeating: "]", count: 10)
        let result = JSONParser.parse(SourceFile(path: "f.json", text: deep), options: .init(maxDepth: 5))
        #expect(result.diagnostics.map(\.code) == [.jsonTooDeep])
        #expect(result.diagnostics.first?.location?.column == 6)
        #expect(JSONParser.parse(SourceFile(path: "f.json", text: deep), options: .init(maxDepth: 10)).value != nil)
    }

    @Test func reportsEveryDuplicateKeyAndKeepsParsing() {
        let result = parse("{\"a\": 1, \"a\": 2, \"b\": {\"c\": 1, \"c\": 2}}")
        #expect(result.value != nil)
        #expect(result.diagnostics.map(\.location?.description) == ["f.json:1:10", "f.json:1:32"])
        #expect(result.diagnostics.first?.notes.first?.location?.description == "f.json:1:2")
    }

    /// Small objects are searched member by member, large ones through an index built at the
    /// 16th member: duplicates are found the same way on both sides of that line.
    @Test(arguments: [
        (first: 3, repeated: 5), (first: 3, repeated: 20), (first: 15, repeated: 16), (first: 17, repeated: 30),
        (first: 0, repeated: 15),
    ])
    func findsDuplicatesInObjectsOfAnySize(first: Int, repeated: Int) throws {
        let keys = (0..<32).map { $0 == repeated ? "k\(first)" : "k\($0)" }
        let text = "{" + keys.map { "\"\($0)\": 0" }.joined(separator: ",\n") + "}"
        let result = parse(text)
        #expect(result.value?.object?.members.count == 32)
        #expect(
            result.diagnostics.map(\.location?.position.description) == ["\(repeated + 1):\(repeated == 0 ? 2 : 1)"])
        #expect(
            result.diagnostics.first?.notes.first?.location?.position.description
                == "\(first + 1):\(first == 0 ? 2 : 1)")
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "1:8"), ("[1,]", "1:3"), ("{\"a\" 1}", "1:6"), ("{a: 1}", "1:2"),
        ("[1 2]", "1:4"), ("\"abc", "1:1"), ("tru", "1:1"), ("-", "1:2"), ("1.", "1:3"), ("{} x", "1:4"),
        ("\"\\u12\"", "1:2"), ("\"\\uDC00\"", "1:2"), ("", "1:1"),
    ])
    func pointsAtTheFirstGrammarError(_ text: String, _ position: String) {
        let result = parse(text)
        #expect(result.value == nil)
        #expect(result.diagnostics.map(\.location?.position.description) == [position])
    }

    @Test func decodesEscapesAndSurrogatePairs() {
        #expect(parse(#""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#).value?.string == "a\"\\/\u{8}\u{c}\n\r\té😀")
    }
}

struct JSONWriterTests {
    @Test func writesDeterministicPrettyJSONThatParsesBack() throws {
        let value = JSONValue.object([
            "name": .string("a \"quoted\"\nline\u{1}"), "n": .number(16.5), "zero": .number(-0.0),
            "list": .array([.bool(true), .null, .number(3)]), "empty": .object([]),
        ])
        let text = JSONWriter.write(value)
        #expect(
            text == """
                {
                  "name": "a \\"quoted\\"\\nline\\u0001",
                  "n": 16.5,
                  "zero": 0,
                  "list": [
                    true,
                    null,
                    3
                  ],
                  "empty": {}
                }

                """)
        let reparsed = try #require(JSONParser.parse(SourceFile(path: "w", text: text)).value)
        #expect(reparsed.object?["name"]?.string == "a \"quoted\"\nline\u{1}")
    }
}

struct NumberTextTests {
    @Test(arguments: [
        (8.0, "8"), (-0.0, "0"), (6.1, "6.1"), (0.1 + 0.2, "0.30000000000000004"), (1e21, "1000000000000000000000"),
        (1.5e-7, "0.00000015"), (-2.5e-5, "-0.000025"), (123456.789, "123456.789"),
    ])
    func printsShortestDecimalWithoutExponent(_ value: Double, _ text: String) {
        #expect(NumberText.plain(value) == text)
        #expect(Double(NumberText.plain(value)) == (value == 0 ? 0 : value))
    }

    /// At most four decimals (or as many as asked), trailing zeros trimmed, never `-0`.
    @Test(arguments: [
        (16.0 / 3, 4, "5.3333"), (2.5, 4, "2.5"), (-0.00001, 4, "0"), (12.34567, 2, "12.35"),
        (1e20, 4, "100000000000000000000"),
        (-7.00004, 4, "-7"), (0.1 + 0.2, 4, "0.3"),
    ])
    func writesAtMostDecimals(_ value: Double, _ decimals: Int, _ text: String) {
        #expect(NumberText.decimals(value, decimals) == text)
    }
}
