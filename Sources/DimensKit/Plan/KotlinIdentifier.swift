/// Kotlin's rules for the names generated Kotlin declares.
package enum KotlinIdentifier {
    /// Kotlin's hard keywords, which a generated name escapes in backticks and a package or type
    /// name may not be (Kotlin Language Specification, "Keywords and operators").
    package static let keywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while",
    ]

    /// Types the generated Kotlin names without a package (Kotlin's own, and the ones it declares
    /// inside the generated class), which a `typeName` in the same package would shadow.
    package static let typesTheTableUses: Set<String> = [
        "Any", "Array", "Boolean", "Comparable", "Double", "DoubleArray", "Float", "Int", "List", "String", "Unit",
        "Family", "WidthClass", "Rank", "Dp", "TextUnit",
    ]

    /// A package name: lowercase ASCII names of letters, digits and `_` joined by dots, none a
    /// keyword (`com.example.design`).
    package static func isValidPackage(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty
            && parts.allSatisfy { part in
                guard let first = part.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
                return part.unicodeScalars.allSatisfy {
                    ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
                }
                    && !keywords.contains(String(part))
            }
    }
}
