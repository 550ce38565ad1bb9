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
        let code = String(decoding: TemplateText.withoutMustacheComments(Array(template.utf8)), as: UTF8.self)
        var names = keywords
        var word = ""
        var scalars = code.unicodeScalars.makeIterator()
        var previous: Unicode.Scalar = " "
        func flush() {
            if let first = word.unicodeScalars.first, !("0"..."9").contains(first) { names.insert(word) }
            word = ""
        }
        while let scalar = scalars.next() {
            switch scalar {
            case "{" where previous == "{", "\"", "'", "`",
                "*" where previous == "/", "/" where previous == "/":
                flush()
                let end: String =
                    switch scalar {
                    case "{": "}}"
                    case "*": "*/"
                    case "/": "\n"
                    default: String(scalar)
                    }
                skip(past: end, in: &scalars)
                previous = " "
                continue
            case _
            where scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
                || scalar == "$":
                word.unicodeScalars.append(scalar)
            default: flush()
            }
            previous = scalar
        }
        flush()
        return names
    }

    /// Advances past the next `end` (a string's quote skips escaped ones).
    private static func skip(past end: String, in scalars: inout String.UnicodeScalarView.Iterator) {
        let target = Array(end.unicodeScalars)
        var recent: [Unicode.Scalar] = []
        var escaped = false
        while let scalar = scalars.next() {
            if target.count == 1, scalar == "\\", !escaped {
                escaped = true
                continue
            }
            defer { escaped = false }
            recent.append(scalar)
            if recent.count > target.count { recent.removeFirst() }
            if recent == target, !(target.count == 1 && escaped) { return }
        }
    }
}
