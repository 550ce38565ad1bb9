import Testing

@testable import DimensKit

/// The names the Kotlin templates reserve are read from the templates themselves: the properties
/// of a class that also has one per token, its constructor's included, and nothing else.
struct KotlinReservedNamesTests {
    @Test func theBuiltInTemplatesReserveTheirOwnProperties() {
        #expect(
            Set(KotlinReservedNames.names(in: BuiltInTemplates.sources["kotlin"] ?? "")) == ["lineValues", "tableRow"])
        #expect(KotlinReservedNames.names(in: BuiltInTemplates.sources["compose"] ?? "") == ["raw"])
        #expect(Set(NameCheck.reservedKotlinNames) == ["tableRow", "lineValues", "raw"])
    }

    @Test(arguments: [
        // A property added beside the tokens is reserved, a constructor's too.
        (
            "class {{{typeName}}}(private val row: Int) {\n{{#kotlin.columns}}\n    val {{{name}}}: Float get() = 1f\n{{/kotlin.columns}}\n    val extra: Int = 2\n}\n",
            ["row", "extra"]
        ),
        // Properties of a class without per-token ones, parameters of a function, and what sits in
        // comments, strings and raw strings stay free.
        (
            "class Rank(val widthClass: Int) {\n    val order: Int = 1\n}\nfun f(val x: Int) {}\n// val commented = 1\nprivate const val TABLE: String = \"\"\"\nval inRaw = 1\n\"\"\"\n",
            []
        ),
        // A constructor over several lines, its brace on the next line; quotes, braces and `"""`
        // in comments, strings and characters; a Mustache comment over several lines.
        (
            "class {{{typeName}}}Units(\n    val raw: Int,\n)\n{\n    // a \"\"\" in a comment, and a {\n    /* { */ val c = '{'\n    val s = \"}\"\n{{! a comment\n  over lines }}\n    val {{{name}}}: Int get() = raw\n}\n",
            ["raw", "c", "s"]
        ),
        // A property whose name only begins with a tag is not per token.
        ("class D {\n    val {{{typeName}}}Default: Int = 1\n    val other = 2\n}\n", []),
        // A local inside a per-token class's function is not a member.
        (
            "class D {\n    val {{{name}}}: Int get() = 1\n    fun g(): Int {\n        val local = 2\n        return local\n    }\n}\n",
            []
        ),
    ])
    func readsWhatATemplateDeclaresBesideTheTokens(_ source: String, _ reserved: [String]) {
        #expect(KotlinReservedNames.names(in: source) == Set(reserved))
    }
}
