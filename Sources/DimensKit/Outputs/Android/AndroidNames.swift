/// Android resource names: `[a-z0-9_]`, as `R.dimen.…` fields are Java identifiers, and none a
/// word Kotlin reserves, so Kotlin reads every one as `R.dimen.name` without backticks.
enum AndroidNames {
    /// `spacing.card-padding` → `spacing_card_padding`, `text.body.fontSize` → `text_body_font_size`:
    /// the path's words in lower case joined by `_`, any other character `_`; a name starting with
    /// a digit gets a leading `_`, a Java keyword or a Kotlin hard keyword a trailing one
    /// (`class_`, `object_`: `R.dimen.object` is no Kotlin expression).
    static func resource(_ names: NameStyles) -> String {
        var name = String(
            String.UnicodeScalarView(
                names.kebab.unicodeScalars.map { scalar in
                    ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) ? scalar : "_"
                }))
        if name.isEmpty { name = "_" }
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "_" + name }
        return javaKeywords.contains(name) || KotlinIdentifier.keywords.contains(name) ? name + "_" : name
    }

    /// Java's reserved words and literals, which a resource name may not be.
    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if",
        "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
        "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
        "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null", "_",
    ]
}
