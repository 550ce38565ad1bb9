/// A parsed JSON value that remembers where it was written and the order of its members. Outside
/// the package it is opaque: `JSONWriter.write(_:pretty:)` prints it.
public struct JSONValue: Sendable, Hashable {
    /// The shape of a JSON value.
    package enum Kind: Sendable, Hashable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONValue])
        case object(JSONObject)
    }

    package var kind: Kind
    /// Where the value starts (its first character).
    package var position: SourcePosition

    package init(_ kind: Kind, at position: SourcePosition = .start) {
        self.kind = kind
        self.position = position
    }

    package var string: String? { if case .string(let s) = kind { s } else { nil } }
    package var number: JSONNumber? { if case .number(let n) = kind { n } else { nil } }
    package var bool: Bool? { if case .bool(let b) = kind { b } else { nil } }
    package var object: JSONObject? { if case .object(let o) = kind { o } else { nil } }
    package var array: [JSONValue]? { if case .array(let a) = kind { a } else { nil } }

    /// A short name of the value's kind for messages: "a string", "an object", …
    package var kindDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value as messages show it: a string in quotes, anything else by its kind.
    package var shown: String { string.map { "\"\($0)\"" } ?? kindDescription }
}

/// A JSON number as written, so integers, decimals and their exact text survive parsing.
package struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The literal exactly as in the source, e.g. `-1.50e3`.
    package var literal: String
    /// True when the literal has no fraction and no exponent.
    package var isInteger: Bool
    /// The nearest `Double`; may be infinite for literals beyond its range.
    package var double: Double

    package init(literal: String) {
        self.literal = literal
        isInteger = !literal.contains { $0 == "." || $0 == "e" || $0 == "E" }
        double = Double(literal) ?? .nan
    }

    package var description: String { literal }
}

/// A JSON object's members in source order, each with the position of its key.
package struct JSONObject: Sendable, Hashable {
    /// One `"key": value` pair.
    package struct Member: Sendable, Hashable {
        package var key: String
        package var keyPosition: SourcePosition
        package var value: JSONValue

        package init(key: String, keyPosition: SourcePosition, value: JSONValue) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    package var members: [Member]

    package init(_ members: [Member] = []) { self.members = members }

    /// The first member with this key (the parser reports later duplicates).
    package subscript(key: String) -> JSONValue? { member(key)?.value }

    package func member(_ key: String) -> Member? { members.first { $0.key == key } }

    package var keys: [String] { members.map(\.key) }
}

extension JSONValue {
    /// The same value, wherever each is written (positions and number spellings such as `1.0`
    /// and `1.00` aside, compared as compact JSON text).
    package func sameValue(as other: JSONValue) -> Bool {
        JSONWriter.write(self, pretty: false) == JSONWriter.write(other, pretty: false)
    }
}
