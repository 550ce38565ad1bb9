import DimensKit
import DimensTestSupport
import Foundation
import Testing

@testable import DimensKit

/// The generated Swift's UIKit and SwiftUI parts, compiled here against stand-ins for Apple's
/// declarations (`Tests/Fixtures/apple-stand-ins`, built as modules named UIKit and SwiftUI) with
/// `-swift-version 6 -warnings-as-errors`, then driven through rotation, Split View, a Stage
/// Manager resize, two windows side by side, a size transition and SwiftUI containers; every value
/// is checked against the json output of the screen the documented rule picks. Text-size tokens
/// are scaled for Dynamic Type through both UIKit traits and SwiftUI sizes.
@Suite(.serialized)
struct SwiftOutputAppleTests {
    static let standIns = Fixtures.root.appendingPathComponent("apple-stand-ins")

    /// The json output's screen that `forSize(width:height:sizeClass:family:scale:)` documents for a
    /// window without a scale: the one ranking (`WindowRanking`), with the sides the example reads.
    static func screen(
        in screens: [JSONObject], sides: ScreenSides, width: Double, height: Double, sizeClass: String?, family: String?
    ) -> JSONObject {
        let index = WindowRanking(sides: sides, scaleAsDPI: false).screen(
            for: .init(width: width, height: height, family: family, sizeClass: sizeClass), in: screens)
        return screens[index]
    }

    /// Each window the program asks for: label, size, size class and family (nil: not given).
    static let windows: [(String, Double, Double, String?, String?)] =
        [
            ("pad-portrait", 834, 1210, "regular", "pad"), ("pad-landscape", 1210, 834, "regular", "pad"),
            ("pad-landscape-split-1-3", 320, 834, "compact", "pad"),
            ("pad-landscape-split-1-2", 600, 834, "compact", "pad"),
            ("pad-landscape-split-2-3", 880, 834, "regular", "pad"),
            ("pad-portrait-split-2-3", 504, 1210, "compact", "pad"),
            ("phone-portrait", 402, 874, "compact", "phone"), ("phone-landscape", 874, 402, "compact", "phone"),
        ] + stride(from: 1210.0, through: 320, by: -89).map { ("stage-manager-\(Int($0))", $0, 834, nil, "pad") }

    static let program = """
        import UIKit
        import SwiftUI

        var lines: [String] = []

        struct Probe: View {
            @Environment(\\.dimens) var dimens
            let label: String
            var body: Never { fatalError() }
            func _render(_ context: _RenderContext) {
                _RenderContext.current = context
                dump(dimens, as: label, into: &lines)
            }
        }

        func traits(_ sizeClass: UIUserInterfaceSizeClass, _ idiom: UIUserInterfaceIdiom) -> UITraitCollection {
            UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: sizeClass), UITraitCollection(userInterfaceIdiom: idiom)])
        }

        @MainActor func window(_ width: CGFloat, _ height: CGFloat, _ traits: UITraitCollection, key: Bool = false) -> UIWindow {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
            window._traits = traits
            window._isKey = key
            return window
        }

        print("families", Dimens.Family(.mac), Dimens.Family(.vision), Dimens.Family(.carPlay), Dimens.Family(.tv))
        for (label, width, height, sizeClass, family) in WINDOWS {
            dump(Dimens.forSize(width: width, height: height, sizeClass: sizeClass, family: family), as: label, into: &lines)
        }
        dump(Dimens.forScreen(width: 320, height: 1024, family: .pad), as: "issue-320x1024-pad", into: &lines)

        // UIKit: a Split View window, the new size inside viewWillTransition(to:with:), a view
        // before and after it is in a window, and the key window of two side by side.
        let narrow = window(320, 834, traits(.compact, .pad))
        dump(Dimens.forWindow(narrow), as: "uikit-window", into: &lines)
        dump(Dimens.forSize(CGSize(width: 1210, height: 834), idiom: .pad), as: "uikit-transition", into: &lines)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
        view._traits = traits(.compact, .phone)
        dump(Dimens.forView(view), as: "uikit-view", into: &lines)
        view._window = narrow
        dump(Dimens.forView(view), as: "uikit-view-in-window", into: &lines)
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1210, height: 834), traits: traits(.regular, .pad))
        UIApplication.shared._scenes = [UIWindowScene(screen: screen, windows: [narrow, window(880, 834, traits(.regular, .pad), key: true)])]
        dump(Dimens.current, as: "uikit-current", into: &lines)

        // SwiftUI on an iPad: the root modifier at full size, after a resize to a compact
        // window, and a view without the modifier.
        UIDevice.current._idiom = .pad
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = .regular
        environment.displayScale = 2
        let insets = EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
        Probe(label: "swiftui-root").dimensFromContainer()._render(_RenderContext(size: CGSize(width: 834, height: 1166), safeAreaInsets: insets, environment: environment))
        environment.horizontalSizeClass = .compact
        Probe(label: "swiftui-resized").dimensFromContainer()._render(_RenderContext(size: CGSize(width: 320, height: 1166), safeAreaInsets: insets, environment: environment))
        UITraitCollection.current = traits(.regular, .pad)
        Probe(label: "swiftui-without-modifier")._render(_RenderContext(size: .zero))
        print(lines.joined(separator: "\\n"))

        // Dynamic Type: each text-size token scaled as its style, for UIKit traits and SwiftUI sizes.
        let phone = Dimens.forScreen(id: "iphone-17")!
        for category in [UIContentSizeCategory.extraSmall, .large, .extraExtraExtraLarge] {
            let scaled = phone.scaled(for: UITraitCollection(preferredContentSizeCategory: category))
            print("scaled", category.rawValue, phone.fontSizeBody, scaled.fontSizeBody, phone.fontSizeLargeTitle, scaled.fontSizeLargeTitle, scaled.fontSizeCaption)
        }
        print("swiftui-scaled", phone.scaled(for: DynamicTypeSize.xxxLarge).fontSizeBody)
        """

