import DimensKit
import Foundation
import Testing

@testable import DimensKit

/// The android output without Android's tools: golden files, names, escaping, value kinds and
/// units, and the errors a build reports before writing anything.
struct AndroidResourcesTests {
    static let expected = Fixtures.root.appendingPathComponent("build/android-awkward/expected")

    /// The fixture's files match their golden copies, and no file is missing or extra.
    @Test func theFilesMatchTheirGoldenFiles() throws {
        let build = try AndroidBuild("android-awkward")
        let resources = build.resources
        for (path, text) in resources {
            try Golden.check(text, against: Self.expected.appendingPathComponent("res/" + path))
        }
        let json = try #require(build.compilation.outputs.first { $0.path == "dimens.json" }?.text)
        try Golden.check(json, against: Self.expected.appendingPathComponent("dimens.json"))
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: Self.expected.appendingPathComponent("res").path)
        #expect(Set(folders.map { "\($0)/dimens.xml" }) == Set(resources.keys))
    }

    /// Lengths in dp, text sizes (a `textStyle`, a typography's lengths) in sp, a typography's
    /// letter spacing a float `<item>` in ems, whole numbers as `<integer>`, fractional ones as a
    /// float `<item>`, strings untranslatable and unformatted.
    @Test func eachKindHasItsElement() throws {
        let values = try #require(try AndroidBuild("android-awkward").resources["values/dimens.xml"])
        for line in [
            #"<dimen name="class_">"#, #"<dimen name="_2xl">"#, #"<dimen name="space_inset">-"#,
            #"<integer name="columns">2</integer>"#, #"<item name="ratio" type="dimen" format="float">1.5</item>"#,
            #"<bool name="shows_rail">false</bool>"#,
            #"<string name="label_empty" translatable="false" formatted="false"></string>"#,
            #"<item name="text_title_letter_spacing" type="dimen" format="float">0</item>"#,
        ] {
            #expect(values.contains(line), "values/dimens.xml lacks \(line)")
        }
        #expect(values.contains(#/<dimen name="font_size_body">[0-9.]+sp</dimen>/#))
        #expect(values.contains(#/<dimen name="text_title_font_size">[0-9.]+sp</dimen>/#))
        #expect(!values.contains("text_title_font_weight") && !values.contains("text_title_font_family"))
        #expect(values.contains("<!-- 2xl (fixed): Digits first - - and a comment's end - -> -->"))
    }

    @Test(arguments: [
        ("plain", "plain"),
        ("@home", #"\@home"#),
        ("?attr", #"\?attr"#),
        ("a@b?", "a@b?"),
        (#"say "hi" it's"#, #"say \"hi\" it\'s"#),
        (#"back\slash"#, #"back\\slash"#),
        ("a & <b>", "a &amp; &lt;b&gt;"),
        ("line\nbreak\ttab", #"line\nbreak\ttab"#),
        ("  spaced  out ", #""  spaced  out ""#),
        ("bell\u{7}", #"bell\u0007"#),
        ("not xml \u{FFFE}\u{FFFF}", #"not xml \ufffe\uffff"#),
        ("✓ 🙂", "✓ 🙂"),
    ])
    func stringsAreEscapedForAndroid(_ text: String, _ escaped: String) {
        #expect(AndroidText.string(text) == escaped)
    }

    @Test func commentsHoldOnlyWhatXMLAllows() {
        #expect(AndroidText.comment("a -- b\u{FFFF}\u{1}c-") == "a - - b\u{FFFD}\u{FFFD}c- ")
        #expect(AndroidText.comment("---") == "- - - ")
    }

    /// A combining mark after `--` or `*/` makes one character of the pair's last scalar: a search
    /// by characters misses it, aapt and javac do not.
    @Test func pairsFollowedByACombiningMarkAreSeparated() {
        #expect(AndroidText.comment("a--\u{301}b*/\u{301}") == "a- -\u{301}b* /\u{301}")
        #expect(AndroidText.string("a \u{20}\u{301}") == "\"a \u{20}\u{301}\"")
    }

    @Test(arguments: [
        ("spacing.card-padding", "spacing_card_padding"), ("font.largeTitle", "font_large_title"),
        ("2xl", "_2xl"), ("class", "class_"), ("café.size", "caf__size"), ("a.b_c", "a_b_c"),
    ])
    func namesAreAndroidResourceNames(_ path: String, _ name: String) {
        #expect(AndroidNames.resource(NameStyles(path: TokenPath(dotted: path))) == name)
    }

    /// Two tokens with one resource name, and a length past what Android stores, are errors
    /// naming the tokens; nothing is rendered.
    @Test(arguments: [
        (
            #"{"gap": {"$type": "dimension", "small-x": {"$value": {"value": 1, "unit": "px"}}, "smallX": {"$value": {"value": 2, "unit": "px"}}}}"#,
            DiagnosticCode.androidNameCollision,
            "'gap.smallX' and 'gap.small-x' both become the Android resource 'gap_small_x'"
        ),
        (
            #"{"huge": {"$type": "dimension", "$value": {"value": 9000000, "unit": "px"}, "$extensions": {"dimens": {"model": "none"}}}}"#,
            DiagnosticCode.androidValue, "'huge' is 9000000 in values, more than an Android dimension holds"
        ),
        (
            #"{"far": {"$type": "number", "$value": 1.5e300, "$extensions": {"dimens": {"model": "none"}}}}"#,
            DiagnosticCode.androidValue, "more than an Android float holds"
        ),
    ])
    func problemsAreErrorsBeforeAnythingIsWritten(_ tokens: String, _ code: DiagnosticCode, _ message: String) {
        var config = Config(directory: ".")
        config.platforms = [.android]
        config.outputs = [Config.Output(template: "android", path: "res")]
        let compilation = Pipeline.compile(
            sources: .files([SourceFile(path: "a.tokens.json", text: tokens)]), config: config, catalog: .builtIn)
        #expect(compilation.outputs.isEmpty)
        let found = compilation.diagnostics.all.first { $0.code == code }
        #expect(found?.message.contains(message) == true, "\(compilation.diagnostics.all.map(\.message))")
    }

    /// Int32's whole range is an `<integer>`, its lowest value included; past it a float.
    @Test(arguments: [(-2_147_483_648.0, true), (2_147_483_647, true), (-2_147_483_649, false), (0.5, false)])
    func integersSpanInt32(_ value: Double, _ integer: Bool) {
        var steps = AndroidBuckets.Steps()
        steps.writes = [(0, .number(value))]
        #expect(AndroidResources.isInteger(steps) == integer)
    }

    @Test func onlyFilesWithTheHeaderCountAsGenerated() throws {
        let text = try #require(try AndroidBuild("android-awkward").resources["values/dimens.xml"])
        #expect(AndroidResources.isGenerated(text))
        #expect(!AndroidResources.isGenerated("<?xml version=\"1.0\"?>\n<resources/>\n"))
        #expect(!AndroidResources.isGenerated(AndroidResources.header))
    }

    /// The qualifier and tolerance options are checked where they are written.
    @Test(arguments: [
        (#"{"qualifier": "h"}"#, #""qualifier" must be "sw" (the default) or "w", not "h""#),
        (#"{"tolerance": 0}"#, #""tolerance" must be a number between 0 and 1, such as 0.02, not a number"#),
        (#"{"tolerance": 1.5}"#, "\"tolerance\" must be a number between 0 and 1"),
        (#"{"typeName": "X"}"#, "unknown option 'typeName': the android output takes qualifier, tolerance"),
    ])
    func optionsAreChecked(_ options: String, _ message: String) {
        let text =
            #"{"platforms": ["android"], "outputs": [{"template": "android", "path": "res", "options": \#(options)}]}"#
        let (_, diagnostics) = ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".")
        #expect(diagnostics.count == 1 && diagnostics[0].message.contains(message), "\(diagnostics.map(\.message))")
    }
}
