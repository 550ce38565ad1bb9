/// Writes `JSONValue`s as deterministic UTF-8 JSON text: members in the order given, two-space
/// indentation, `\n` line ends, numbers in their literal form, and a trailing newline.
public enum JSONWriter {
    public static func write(_ value: JSONValue, pretty: Bool = true) -> String {
        var out = ""
        append(value, to: &out, indent: pretty ? "" : nil)
        if pretty { out += "\n" }
        return out
    }

    private static func append(_ value: JSONValue, to out: inout String, indent: String?) {
        switch value.kind {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let number): out += number.literal
        case .string(let text): appendString(text, to: &out)
        case .array(let items):
            appendContainer(items, open: "[", close: "]", to: &out, indent: indent) { item, out, inner in
                append(item, to: &out, indent: inner)
            }
        case .object(let object):
            appendContainer(object.members, open: "{", close: "}", to: &out, indent: indent) { member, out, inner in
                appendString(member.key, to: &out)
                out += inner == nil ? ":" : ": "
                append(member.value, to: &out, indent: inner)
            }
        }
    }

    private static func appendContainer<Element>(
        _ elements: [Element], open: String, close: String, to out: inout String, indent: String?,
        each: (Element, inout String, String?) -> Void
    ) {
        out += open
        guard !elements.isEmpty else { out += close; return }
        let inner = indent.map { $0 + "  " }
        for (i, element) in elements.enumerated() {
            if i > 0 { out += "," }
            if let inner { out += "\n" + inner }
            each(element, &out, inner)
        }
        if let indent { out += "\n" + indent }
        out += close
    }

    static func appendString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

extension JSONValue {
    /// Builders for code that writes JSON: `.object(["a": .string("b")])`, in the order given.
    public static func object(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
        object(members.map { ($0.key, $0.value) })
    }

    public static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(JSONObject(members.map { JSONObject.Member(key: $0.0, keyPosition: .start, value: $0.1) })))
    }

    public static func array(_ items: [JSONValue]) -> JSONValue { JSONValue(.array(items)) }
    public static func string(_ text: String) -> JSONValue { JSONValue(.string(text)) }
    public static func bool(_ flag: Bool) -> JSONValue { JSONValue(.bool(flag)) }
    public static let null = JSONValue(.null)

    /// A number in the shortest round-tripping decimal form, never `-0` or an exponent.
    public static func number(_ value: Double) -> JSONValue {
        JSONValue(.number(JSONNumber(literal: NumberText.plain(value == 0 ? 0 : value))))
    }

    public static func number(_ value: Int) -> JSONValue { JSONValue(.number(JSONNumber(literal: String(value)))) }
}
