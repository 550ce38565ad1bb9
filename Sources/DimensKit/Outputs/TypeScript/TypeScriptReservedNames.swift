/// The names a `typeName` may not take in the typescript output: TypeScript's reserved words and
/// primitive types, and every name the template's code uses (its declarations, imports and the
/// globals it reads: `Platform`, `Uint8Array`, `DataView`, `Math`), read from its text, so a
/// template of your own reserves what it uses.
enum TypeScriptReservedNames {
    /// Reserved words, strict-mode reserved words and the names of primitive types.
    static let keywords: Set<String> = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
        "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof",
        "new", "null", "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void",
        "while", "with", "implements", "interface", "let", "package", "private", "protected", "public", "static",
        "yield", "await", "any", "boolean", "number", "string", "symbol", "bigint", "object", "never", "unknown",
        "undefined", "type", "as", "readonly", "keyof", "infer", "is", "declare", "namespace", "module",
    ]

    /// The identifiers of `template`'s code: outside Mustache tags, comments and string literals.
    static func names(in template: String) -> Set<String> {
        keywords.union(
            TemplateText.tokens(TemplateText.code(template, .typescript)).filter {
                $0.first.map { $0.isLetter || $0 == "_" } ?? false
            })
    }
}
