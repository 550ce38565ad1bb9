/// Writes `JSONValue`s as deterministic UTF-8 JSON text: members in the order given, two-space
/// indentation, `\n` line ends, numbers in their literal form, and a trailing newline.
public enum JSONWriter {
    public static func write(_ value: JSONValue, pretty: Bool = true) -> String {
        var out = JSONTextBuffer(pretty: pretty)
        out.value(value)
        if pretty { out.byte(UInt8(ascii: "\n")) }
        return out.text
    }
}

/// A byte buffer that JSON is written into piece by piece, for output too large to build as a tree
/// first. Containers are opened and closed explicitly; commas and indentation are its business.
package struct JSONTextBuffer {
    package private(set) var bytes: [UInt8] = []
    let pretty: Bool
    private var depth = 0
    private var needsComma = false

    package init(pretty: Bool = true, capacity: Int = 0) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The bytes written so far, handed over and cleared; what comes next is written as if they
    /// were still there (for text assembled from pieces written apart).
    mutating func takeBytes() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }

    /// What `item` writes between two elements of the array being written: the comma and, in
    /// pretty text, the line break and indentation.
    var itemSeparator: [UInt8] {
        [UInt8(ascii: ",")] + (pretty ? [UInt8(ascii: "\n")] + repeatElement(UInt8(ascii: " "), count: depth * 2) : [])
    }

    mutating func byte(_ b: UInt8) { bytes.append(b) }

    /// Starts an array or object member: the comma and line break before it.
    private mutating func element() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        if pretty, depth > 0 {
            bytes.append(UInt8(ascii: "\n"))
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
        }
        needsComma = true
    }

    package mutating func open(_ bracket: Character) {
        bytes.append(bracket == "[" ? UInt8(ascii: "[") : UInt8(ascii: "{"))
        depth += 1
        needsComma = false
    }

    package mutating func close(_ bracket: Character) {
        depth -= 1
        if pretty, needsComma {
            bytes.append(UInt8(ascii: "\n"))
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
        }
        bytes.append(bracket == "]" ? UInt8(ascii: "]") : UInt8(ascii: "}"))
        needsComma = true
    }

    /// The key of the next object member; its value follows.
    package mutating func key(_ key: String) {
        element()
        string(key)
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
        needsComma = false
    }

    /// Starts the next array element (not needed after `key`).
    package mutating func item() {
        element()
        needsComma = false
    }

    /// The next array element, already written as JSON text (one compact line, say).
    package mutating func item(json: [UInt8]) {
        element()
        bytes.append(contentsOf: json)
    }

    /// A value already written as JSON text (after `key` or `item`).
    package mutating func raw(_ json: [UInt8]) {
        bytes.append(contentsOf: json)
        needsComma = true
    }

    package mutating func number(_ value: Double) {
        bytes.append(contentsOf: NumberText.plain(value == 0 ? 0 : value).utf8)
        needsComma = true
    }

    /// A key written before: `"id": ` with quotes, escapes and separator, for `key(encoded:)`.
    package static func encodedKey(_ key: String, pretty: Bool = true) -> [UInt8] {
        var buffer = JSONTextBuffer(pretty: pretty)
        buffer.string(key)
        return buffer.bytes + (pretty ? [UInt8(ascii: ":"), UInt8(ascii: " ")] : [UInt8(ascii: ":")])
    }

    /// The key of the next object member, from `encodedKey`.
    package mutating func key(encoded: [UInt8]) {
        element()
        bytes.append(contentsOf: encoded)
        needsComma = false
    }

    package mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { quoted($0) }
    }

    /// `utf8` as a JSON string: quoted, with quotes, backslashes and control characters escaped.
    private mutating func quoted(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        if utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            bytes.append(contentsOf: utf8)
            bytes.append(UInt8(ascii: "\""))
            needsComma = true
            return
        }
        for b in utf8 {
            switch b {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [
                    UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(b >> 4)],
                    hex[Int(b & 0xF)],
                ])
            default: bytes.append(b)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// Any parsed or built value, recursively.
    package mutating func value(_ value: JSONValue) {
        switch value.kind {
        case .null:
            bytes.append(contentsOf: "null".utf8)
            needsComma = true
        case .bool(let flag):
            bytes.append(contentsOf: (flag ? "true" : "false").utf8)
            needsComma = true
        case .number(let number):
            bytes.append(contentsOf: number.literal.utf8)
            needsComma = true
        case .string(let text): string(text)
        case .array(let items):
            open("[")
            for item in items {
                self.item()
                self.value(item)
            }
            close("]")
        case .object(let object):
            open("{")
            for member in object.members {
                key(member.key)
                self.value(member.value)
            }
            close("}")
        }
    }
}

extension JSONValue {
    /// Builders for code that writes JSON: `.object(["a": .string("b")])`, in the order given.
    package static func object(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
        object(members.map { ($0.key, $0.value) })
    }

    package static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(JSONObject(members.map { JSONObject.Member(key: $0.0, keyPosition: .start, value: $0.1) })))
    }

    package static func array(_ items: [JSONValue]) -> JSONValue { JSONValue(.array(items)) }
    package static func string(_ text: String) -> JSONValue { JSONValue(.string(text)) }
    package static func bool(_ flag: Bool) -> JSONValue { JSONValue(.bool(flag)) }
    package static let null = JSONValue(.null)

    /// A number in the shortest round-tripping decimal form, never `-0` or an exponent.
    package static func number(_ value: Double) -> JSONValue {
        JSONValue(.number(JSONNumber(literal: NumberText.plain(value == 0 ? 0 : value))))
    }

    package static func number(_ value: Int) -> JSONValue { JSONValue(.number(JSONNumber(literal: String(value)))) }
}
