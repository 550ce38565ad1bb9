import DimensKit
import DimensTestSupport
import Foundation
import Testing

/// Text sizes in generated Swift, compiled against the UIKit and SwiftUI stand-ins: a design
/// system with a context per Dynamic Type size (`Tests/Fixtures/text-sizes`) gives each text
/// style the table's value at the reader's size through `scaled(for:)`, and past its largest
/// size grows as `UIFontMetrics` scales the style; `Typography` gives UIKit and SwiftUI fonts.
@Suite(.serialized)
struct SwiftOutputTextSizeTests {
    /// The generated Swift and json output of the fixture with its typography set added.
    static func compiled() throws -> (swift: String, json: JSONObject) {
        let text = try Fixtures.text("text-sizes", "", "fixed.dimens.json")
        let config = try #require(
            ConfigParser.parse(SourceFile(path: "fixed.dimens.json", text: text), directory: ".").0)
        let sources = try Fixtures.resolverSources("text-sizes", "", resolver: "fixed.resolver.json")
        let compilation = Pipeline.compile(sources: sources, config: config, catalog: .builtIn)
        #expect(!compilation.diagnostics.hasErrors, "\(compilation.diagnostics.all.map(\.message))")
        let swift = try #require(compilation.outputs.first { $0.path == "Text.swift" }?.text)
        let json = try #require(compilation.outputs.first { $0.path == "text.json" }?.text)
        return (swift, try #require(OutputByScreen.read(json)))
    }

    static let categories = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium",
        "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]
    /// Apple's sizes past xxxLarge (AX1 … AX5) of three styles, and at xxxLarge.
    static let accessibility: [String: (xxxLarge: Double, sizes: [Double])] = [
        "body": (23, [28, 33, 40, 47, 53]), "largeTitle": (40, [44, 48, 52, 56, 60]),
        "caption2": (17, [20, 24, 29, 34, 40]),
    ]

    @Test(.enabled(if: GeneratedSwiftProgram.swiftc != nil, "skipped: no swiftc on PATH"))
    func scaledValuesFollowTheTableAtEachSizeAndTheStyleBeyondIt() throws {
        let swiftc = try #require(GeneratedSwiftProgram.swiftc)
        let (swift, json) = try Self.compiled()
        let directory = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(directory) }
        try GeneratedSwiftProgram.buildStandIns(in: directory)
        let program = """
            import UIKit
            import SwiftUI

            let categories: [(String, UIContentSizeCategory)] = [
                ("extraSmall", .extraSmall), ("small", .small), ("medium", .medium), ("large", .large), ("extraLarge", .extraLarge),
                ("extraExtraLarge", .extraExtraLarge), ("extraExtraExtraLarge", .extraExtraExtraLarge), ("accessibilityMedium", .accessibilityMedium),
                ("accessibilityLarge", .accessibilityLarge), ("accessibilityExtraLarge", .accessibilityExtraLarge),
                ("accessibilityExtraExtraLarge", .accessibilityExtraExtraLarge), ("accessibilityExtraExtraExtraLarge", .accessibilityExtraExtraExtraLarge),
            ]
            for screen in ["iphone-15", "ipad-pro-13-inch-m4@landscape"] {
                let values = Dimens.forScreen(id: screen)!
                for (name, category) in categories {
                    let scaled = values.scaled(for: UITraitCollection(preferredContentSizeCategory: category))
                    for (style, typography) in [("body", scaled.fontTextStyleBody), ("largeTitle", scaled.fontTextStyleLargeTitle), ("caption2", scaled.fontTextStyleCaption2)] {
                        print(screen, name, style, typography.fontSize, typography.lineHeightPoints ?? -1, typography.uiFont.pointSize)
                    }
                }
                let xxxLarge = values.scaled(for: DynamicTypeSize.xxxLarge).fontTextStyleBody.fontSize
                print(screen, "swiftui-xxxLarge", xxxLarge, values.fontTextStyleHeadline.uiFontWeight == .semibold, values.fontTextStyleBody.font._description)
            }
            """
        try swift.write(to: directory.appendingPathComponent("Text.swift"), atomically: true, encoding: .utf8)
        try program.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let compiled = try GeneratedSwiftProgram.run(
            swiftc,
            [
                "-swift-version", "6", "-warnings-as-errors", "-I", ".", "-L", ".", "-lDimensRuntime", "-lUIKit",
                "-lSwiftUI",
                "Text.swift", "main.swift", "-o", "program",
            ], in: directory)
        try #require(compiled.status == 0, "swiftc failed:\n\(compiled.output)")
        let ran = try GeneratedSwiftProgram.run(directory.appendingPathComponent("program").path, [], in: directory)
        #expect(ran.status == 0)
        let lines = ran.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }

        let tokens = (json["tokens"]?.array ?? []).compactMap(\.object)
        func table(_ style: String, _ category: String, _ screen: String) -> JSONObject? {
            let token = tokens.first { $0["path"]?.string == "font.textStyle.\(style)" }
            let sized = category == "large" ? nil : token?["textSizes"]?.object?[category]?.object
            return (sized ?? token?["values"]?.object)?[screen]?.object
        }
        var checked = 0
        for line in lines where line.count == 6 {
            let (screen, category, style) = (line[0], line[1], line[2])
            let (fontSize, lineHeight, pointSize) = (Double(line[3])!, Double(line[4])!, Double(line[5])!)
            #expect(pointSize == fontSize, "uiFont is the typography's size")
            if let bound = Self.categories.firstIndex(of: category), bound < 7 {
                let value = try #require(table(style, category, screen))
                #expect(fontSize == value["fontSize"]?.number?.double, "\(style) at \(category) on \(screen)")
                #expect(
                    lineHeight == value["lineHeight"]?.number?.double,
                    "\(style) line height at \(category) on \(screen)")
            } else {
                // Past xxxLarge: the table's xxxLarge value grows as the style does in Apple's table.
                let (last, sizes) = Self.accessibility[style]!
                let step = Self.categories.firstIndex(of: category)! - 7
                let base = try #require(table(style, "extraExtraExtraLarge", screen)?["fontSize"]?.number?.double)
                #expect(abs(fontSize - base * sizes[step] / last) < 1e-9, "\(style) at \(category) on \(screen)")
            }
            checked += 1
        }
        #expect(checked == 2 * 12 * 3)
        let swiftUI = lines.filter { $0.count > 1 && $0[1] == "swiftui-xxxLarge" }
        #expect(swiftUI.count == 2 && swiftUI.allSatisfy { $0[2] == "23.0" && $0[3] == "true" })
        #expect(
            swiftUI.first?.dropFirst(4).joined(separator: " ") == "system 17.0 0.0 default",
            "no family is installed: the system font")
    }
}