    @Test(.enabled(if: GeneratedSwiftProgram.swiftc != nil, "skipped: no swiftc on PATH"), arguments: [1, 3])
    func theUIKitAndSwiftUIEntryPointsGiveTheValuesOfTheWindow(split: Int) throws {
        let swiftc = try #require(GeneratedSwiftProgram.swiftc)
        let generated = try GeneratedSwiftProgram("example", split: split)
        let directory = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(directory) }
        try GeneratedSwiftProgram.buildStandIns(in: directory)
        func literal(_ text: String?) -> String { text.map { ".\($0)" } ?? "nil" }
        let windows =
            "["
            + Self.windows.map { "(\"\($0.0)\", \($0.1), \($0.2), \(literal($0.3)), \(literal($0.4)))" }.joined(
                separator: ", ") + "] as [(String, CGFloat, CGFloat, Dimens.SizeClass?, Dimens.Family?)]"
        let files = try generated.writeFiles(into: directory)
        try (generated.dumpFunction + "\n" + Self.program.replacingOccurrences(of: "WINDOWS", with: windows))
            .write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let compiled = try GeneratedSwiftProgram.run(
            swiftc,
            [
                "-swift-version", "6", "-warnings-as-errors", "-I", ".", "-L", ".", "-lDimensRuntime", "-lUIKit",
                "-lSwiftUI",
            ] + files + ["main.swift", "-o", "program"], in: directory)
        #expect(compiled.status == 0, "swiftc failed:\n\(compiled.output)")
        guard compiled.status == 0 else { return }
        let ran = try GeneratedSwiftProgram.run(directory.appendingPathComponent("program").path, [], in: directory)
        #expect(ran.status == 0)
        var output = ran.output.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(output.removeFirst() == "families pad pad phone tv")
        let scaledLines = output.filter { $0.hasPrefix("scaled ") || $0.hasPrefix("swiftui-scaled ") }.map {
            $0.split(separator: " ").map(String.init)
        }
        output.removeAll { $0.hasPrefix("scaled ") || $0.hasPrefix("swiftui-scaled ") }
        try checkDynamicType(scaledLines, generated)

        let screens = generated.screens
        let sides = try #require(generated.windows?.model.sides)
        func id(_ width: Double, _ height: Double, _ sizeClass: String?, _ family: String?) -> String {
            GeneratedSwiftProgram.id(
                Self.screen(
                    in: screens, sides: sides, width: width, height: height, sizeClass: sizeClass, family: family))
        }
        let asked: [(String, Double, Double, String?, String?)] =
            Self.windows + [
                ("issue-320x1024-pad", 320, 1024, nil, "pad"), ("uikit-window", 320, 834, "compact", "pad"),
                ("uikit-transition", 1210, 834, nil, "pad"), ("uikit-view", 402, 874, "compact", "phone"),
                ("uikit-view-in-window", 320, 834, "compact", "pad"), ("uikit-current", 880, 834, "regular", "pad"),
                ("swiftui-root", 834, 1210, "regular", "pad"), ("swiftui-resized", 320, 1210, "compact", "pad"),
                ("swiftui-without-modifier", 375, 667, "regular", "pad"),
            ]
        let labels = asked.map { ($0.0, id($0.1, $0.2, $0.3, $0.4)) }
        var lines: [String: [String: Double]] = [:]
        for ((label, width, height, _, _), (_, screen)) in zip(asked, labels) {
            lines[label] = generated.windows?.lineValues(screen: screen, width: width, height: height)
        }
        GeneratedSwiftProgram.compare(output.joined(separator: "\n"), generated.expectedLines(labels, lines: lines))

