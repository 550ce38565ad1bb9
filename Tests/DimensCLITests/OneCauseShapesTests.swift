import DimensKit
import DimensTestSupport
import Foundation
import Testing

@testable import DimensCLI

/// Real design systems' shapes built with the config `init` writes, or a plain one: Apple HIG's
/// colours (20 tokens with no `$type`, light and dark) and Microsoft Fluent's typographies (a
/// CSS member in each). Each cause is one diagnostic, and a rebuild with nothing changed is one
/// line.
struct OneCauseShapesTests {
    static let colourNames = [
        "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan",
        "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray", "systemGray2",
        "systemGray3", "systemGray4", "systemGray5", "systemGray6", "label", "separator",
    ]

    /// A colour file as HIG's are: every token a DTCG colour object, none with a `$type`.
    static func colours(_ shade: Double) -> String {
        let tokens = colourNames.enumerated().map { index, name in
            let red = NumberText.decimals(Double(index) / 20, 3)
            return
                ##""\##(name)": {"$value": {"colorSpace": "srgb", "components": [\##(red), \##(shade), 0.5], "alpha": 1}}"##
        }
        return "{\"color\": {\n" + tokens.joined(separator: ",\n") + "\n}}\n"
    }

    static func diagnosticLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") }
    }

    @Test func higsColoursWithoutTypeAreOneWarningAndARebuildIsOneLine() throws {
        let project = try InitShapesTests.project("text-sizes")
        for (file, shade) in [("light", 0.2), ("dark", 0.8)] {
            try Self.colours(shade).write(
                to: project.directory.appendingPathComponent("color/\(file).tokens.json"), atomically: true,
                encoding: .utf8)
        }
        let (initCode, initConsole) = project.run(["init", "--from", "app.resolver.json"])
        try #require(initCode == .success, "\(initConsole.errors)")

        let (code, console) = project.run(["build"])
        #expect(code == .success, "\(console.errors)")
        let shown = Self.diagnosticLines(console.errors)
        #expect(shown.count <= 5, "\(console.errors)")
        let missing = shown.filter { $0.hasSuffix("[type.missing]") }
        #expect(missing.count == 1 && missing.first?.hasPrefix("color/light.tokens.json:2:1") == true, "\(shown)")
        #expect(console.errors.contains("note: … and 16 more in 1 file"), "\(console.errors)")
        #expect(console.errors.split(separator: "\n").count <= 12, "\(console.errors)")

        // The json report lists every finding: each of the 20 tokens, in the light and the dark
        // files (`lint` checks every context), which text shows as one.
        let json = project.run(["lint", "--diagnostics-format", "json"]).1.errors
        #expect(json.components(separatedBy: #""code": "type.missing""#).count - 1 == 40)
        let lint = project.run(["lint"]).1.errors
        #expect(Self.diagnosticLines(lint).filter { $0.hasSuffix("[type.missing]") }.count == 1, "\(lint)")

        let warnings = console.errors.split(separator: "\n").last ?? ""
        let count = try #require(Int(warnings.split(separator: " ")[2]), "\(warnings)")
        let again = project.run(["build"])
        #expect(again.0 == .success && again.1.errors.isEmpty, "\(again.1.errors)")
        #expect(
            again.1.output
                == "dimens: nothing changed: 4 outputs current with 12 inputs; \(count) warnings: `dimens lint` shows them\n"
        )
    }

    /// Fluent's shape: a theme modifier and typographies that each carry `WebkitFontSmoothing`;
    /// the config names the resolver and the theme, nothing else.
    static let fluent: [String: String] = {
        let styles = ["caption2", "caption1", "body1", "body2", "subtitle2", "subtitle1", "title3", "title2", "title1"]
        let typographies = styles.enumerated().map { index, name in
            ##""\##(name)": {"$value": {"fontFamily": "{font.family.base}", "fontSize": {"value": \##(12 + 2 * index), "unit": "px"}, "fontWeight": 400, "lineHeight": 1.4, "letterSpacing": {"value": 0, "unit": "px"}, "WebkitFontSmoothing": "antialiased"}}"##
        }
        let colour = { (grey: Double) in
            ##"{"color": {"neutral": {"$type": "color", "foreground": {"$value": {"colorSpace": "srgb", "components": [\##(grey), \##(grey), \##(grey)]}}}}}"##
        }
        return [
            "tokens/fluent.resolver.json": ##"""
            {"version": "2025.10",
             "sets": {"global": {"sources": [{"$ref": "global.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/sets/global"}, {"$ref": "#/modifiers/theme"}]}
            """##,
            "tokens/global.tokens.json":
                ##"{"font": {"family": {"base": {"$type": "fontFamily", "$value": "Segoe UI"}}},"##
                + "\n\"typography\": {\"$type\": \"typography\",\n" + typographies.joined(separator: ",\n") + "\n}}\n",
            "tokens/light.tokens.json": colour(0.14),
            "tokens/dark.tokens.json": colour(1),
            "dimens.json": #"{"resolver": "tokens/fluent.resolver.json", "modifiers": {"theme": "light"}}"#,
        ]
    }()

    @Test func fluentsTypographiesBuildWithAPlainConfigInAFewLines() throws {
        let project = try Project(Self.fluent)
        let (code, console) = project.run(["build"])
        #expect(code == .success, "\(console.errors)")
        let shown = Self.diagnosticLines(console.errors)
        #expect(shown.count <= 3, "\(console.errors)")
        let carried = shown.filter { $0.hasSuffix("[composite.carried-member]") }
        #expect(carried.count == 1 && carried.first?.hasPrefix("tokens/global.tokens.json:3:") == true, "\(shown)")
        #expect(console.errors.contains("note: … and 5 more in 1 file"), "\(console.errors)")

        let json = try String(contentsOf: project.directory.appendingPathComponent("out/dimens.json"), encoding: .utf8)
        let output = try #require(OutputByScreen.read(json))
        let body = try #require(
            output["tokens"]?.array?.compactMap(\.object).first { $0["path"]?.string == "typography.body1" })
        let first = try #require(body["values"]?.object?.members.first?.value.object)
        #expect(first["WebkitFontSmoothing"]?.string == "antialiased")
        #expect(first["fontFamily"]?.string == "Segoe UI")
    }

    /// A member nothing names, in every typography: one error for the member, with its places.
    @Test func oneUnknownMemberInManyTypographiesIsOneError() throws {
        var files = Self.fluent
        files["tokens/global.tokens.json"] = files["tokens/global.tokens.json"]?
            .replacingOccurrences(of: "WebkitFontSmoothing", with: "brandVariant")
        let project = try Project(files)
        let (code, console) = project.run(["build"])
        #expect(code == .failure)
        let errors = Self.diagnosticLines(console.errors).filter { $0.contains(": error: ") }
        #expect(errors.count == 1 && errors.first?.hasSuffix("[composite.unknown-member]") == true, "\(errors)")
        #expect(console.errors.contains("note: … and 5 more in 1 file"), "\(console.errors)")
        #expect(console.errors.contains("9 errors"), "\(console.errors)")
    }
}
