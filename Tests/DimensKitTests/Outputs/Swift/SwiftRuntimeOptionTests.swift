import DimensKit
import Foundation
import Testing

/// The swift output's `runtime` option: `module` by default (the file imports DimensRuntime and
/// leaves out what it holds), `embedded` (the file holds all of it), anything else refused where
/// it is written.
struct SwiftRuntimeOptionTests {
    let outputs = SwiftOutputOptionsTests()

    @Test func theDefaultImportsTheLibraryAndLeavesItsCodeOut() throws {
        let text = try outputs.swift(options: "{}")
        #expect(text.contains("\nimport DimensRuntime\n"))
        #expect(text.contains("internal struct Dimens: DimensTable, @unchecked Sendable, Hashable {"))
        #expect(text.contains("internal typealias Family = DimensFamily"))
        for embedded in ["private struct Rank", "private final class Storage", "UIApplication", "enum Family"] {
            #expect(!text.contains(embedded), "\(embedded)")
        }
    }

    @Test func embeddedHoldsTheWholeRuntimeAndImportsNothingElse() throws {
        let text = try outputs.swift(options: #"{"runtime": "embedded"}"#)
        #expect(!text.contains("DimensRuntime") && !text.contains("DimensTable,"))
        for embedded in ["private struct Rank", "private final class Storage", "UIApplication", "enum Family"] {
            #expect(text.contains(embedded), "\(embedded)")
        }
    }

    /// A table whose only text scaled with Dynamic Type is a typography token's: its `Scaled` part
    /// uses UIKit, so the module file imports UIKit before, and only where UIKit is (the composite
    /// types' own glue is the library's).
    @Test(arguments: ["iOS", "macOS", "watchOS", "Linux"])
    func typographyScaledWithTextImportsUIKitWhereItIsUsed(_ os: String) throws {
        let tokens = SourceFile(
            path: "t.tokens.json",
            text: #"""
                {"body": {"$type": "typography", "$value": {"fontFamily": "SF Pro", "fontSize": {"value": 17, "unit": "px"},
                  "fontWeight": 400, "lineHeight": 1.3, "letterSpacing": {"value": 0, "unit": "px"}},
                  "$extensions": {"dimens": {"textStyle": "body"}}},
                 "gap": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}
                """#)
        let config = try #require(
            ConfigParser.parse(
                SourceFile(
                    path: "dimens.json",
                    text: #"{"catalog": {"include": ["phone"]}, "outputs": [{"template": "swift", "path": "D.swift"}]}"#
                ),
                directory: "."
            ).0)
        let compilation = Pipeline.compile(sources: .files([tokens]), config: config, catalog: .builtIn)
        let text = try #require(compilation.outputs.first?.text, "\(compilation.diagnostics.all.map(\.message))")
        #expect(text.contains("typealias Typography = DimensTypography"))
        let target =
            os == "Linux"
            ? SwiftConditions.Target(os: "Linux", modules: []) : SwiftConditions.Target.apple(os)
        let lines = try SwiftConditions.resolve(text, for: target).map(\.text)
        let firstUse = lines.firstIndex { $0.contains("UITraitCollection") || $0.contains("UIFontMetrics") }
        let uikit = lines.firstIndex { $0.hasSuffix("import UIKit") }
        if target.modules.contains("UIKit"), os != "watchOS" {
            let use = try #require(firstUse, "the Scaled part is compiled where UIKit is")
            #expect(
                uikit.map { $0 < use } == true,
                "UIKit is used at line \(use) of the \(os) text, imported at \(String(describing: uikit))")
        } else {
            #expect(firstUse == nil, "UIKit used on \(os): \(firstUse.map { lines[$0] } ?? "")")
        }
    }

    @Test(arguments: [#""modular""#, "true", #""Module""#])
    func anotherValueIsRefusedWhereItIsWritten(_ value: String) throws {
        let text = #"{"outputs": [{"template": "swift", "path": "D.swift", "options": {"runtime": \#(value)}}]}"#
        let (_, diagnostics) = ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".")
        let problem = try #require(diagnostics.first)
        #expect(problem.code == .configValue)
        #expect(problem.message.contains(#""module" (the default) or "embedded""#), "\(problem.message)")
        #expect(
            problem.location?.column == text.distance(from: text.startIndex, to: text.range(of: value)!.lowerBound) + 1)
    }
}
