import Testing

@testable import DimensKit

/// What is an alias (DTCG §7.1): a whole string `{group.token}` or an object of `$ref` alone; a
/// string with a brace at one end only, or several aliases joined, is a malformed one (§7.4.5).
struct ReferenceTests {
    static func detect(_ json: String) -> String {
        guard let value = JSONParser.parse(SourceFile(path: "r.json", text: json)).value else { return "bad json" }
        switch Reference.detect(in: value) {
        case .notAReference: return "value"
        case .reference(let reference):
            return "\(reference.target)" + (reference.valuePath.map { " at " + $0.joined(separator: "/") } ?? "")
        case .malformed: return "malformed"
        }
    }

    @Test(arguments: [
        ("§7.1.1 a curly alias", ##""{spacing.card}""##, "spacing.card"),
        ("§7.1.2 a JSON Pointer to a token", ##"{"$ref": "#/spacing/card"}"##, "spacing.card"),
        ("§7.1.2 a pointer to a token's $value", ##"{"$ref": "#/spacing/card/$value"}"##, "spacing.card at "),
        ("§7.3 a pointer into a value", ##"{"$ref": "#/color/$value/components/0"}"##, "color at components/0"),
        ("RFC 6901 escapes", ##"{"$ref": "#/a~1b/c~0d"}"##, "a/b.c~d"),
        ("§7.4.5 missing the closing brace", ##""{foo.bar""##, "malformed"),
        ("§7.4.5 missing the opening brace", ##""foo.bar}""##, "malformed"),
        ("§7.4.5 a lone brace", ##""{""##, "malformed"),
        ("§7.4.5 aliases are not joined", ##""{a}{b}""##, "malformed"),
        ("§7.4.5 an empty segment", ##""{a..b}""##, "malformed"),
        ("§7.1.2 $ref stands alone in its object", ##"{"$ref": "#/a", "$type": "color"}"##, "malformed"),
        ("§7.1.2 $ref is a string", ##"{"$ref": 3}"##, "malformed"),
        ("text with braces inside is not an alias", ##""{count} items""##, "value"),
        ("a label of two placeholders is text", ##""{greeting}, {name}""##, "value"),
        ("a brace and a space are text", ##""{ hello""##, "value"),
        ("a font name", ##""Helvetica Neue""##, "value"),
    ])
    func detection(_ name: String, _ json: String, _ expected: String) {
        #expect(Self.detect(json) == expected, "\(name)")
    }
}
