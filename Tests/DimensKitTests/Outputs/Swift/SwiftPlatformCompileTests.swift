import DimensKit
import Foundation
import Testing

/// The generated Swift as tvOS and visionOS compile it: its `#if`s resolved for the platform
/// (`SwiftConditions`), compiled with `-swift-version 6 -warnings-as-errors` against stand-ins
/// built as that platform has them (`-D STANDIN_TVOS`: no `UIFont.TextStyle.largeTitle`;
/// `-D STANDIN_VISIONOS`: no `UIScreen` nor `UIWindowScene.screen`). On visionOS, `current`
/// before a window is up gives the reference size with the first scene's traits.
@Suite(.serialized)
struct SwiftPlatformCompileTests {
    static let program = """
        import UIKit

        let traits = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(userInterfaceIdiom: .pad)])
        UIApplication.shared._scenes = [SCENE]
        print(Dimens.current == Dimens.forSize(CGSize(width: REFERENCE), traits: traits))
        print(Dimens.forScreen(id: "iphone-17")!.scaled(for: UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)).fontSizeLargeTitle > 0)
        """

    /// A generated name starting with `Dimens` (the type's, and `DimensTableData`, …), not one of
    /// DimensRuntime's, which the generated files use.
    static var generatedDimens: String {
        "\\bDimens(?!(Runtime|\(GeneratedSwiftProgram.runtimeTypeSuffixes.joined(separator: "|")))\\b)"
    }

    @Test(
        .enabled(if: GeneratedSwiftProgram.swiftc != nil, "skipped: no swiftc on PATH"),
        arguments: ["tvOS", "visionOS", "iOS"])
    func theGeneratedSwiftCompilesForThePlatform(_ platform: String) throws {
        let swiftc = try #require(GeneratedSwiftProgram.swiftc)
        let generated = try GeneratedSwiftProgram("example", inspectables: true)
        let directory = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(directory) }
        try GeneratedSwiftProgram.buildStandIns(in: directory, platform: platform == "iOS" ? nil : platform)
        var files: [String] = []
        let texts = [generated.swift, try SwiftOutputTextSizeTests.compiled().swift]
        for (index, text) in texts.enumerated() {
            let lines = try SwiftConditions.resolve(text, for: .standIns(platform)).map(\.text)
            var resolved = lines.joined(separator: "\n")
            if index > 0 {  // a second type in the module
                resolved = resolved.replacingOccurrences(
                    of: Self.generatedDimens, with: "TextDimens", options: .regularExpression
                )
                .replacingOccurrences(of: #"\bdimens"#, with: "textDimens", options: .regularExpression)
            }
            files.append("Generated\(index).swift")
            try resolved.write(to: directory.appendingPathComponent(files[index]), atomically: true, encoding: .utf8)
        }
        let reference = try #require(
            generated.swift.range(
                of: #"referenceSize = CGSize\(width: [0-9.]+, height: [0-9.]+\)"#, options: .regularExpression))
        let numbers = generated.swift[reference].split(whereSeparator: { !"0123456789.".contains($0) }).map(String.init)
        let size = "\(numbers[0]), height: \(numbers[1])"
        // A scene has a screen but on visionOS, where `current` takes the reference size instead.
        let scene =
            platform == "visionOS"
            ? "UIWindowScene(traits: traits, windows: [])"
            : "UIWindowScene(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: \(size)), traits: traits), windows: [])"
        try Self.program.replacingOccurrences(of: "REFERENCE", with: size).replacingOccurrences(
            of: "SCENE", with: scene
        )
        .write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let compiled = try GeneratedSwiftProgram.run(
            swiftc,
            [
                "-swift-version", "6", "-warnings-as-errors", "-I", ".", "-L", ".", "-lDimensRuntime", "-lUIKit",
                "-lSwiftUI",
            ] + files + [
                "main.swift", "-o", "program",
            ], in: directory)
        #expect(compiled.status == 0, "swiftc for \(platform) failed:\n\(compiled.output)")
        guard compiled.status == 0 else { return }
        let ran = try GeneratedSwiftProgram.run(directory.appendingPathComponent("program").path, [], in: directory)
        #expect(ran.status == 0)
        #expect(ran.output == "true\ntrue\n", "\(ran.output)")
    }
}
