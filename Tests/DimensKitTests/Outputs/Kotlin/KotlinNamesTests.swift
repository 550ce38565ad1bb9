import DimensKit
import Foundation
import Testing

@testable import DimensKit

/// Names and text in generated Kotlin, checked without kotlinc: property names, collisions and
/// reserved names as errors before anything renders, packages and type names, string literals
/// and comments.
struct KotlinNamesTests {
    @Test(arguments: [
        ("spacing.card-padding", "spacingCardPadding"), ("2xl", "_2xl"), ("class", "class"), ("icon.🙂", "icon_"),
        ("text.body.fontSize", "textBodyFontSize"), ("间距.小", "间距小"),
        // Marks and symbols are not Kotlin letters; `_` alone is reserved.
        ("कार्ड", "क_र_ड"), ("Ⓐx", "_x"), ("_", "value"), ("-", "value"),
    ])
    func propertyNames(_ path: String, _ name: String) {
        #expect(KotlinNames.property(NameStyles(path: TokenPath(dotted: path))) == name)
    }

    func compile(_ tokens: String, options: String = "{}") -> Pipeline.Compilation {
        let (config, diagnostics) = ConfigParser.parse(
            SourceFile(
                path: "dimens.json",
                text:
                    #"{"platforms": ["android"], "outputs": [{"template": "kotlin", "path": "D.kt", "options": \#(options)}]}"#
            ),
            directory: ".")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return Pipeline.compile(
            sources: .files([SourceFile(path: "a.tokens.json", text: tokens)]), config: config!, catalog: .builtIn)
    }

    @Test(arguments: [
        (
            #"{"gap": {"$type": "number", "small-x": {"$value": 1}, "smallX": {"$value": 2}}}"#, "{}",
            DiagnosticCode.kotlinNameCollision, "'gap.smallX' and 'gap.small-x' both become the Kotlin name 'gapSmallX'"
        ),
        (
            #"{"table-row": {"$type": "number", "$value": 1}}"#, "{}", .kotlinReservedName,
            "'table-row' becomes 'tableRow', a name the generated Kotlin uses itself"
        ),
        (
            #"{"x": {"$type": "number", "$value": 1}}"#, #"{"typeName": "object"}"#, .configValue,
            "typeName 'object' is a Kotlin keyword"
        ),
        (
            #"{"x": {"$type": "number", "$value": 1}}"#, #"{"typeName": "Float"}"#, .configValue,
            "typeName 'Float' is a type the generated Kotlin uses by that name"
        ),
    ])
    func namingProblemsAreErrors(_ tokens: String, _ options: String, _ code: DiagnosticCode, _ message: String) {
        let compilation = compile(tokens, options: options)
        #expect(compilation.outputs.isEmpty)
        let found = compilation.diagnostics.all.first { $0.code == code }
        #expect(found?.message.contains(message) == true, "\(compilation.diagnostics.all.map(\.message))")
    }

    @Test(arguments: [
        ("dimens", true), ("com.example.design", true), ("com.example_2.ui", true), ("Com.example", false),
        ("com.fun", false), ("com..x", false), ("2d", false), ("", false),
    ])
    func packages(_ name: String, _ valid: Bool) {
        #expect(KotlinIdentifier.isValidPackage(name) == valid)
    }

    @Test(arguments: [
        ("plain", #""plain""#), (#"a "q" \ b"#, #""a \"q\" \\ b""#), ("cost $5", #""cost \$5""#),
        ("line\nnext\ttab", #""line\nnext\ttab""#), ("bell\u{7}", #""bell\u0007""#), ("🙂", #""🙂""#),
    ])
    func stringLiterals(_ text: String, _ literal: String) {
        #expect(KotlinText.literal(text) == literal)
    }

    /// Kotlin's block comments nest, so a description may hold neither `*/` nor `/*`.
    @Test func commentsCannotCloseOrOpenABlock() {
        #expect(OutputLanguage.kotlin.text("a */ b /* c\nd") == "a * / b / * c d")
    }
}

/// Text in Kotlin comments: KDoc reads `[…]` as a link, and kotlinc cannot parse `[$]`, `[$x]` or
/// `[x.]`: brackets (and the backslashes that would unescape them) are escaped; `*/` and `/*`
/// cannot end or open a comment.
struct KotlinCommentTextTests {
    @Test(arguments: [
        ("brackets [$] and [$x] and [x.]", #"brackets \[$\] and \[$x\] and \[x.\]"#),
        (#"a\[b]"#, #"a\\\[b\]"#), ("ends */ opens /*", "ends * / opens / *"), ("plain", "plain"),
        ("*/\u{301} /*\u{301} [\u{301}", "* /\u{301} / *\u{301} \\[\u{301}"), ("*/*", "* / *"),
    ])
    func kdocText(_ raw: String, _ written: String) {
        #expect(OutputLanguage.kotlin.text(raw) == written)
    }
}
