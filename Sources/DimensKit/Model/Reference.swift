import Foundation

extension DiagnosticCode {
    /// A malformed reference (`"{a..b}"`, `"{a.b"`, `$ref` that is not a local JSON Pointer).
    package static let aliasSyntax = DiagnosticCode("alias.syntax")
    /// A reference to a token, or a token's property, that does not exist (found by the load
    /// stage for `$type` and `$description` pointers, by the resolve stage for values).
    package static let aliasUnknown = DiagnosticCode("alias.unknown")
    /// References that refer to each other in a loop.
    package static let aliasCycle = DiagnosticCode("alias.cycle")
}

/// A DTCG reference to another token: `"{group.token}"` or `{"$ref": "#/group/token"}`.
package struct Reference: Hashable, Sendable, CustomStringConvertible {
    /// How the reference was written.
    package enum Syntax: Hashable, Sendable { case curly, pointer }

    package var syntax: Syntax
    /// The token (or group) the reference names.
    package var target: TokenPath
    /// For pointers into a value (`#/a/b/$value/value`): the segments after `$value`.
    /// Empty for `#/a/b/$value`; nil for a reference to the token itself.
    package var valuePath: [String]?
    /// The reference as written, for messages.
    package var text: String

    package var description: String { text }

    /// What a JSON value is, seen as a possible reference.
    package enum Detection: Sendable {
        case notAReference
        case reference(Reference)
        case malformed(String)

        package var isReference: Bool { if case .reference = self { true } else { false } }
    }

    /// Recognises a whole-string curly alias or a `$ref` object; anything else is not a reference.
    package static func detect(in value: JSONValue) -> Detection {
        switch value.kind {
        case .string(let text):
            let opens = text.hasPrefix("{")
            let closes = text.hasSuffix("}") && text.count >= 2
            guard opens, closes else { return unbalanced(text, opens: opens, closes: text.hasSuffix("}")) }
            let inner = text.dropFirst().dropLast()
            guard !inner.contains(where: { $0 == "{" || $0 == "}" }) else {
                // `{a}{b}` is aliases joined; `{greeting}, {name}` is text that holds braces.
                guard !text.contains(where: { $0.isWhitespace || $0 == "," }) else { return .notAReference }
                return .malformed(
                    "\(text) is not one alias: an alias is a whole string {group.token}, and DTCG does not join several"
                )
            }
            let segments = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !segments.contains(where: \.isEmpty) else {
                return .malformed("alias \(text) has an empty name; write it as {group.token}")
            }
            return .reference(Reference(syntax: .curly, target: TokenPath(segments), valuePath: nil, text: text))
        case .object(let object):
            guard let ref = object["$ref"] else { return .notAReference }
            guard let pointer = ref.string else {
                return .malformed("\"$ref\" must be a string such as \"#/group/token\"")
            }
            if let extra = object.members.first(where: { $0.key != "$ref" }) {
                return .malformed("a reference object holds \"$ref\" alone; '\(extra.key)' cannot stand beside it")
            }
            return parsePointer(pointer)
        default:
            return .notAReference
        }
    }

    /// A string with a brace at one end only (`"{foo.bar"`, `"foo.bar}"`) is an alias missing the
    /// other brace (DTCG §7.4.5: malformed curly braces are an error); text with spaces or braces
    /// inside, such as `"{count} items"` or `"{ hello"`, is not a reference at all.
    private static func unbalanced(_ text: String, opens: Bool, closes: Bool) -> Detection {
        guard !text.contains(where: \.isWhitespace) else { return .notAReference }
        if opens, !text.contains("}") {
            return .malformed("alias \(text) is missing its closing '}'; write it as {group.token}")
        }
        if closes, !text.contains("{") {
            return .malformed("alias \(text) is missing its opening '{'; write it as {group.token}")
        }
        return .notAReference
    }

    /// The unescaped segments of a local pointer `#/a/b~1c` (`["a", "b/c"]`).
    static func segments(of pointer: String) -> [String] {
        pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    /// RFC 6901 JSON Pointer in a URI fragment, local to the loaded token set.
    static func parsePointer(_ pointer: String) -> Detection {
        guard pointer.hasPrefix("#/") else {
            return .malformed(
                pointer.contains("#")
                    ? "\"$ref\" \"\(pointer)\" points into another file; load that file too and write \"#/…\""
                    : "\"$ref\" \"\(pointer)\" must be a JSON Pointer fragment such as \"#/group/token\"")
        }
        let segments = segments(of: pointer)
        guard let valueIndex = segments.firstIndex(of: "$value") else {
            return .reference(Reference(syntax: .pointer, target: TokenPath(segments), valuePath: nil, text: pointer))
        }
        return .reference(
            Reference(
                syntax: .pointer, target: TokenPath(Array(segments[..<valueIndex])),
                valuePath: Array(segments[(valueIndex + 1)...]), text: pointer))
    }
}