        // The rule picked what a designer would expect: the device's own screens and windows, a
        // compact screen for every compact window, never a phone for an iPad without the modifier.
        let chosen = Dictionary(uniqueKeysWithValues: labels)
        #expect(
            chosen["pad-portrait"] == "ipad-pro-11-inch-m4"
                || chosen["pad-portrait"]?.hasPrefix("ipad-pro-11-inch") == true)
        #expect(chosen["pad-landscape-split-1-2"]?.hasSuffix("@landscape-split-1-2") == true)
        let sizeClass = Dictionary(
            uniqueKeysWithValues: screens.map { (GeneratedSwiftProgram.id($0), $0["sizeClass"]?.string ?? "") })
        let family = Dictionary(
            uniqueKeysWithValues: screens.map { (GeneratedSwiftProgram.id($0), $0["family"]?.string ?? "") })
        for (label, width, _, _, _) in Self.windows where label.hasPrefix("stage-manager") {
            #expect(
                sizeClass[chosen[label]!] == (width < 678 ? "compact" : "regular"), "\(label) got \(chosen[label]!)")
        }
        #expect(sizeClass[chosen["issue-320x1024-pad"]!] == "compact")
        #expect(family[chosen["swiftui-without-modifier"]!] == "pad")
    }

    /// Body text scales 17 → 23 points from Large to xxxLarge and large titles 34 → 40 (the
    /// stand-in's table from the Human Interface Guidelines), so each token follows its own style;
    /// Large leaves the table's value as it is, and SwiftUI's Dynamic Type size scales as UIKit's.
    func checkDynamicType(_ lines: [[String]], _ generated: GeneratedSwiftProgram) throws {
        try #require(lines.count == 4, "\(lines)")
        let table = try #require(generated.tokens.first { $0["path"]?.string == "font-size.body" }?["values"]?.object)
        let body = try #require(table["iphone-17"]?.number?.double)
        func number(_ text: String) -> Double { Double(text) ?? .nan }
        let (xSmall, large, xxxLarge) = (lines[0], lines[1], lines[2])
        #expect(
            number(large[2]) == body && number(large[3]) == body && number(large[4]) == number(large[5])
                && number(large[6]) > 0)
        #expect(abs(number(xxxLarge[3]) - body * 23 / 17) < 1e-9)
        #expect(abs(number(xxxLarge[5]) - number(xxxLarge[4]) * 40 / 34) < 1e-9)
        #expect(abs(number(xSmall[3]) - body * 14 / 17) < 1e-9)
        #expect(abs(number(xSmall[6]) - number(large[6]) * 11 / 12) < 1e-9, "captions scale as caption1")
        #expect(lines[3] == ["swiftui-scaled", xxxLarge[3]])
    }

    /// `current` is the one entry point that needs `UIApplication.shared`; it is marked
    /// unavailable in app extensions, so a module shared with a widget still builds. (Linux swiftc
    /// does not enforce iOS availability, so this is checked on the text: the embedded file's, and
    /// with the default runtime, DimensRuntime's, where `current` is; the module file has none.)
    @Test(arguments: [SwiftRuntime.embedded, .module])
    func onlyTheKeyWindowConvenienceIsUnavailableInExtensions(_ runtime: SwiftRuntime) throws {
        let generated = try GeneratedSwiftProgram("example", runtime: runtime).swift
        #expect(generated.contains("UIApplication") == (runtime == .embedded))
        let swift = runtime == .embedded ? generated : try GeneratedSwiftProgram.runtimeSources().joined()
        let code = swift.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        #expect(code.filter { $0.contains("UIApplication.shared") }.count == 1)
        let current = try #require(
            swift.range(
                of: runtime == .embedded ? "static var current: Dimens {" : "static var current: Self {",
                options: .backwards))
        let attributes = swift[..<current.lowerBound].suffix(400)
        for platform in [
            "iOSApplicationExtension", "tvOSApplicationExtension", "macCatalystApplicationExtension",
            "visionOSApplicationExtension",
        ] {
            #expect(attributes.contains("@available(\(platform), unavailable)"))
        }
        #expect(!swift.contains("UIScreen.main"), "UIScreen.main is deprecated in iOS 26")
    }
}
