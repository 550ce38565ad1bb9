/// Swift's rules for a type or property name, as the generated code needs them.
package enum SwiftIdentifier {
    /// An ASCII identifier: letters, digits and `_`, not starting with a digit, not a keyword.
    package static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        let allowed = name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
        }
        return allowed && !keywords.contains(name)
    }

    /// Swift's keywords, which a generated name escapes in backticks and a type name may not be.
    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]
}
