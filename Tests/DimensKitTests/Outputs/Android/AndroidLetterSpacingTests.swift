import DimensKit
import Foundation
import Testing

/// A typography's letter spacing reaches `android:letterSpacing` as Android inflates it: the
/// example's resources and a layout that sets the attribute to `@dimen/…` compiled and linked with
/// `aapt2` (as the Android Gradle plugin does), the compiled table read back with `aapt dump`, and
/// the value of the resource the layout references, in every configuration, read the way
/// `TypedArray.getFloat` reads it (`TypedArrayFloat`). The attribute is declared as the framework
/// declares `android:letterSpacing` (AOSP `core/res/res/values/attrs.xml`:
/// `<attr name="letterSpacing" format="float" />`), in the app's own package, since no Android
/// SDK is installed here; aapt2 links a reference whatever its type, which is how the `sp` form
/// reached a device.
@Suite(
    .enabled(
        if: AAPT.aapt != nil && GeneratedSwiftProgram.executable(named: "aapt2") != nil,
        "skipped: no aapt or aapt2 on PATH (apt-get install -y aapt aapt2; .ci/run installs them)"))
struct AndroidLetterSpacingTests {
    static let attrs = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <attr name="letterSpacing" format="float" />
        </resources>
        """

    /// A layout setting the attribute to `@dimen/<resource>`.
    static func layout(_ resource: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <TextView xmlns:app="http://schemas.android.com/apk/res-auto" app:letterSpacing="@dimen/\(resource)" />
        """
    }

    /// `res/…` files compiled and linked with aapt2; the table as `aapt dump --values` reads it,
    /// and the name of the resource the layout's attribute references.
    static func link(_ files: [String: String]) throws -> (table: AAPT, referenced: String) {
        let aapt2 = try #require(GeneratedSwiftProgram.executable(named: "aapt2"))
        let folder = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent("res/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try #"<?xml version="1.0" encoding="utf-8"?><manifest package="dimens.test"><application/></manifest>"#.write(
            to: folder.appendingPathComponent("AndroidManifest.xml"), atomically: true, encoding: .utf8)
        let compiled = try GeneratedSwiftProgram.run(
            aapt2, ["compile", "--dir", "res", "-o", "compiled.zip"], in: folder)
        #expect(compiled.status == 0, "aapt2 compile:\n\(compiled.output.prefix(2000))")
        let linked = try GeneratedSwiftProgram.run(
            aapt2, ["link", "-o", "out.apk", "--manifest", "AndroidManifest.xml", "compiled.zip"], in: folder)
        #expect(linked.status == 0, "aapt2 link:\n\(linked.output.prefix(2000))")
        let tree = try GeneratedSwiftProgram.run(
            aapt2, ["dump", "xmltree", "--file", "res/layout/text.xml", "out.apk"], in: folder)
        let dumped = try GeneratedSwiftProgram.run(
            try #require(AAPT.aapt), ["dump", "--values", "resources", "out.apk"], in: folder)
        var table = AAPT()
        table.read(dumped.output)
        // `A: http://…/res-auto:letterSpacing(0x7f010000)=@0x7f020000`, and `resource 0x7f020000 dimens.test:dimen/name: …`.
        let id = try #require(
            tree.output.firstMatch(of: #/letterSpacing\(0x[0-9a-f]+\)=@(0x[0-9a-f]+)/#)?.1, "\(tree.output)")
        let named = try #require(
            dumped.output.firstMatch(of: Regex("resource \(id) [^:]+:(dimen/[a-z0-9_]+)"))?.output[1].substring)
        return (table, String(named))
    }

    @Test func everyConfigurationInflatesAsAFloatInEms() throws {
        let build = try AndroidBuild("example")
        let resource = "text_body_letter_spacing"
        let (table, referenced) = try Self.link(
            build.resources.merging(["values/attrs.xml": Self.attrs, "layout/text.xml": Self.layout(resource)]) { $1 })
        #expect(referenced == "dimen/" + resource)
        let configs = table.configs.filter { $0.value[referenced] != nil }
        #expect(configs.count > 1)
        for (config, values) in configs {
            let outcome = TypedArrayFloat.read(try #require(values[referenced]))
            guard case .float(let em) = outcome else {
                Issue.record("\(config): getFloat throws on \(String(describing: values[referenced]))")
                continue
            }
            // In ems: a fraction of the text's size, not a length (the body's is about -0.02).
            #expect(abs(em) < 0.1, "\(config): \(em)")
        }
        // On each screen the json output's spacing is that fraction of the same screen's font size.
        let body = try #require(build.tokens.first { $0["path"]?.string == "text.body" })
        var compared = 0
        for (screen, value) in build.expected(build.values(body)) {
            let (sw, w, h, dpi) = build.configuration(screen)
            let given = try #require(table.resolve(referenced, sw: sw, w: w, h: h, dpi: dpi))
            guard case .float(let em) = TypedArrayFloat.read(given),
                let size = value.object?["fontSize"]?.number?.double,
                let spacing = value.object?["letterSpacing"]?.number?.double
            else {
                Issue.record("\(screen["id"]!): \(given)")
                continue
            }
            #expect(abs(Double(em) * size - spacing) <= 5e-7 * size + 1e-6, "\(screen["id"]!): \(em) em × \(size)")
            compared += 1
        }
        #expect(compared > 50)
    }

    /// The form dimens wrote before, a `<dimen>` in `sp`, links just as well, and is what
    /// `getFloat` refuses: this is the crash the float form fixes.
    @Test func theSpFormLinksButDoesNotInflate() throws {
        let (table, referenced) = try Self.link([
            "values/attrs.xml": Self.attrs, "layout/text.xml": Self.layout("spacing"),
            "values/dimens.xml":
                #"<?xml version="1.0" encoding="utf-8"?><resources><dimen name="spacing">-0.381sp</dimen></resources>"#,
        ])
        let value = try #require(table.configs[""]?[referenced])
        guard case .numberFormatException(let text) = TypedArrayFloat.read(value) else {
            Issue.record("getFloat read \(value)")
            return
        }
        // `-0.381sp` as coerceToString writes it (the stored dimension is a little off -0.381).
        #expect(text.hasPrefix("-0.381") && text.hasSuffix("sp"), "\(text)")
    }

    @Test(arguments: [
        ("-0.0238", TypedArrayFloat.Outcome.float(-0.0238)), (" 1.5f ", .float(1.5)), ("2e-2", .float(0.02)),
        ("-0.381sp", .numberFormatException("-0.381sp")), ("16.0dip", .numberFormatException("16.0dip")),
        ("", .numberFormatException("")), ("NaN", .float(.nan)),
    ])
    func javaParseFloat(_ text: String, _ outcome: TypedArrayFloat.Outcome) {
        let parsed = TypedArrayFloat.parseFloat(text)
        if case .float(let want) = outcome, want.isNaN {
            guard case .float(let got) = parsed else {
                Issue.record("\(parsed)")
                return
            }
            #expect(got.isNaN)
        } else {
            #expect(parsed == outcome)
        }
    }
}
