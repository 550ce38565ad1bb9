import DimensKit
import Foundation
import Testing

/// The minimum versions the README and the reference declare hold for the generated Swift: the
/// lowest `@available(iOS …)` / `tvOS …` of the swift template is the table's iOS and tvOS row,
/// the tool's macOS row is `Package.swift`'s, and every API introduced after that minimum is used
/// only under an `@available` or `#available` of its version (Linux swiftc does not check iOS
/// availability, so this reads the text resolved for iOS).
struct SwiftAvailabilityTests {
    /// An API and the iOS version that introduced it (Apple's documentation page for each).
    static let introduced: [(pattern: String, iOS: [Int], source: String)] = [
        (#"Font\.custom\("#, [14, 0], "swiftui/font/custom(_:fixedsize:)"),
        (#"\bDynamicTypeSize\b"#, [15, 0], "swiftui/dynamictypesize"),
        (#"\.configuration\b|UIConfigurationTextAttributesTransformer"#, [15, 0], "uikit/uibutton/configuration"),
        (#"==\s*\.mac\b"#, [14, 0], "uikit/uiuserinterfaceidiom/mac"),
        (#"==\s*\.vision\b"#, [17, 0], "uikit/uiuserinterfaceidiom/vision"),
        (
            #"\bUIWindowScene\b|connectedScenes|UITraitCollection\.current|\bSystemDesign\b|withDesign\("#, [13, 0],
            "uikit/uiwindowscene, uitraitcollection/current, uifontdescriptor/systemdesign"
        ),
        (#"\bUIFontMetrics\b"#, [11, 0], "uikit/uifontmetrics"),
        (
            #"\b(GeometryReader|ViewModifier|EnvironmentValues|EnvironmentKey)\b|@Environment\("#, [13, 0],
            "swiftui (iOS 13.0)"
        ),
    ]

    static func root() -> URL { BuiltInTemplateTests.root }

    /// A table row of `## Minimum versions` in a Markdown file: the row's minimum cell, by its first cell.
    static func minimums(_ path: String) throws -> [String: String] {
        let text = try String(contentsOf: root().appendingPathComponent(path), encoding: .utf8)
        let section = try #require(text.range(of: "## Minimum versions")).upperBound
        var rows: [String: String] = [:]
        for line in text[section...].split(separator: "\n").prefix(while: { !$0.hasPrefix("## ") })
        where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.count >= 2 { rows[cells[0]] = cells[1] }
        }
        return rows
    }

    /// Every version of `@available(platform N …)` in `text`, as numbers.
    static func declared(_ platform: String, in text: String) throws -> [[Int]] {
        let expression = try NSRegularExpression(pattern: "[@#]available\\([^)]*\\b\(platform) ([0-9.]+)")
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            text[Range(match.range(at: 1), in: text)!].split(separator: ".").compactMap { Int($0) }
        }
    }

    @Test func theTablesDeclareTheTemplatesLowestVersions() throws {
        let template = try String(
            contentsOf: Self.root().appendingPathComponent("templates/swift.mustache"), encoding: .utf8)
        let readme = try Self.minimums("README.md")
        let reference = try Self.minimums("Sources/dimens/Dimens.docc/SwiftAndCSS.md")
        for (row, platform) in [("iOS/iPadOS", "iOS"), ("tvOS", "tvOS")] {
            let lowest = try #require(
                try Self.declared(platform, in: template).min { $0.lexicographicallyPrecedes($1) })
            #expect(readme[row] == lowest.map(String.init).joined(separator: "."), "\(row)")
        }
        let package = try String(contentsOf: Self.root().appendingPathComponent("Package.swift"), encoding: .utf8)
        let macOS = try #require(package.firstMatch(of: /\.macOS\(\.v(\d+)\)/)?.1)
        #expect(readme["macOS (the dimens tool; generated SwiftUI)"]?.hasPrefix("\(macOS) (tool)") == true)
        for row in ["Xcode / Swift (generated Swift)", "iOS/iPadOS", "tvOS", "visionOS", "Android API", "TypeScript"] {
            #expect(readme[row] != nil && readme[row] == reference[row], "\(row): README and reference differ")
        }
    }

    /// The iOS version each line of `text` (compiled for iOS) may use: the highest of the
    /// `@available(iOS …)` of the declarations around it and of an `#available(iOS …)` check
    /// opening on or around it.
    static func versions(of text: String) throws -> [(number: Int, code: String, iOS: [Int])] {
        let lines = try SwiftConditions.resolve(text, for: .apple("iOS"))
        let codes = SwiftCode.strip(lines.map(\.text))
        var scopes: [[Int]] = []  // the version of each open brace
        var pending: [Int] = [0]
        var result: [(Int, String, [Int])] = []
        for (line, code) in zip(lines, codes) {
            let found = try declared("iOS", in: code).max { $0.lexicographicallyPrecedes($1) }
            if let found, found.lexicographicallyPrecedes(pending) == false { pending = found }
            // A line that opens a declaration or an `if #available` is under its version already.
            var lineVersion = scopes.last ?? [0]
            if code.contains("{"), lineVersion.lexicographicallyPrecedes(pending) { lineVersion = pending }
            result.append((line.number, code, lineVersion))
            for character in code {
                if character == "{" {
                    let outer = scopes.last ?? [0]
                    scopes.append(outer.lexicographicallyPrecedes(pending) ? pending : outer)
                    pending = [0]
                } else if character == "}" {
                    _ = scopes.popLast()
                }
            }
            if !code.trimmingCharacters(in: .whitespaces).hasPrefix("@"), !code.contains("{") { pending = [0] }
        }
        return result
    }

    @Test func everyAPIIsUsedUnderItsIntroducedVersion() throws {
        var checked = 0
        for (label, files) in try GeneratedSwiftVariants.cached.get() {
            for text in files {
                for line in try Self.versions(of: text) {
                    for api in Self.introduced
                    where line.code.range(of: api.pattern, options: .regularExpression) != nil {
                        checked += 1
                        #expect(
                            !line.iOS.lexicographicallyPrecedes(api.iOS),
                            "\(label) line \(line.number) needs iOS \(api.iOS) (\(api.source)): \(line.code)")
                    }
                }
            }
        }
        #expect(checked > 100)
    }

    /// The check itself finds a use outside its version and accepts one inside.
    @Test func aUseOutsideItsVersionIsFound() throws {
        let text = """
            @available(iOS 13.0, *)
            extension A {
                @available(iOS 14.0, *)
                var f: Font { Font.custom("x", fixedSize: 1) }
                var g: Font { Font.custom("x", fixedSize: 1) }
                func h() {
                    if #available(iOS 15.0, *), let d = DynamicTypeSize.large as DynamicTypeSize? { print(d) }
                }
            }
            """
        let lines = try Self.versions(of: text)
        #expect(lines[3].iOS == [14, 0])
        #expect(lines[4].iOS == [13, 0])
        #expect(lines[6].iOS == [15, 0])
        #expect(lines[7].iOS == [13, 0])
    }
}
