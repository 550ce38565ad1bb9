import DimensKit
import Testing

/// The one typed field reader: each accessor gives a value that is present and right, reports a
/// missing required key at the object and a wrong value where it is written, in its caller's words.
struct JSONFieldsTests {
    /// One accessor on one field: the value it gives (described) and every finding, as
    /// `line:col severity code message | notes`.
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let read: @Sendable (inout JSONFields) -> String?
        let value: String?
        let found: [String]

        init(
            _ label: String, _ read: @escaping @Sendable (inout JSONFields) -> String?, _ value: String?,
            _ found: [String] = []
        ) {
            self.label = label
            self.read = read
            self.value = value
            self.found = found
        }

        var testDescription: String { label }
    }

    enum Shape: String, CaseIterable { case fixed, fluid }

    /// Each value on its own line, so a value of key `k` on line `n` starts at column `len(k) + 5`.
    static let text = """
        {
        "name": "card",
        "empty": "",
        "flag": true,
        "size": 16,
        "huge": 1e999,
        "ratio": 1.5,
        "list": [1, 2],
        "names": ["a", "b"],
        "mixed": ["a", 1],
        "box": {"a": 1},
        "model": "fixd"
        }
        """

    static let words = JSONFieldWords(
        code: DiagnosticCode("test.value"), unknownKeyCode: DiagnosticCode("test.unknown-key"),
        unknownKeySeverity: .warning, unknownKey: { "unknown key '\($0)' in the test" },
        message: { "\($0.problem) \($0.key): must be \($0.expected), not \($0.shown)" })

    static func fields(_ text: String = Self.text) -> JSONFields {
        let root = JSONParser.parse(SourceFile(path: "t.json", text: text)).value!
        return JSONFields(root.object!, at: root.position, in: "t.json", words: words)
    }

    static func line(_ diagnostic: Diagnostic) -> String {
        let notes = diagnostic.notes.map(\.message).joined(separator: "; ")
        return "\(diagnostic.location!.line):\(diagnostic.location!.column) \(diagnostic.severity.rawValue) "
            + "\(diagnostic.code) \(diagnostic.message)" + (notes.isEmpty ? "" : " | \(notes)")
    }

    static let cases: [Case] = [
        Case("string present", { $0.string("name") }, "card"),
        Case("string missing", { $0.string("title") }, nil),
        Case(
            "string missing, required", { $0.string("title", required: true) }, nil,
            ["1:1 error test.value missing title: must be a string, not nothing"]),
        Case(
            "string of the wrong type", { $0.string("size") }, nil,
            ["5:9 error test.value wrongType size: must be a string, not a number"]),
        Case(
            "string not valid", { $0.string("empty", "a name", where: { !$0.isEmpty }) }, nil,
            [#"3:10 error test.value invalid empty: must be a name, not """#]),
        Case("bool present", { $0.bool("flag").map { "\($0)" } }, "true"),
        Case(
            "bool of the wrong type", { $0.bool("name").map { "\($0)" } }, nil,
            [#"2:9 error test.value wrongType name: must be true or false, not "card""#]),
        Case("number present", { $0.number("ratio").map { "\($0)" } }, "1.5"),
        Case(
            "number missing, required", { $0.number("width", "a width", required: true).map { "\($0)" } }, nil,
            ["1:1 error test.value missing width: must be a width, not nothing"]),
        Case(
            "number not valid", { $0.number("huge", "a finite number", where: \.isFinite).map { "\($0)" } }, nil,
            ["6:9 error test.value invalid huge: must be a finite number, not a number"]),
        Case("integer present", { $0.integer("size").map { "\($0)" } }, "16"),
        Case(
            "integer of the wrong type", { $0.integer("ratio").map { "\($0)" } }, nil,
            ["7:10 error test.value wrongType ratio: must be an integer, not a number"]),
        Case("array present", { $0.array("list").map { "\($0.count) items" } }, "2 items"),
        Case(
            "array of the wrong type", { $0.array("box").map { "\($0.count) items" } }, nil,
            ["11:8 error test.value wrongType box: must be an array, not an object"]),
        Case("strings present", { $0.strings("names")?.joined(separator: ",") }, "a,b"),
        Case(
            "strings with another item", { $0.strings("mixed")?.joined(separator: ",") }, nil,
            ["10:10 error test.value wrongType mixed: must be an array of strings, not an array"]),
        Case("object present", { $0.object("box")?.keys.joined() }, "a"),
        Case(
            "object of the wrong type", { $0.object("list")?.keys.joined() }, nil,
            ["8:9 error test.value wrongType list: must be an object, not an array"]),
        Case("one of, present", { $0.oneOf("name", ["card", "list"]) }, "card"),
        Case(
            "one of, not allowed", { $0.oneOf("name", ["cart", "list"]) }, nil,
            [#"2:9 error test.value notAllowed name: must be "cart" or "list", not "card""#]),
        Case(
            "one of, another type, with its own code", { $0.oneOf("size", ["a"], code: DiagnosticCode("test.other")) },
            nil, [#"5:9 error test.other notAllowed size: must be "a", not a number"#]),
        Case(
            "one of, missing, required", { $0.oneOf("kind", ["a", "b"], expected: "a kind", required: true) }, nil,
            ["1:1 error test.value missing kind: must be a kind, not nothing"]),
        Case(
            "choice not allowed, suggesting", { $0.choice("model", as: Shape.self, suggesting: true)?.rawValue }, nil,
            [
                #"12:10 error test.value notAllowed model: must be "fixed" or "fluid", not "fixd" | did you mean 'fixed'?"#
            ]),
        Case(
            "choice not allowed, not suggesting", { $0.choice("model", as: Shape.self)?.rawValue }, nil,
            [#"12:10 error test.value notAllowed model: must be "fixed" or "fluid", not "fixd""#]),
        Case(
            "one of, nothing allowed", { $0.oneOf("name", [], expected: "a context") }, nil,
            [#"2:9 error test.value notAllowed name: must be a context, not "card""#]),
        Case("choice missing", { $0.choice("shape", as: Shape.self)?.rawValue }, nil),
        Case(
            "member missing, in the caller's words",
            { $0.member("version", missing: "the test must declare a version")?.key }, nil,
            ["1:1 error test.value the test must declare a version"]),
    ]

    @Test(arguments: cases)
    func eachAccessor(_ test: Case) {
        var fields = Self.fields()
        #expect(test.read(&fields) == test.value)
        #expect(fields.diagnostics.map(Self.line) == test.found)
    }

    @Test func unknownKeysWithAndWithoutASuggestion() {
        var fields = Self.fields(#"{"nmae": 1, "size": 2, "zzz": 3}"#)
        fields.checkKeys(["name", "size"])
        #expect(
            fields.diagnostics.map(Self.line) == [
                "1:2 warning test.unknown-key unknown key 'nmae' in the test | did you mean 'name'?",
                "1:24 warning test.unknown-key unknown key 'zzz' in the test",
            ])
    }

    @Test func aMemberInHandIsReadItselfNotTheFirstWithItsKey() {
        var fields = Self.fields(#"{"a": 1, "a": "x"}"#)
        let second = fields.object.members[1]
        #expect(fields.string(second) == "x")
        #expect(fields.string("a") == nil)
        #expect(
            fields.diagnostics.map(Self.line) == ["1:7 error test.value wrongType a: must be a string, not a number"])
    }

    @Test func aNestedReaderHasItsOwnWordsAndItsFindingsFlushInOrder() {
        var fields = Self.fields()
        _ = fields.bool("name")
        let box = fields.object("box")!
        let words = JSONFieldWords(code: DiagnosticCode("test.nested"), message: { "nested \($0.key)" })
        var nested = fields.reading(box, at: fields.object["box"]!.position, words: words)
        _ = nested.string("a")
        nested.flush(into: &fields.diagnostics)
        #expect(nested.diagnostics.isEmpty)
        #expect(
            fields.diagnostics.map(Self.line) == [
                #"2:9 error test.value wrongType name: must be true or false, not "card""#,
                "11:14 error test.nested nested a",
            ])
    }

    @Test func findingsNameTheTokenOfTheWords() {
        var fields = Self.fields()
        fields.words.token = "spacing.card"
        _ = fields.number("name")
        #expect(fields.diagnostics.map(\.tokenPath) == ["spacing.card"])
    }

    @Test func listsReadAsMessagesSayThem() {
        #expect(JSONFieldWords.list(["a"]) == #""a""#)
        #expect(JSONFieldWords.list(["a", "b", "c"]) == #""a", "b" or "c""#)
        #expect(JSONFieldWords.or(["x", "y"]) == "x or y")
    }
}
