import DimensKit
import Foundation
import Testing

/// Every generated Swift variant, resolved for each Apple platform as its `#if`s select
/// (`SwiftConditions`), uses no API that platform does not have: such a use must sit inside a
/// `#if` that leaves it out there. Linux swiftc compiles none of these branches for those
/// platforms, so this reads the text.
struct SwiftPlatformGuardTests {
    /// An API some platforms lack: how it is written, where it is missing, and the source.
    struct LimitedAPI: Sendable, CustomStringConvertible {
        let pattern: String
        let missingOn: [String]
        let source: String
        /// Whether the generated code writes it out at all (`UIScreen` is only ever inferred).
        var spelled = true
        var description: String { pattern }
    }

    static let views = [
        "UIView", "UIWindow", "UIWindowScene", "UIApplication", "UIDevice", "UIStackView", "UILabel", "UIButton",
        "UITextField", "UITextView", "UIVisualEffectView", "UILayoutGuide", "NSLayoutConstraint",
    ]

    static let apis: [LimitedAPI] = [
        LimitedAPI(
            pattern: #"\.largeTitle\b"#, missingOn: ["tvOS"],
            source: "developer.apple.com/documentation/uikit/uifont/textstyle/largetitle: iOS, watchOS, visionOS"),
        LimitedAPI(
            pattern: #"\bUIScreen\b"#, missingOn: ["visionOS", "watchOS", "macOS"],
            source: "UIScreen is unavailable in visionOS (its SDK), and UIKit's screen is not on watchOS or macOS",
            spelled: false),
        LimitedAPI(
            pattern: #"\.screen\b"#, missingOn: ["visionOS", "watchOS", "macOS"],
            source: "developer.apple.com/documentation/uikit/uiwindowscene/screen: iOS, tvOS, Mac Catalyst"),
        LimitedAPI(
            pattern: #"UIScreen\.main\b"#, missingOn: ["iOS", "tvOS", "visionOS", "watchOS", "macOS"],
            source: "UIScreen.main: deprecated in iOS 26, unavailable in visionOS", spelled: false),
        LimitedAPI(
            pattern: #"@IB(Inspectable|Designable)\b"#, missingOn: ["watchOS", "macOS"],
            source: "Interface Builder attributes act on UIKit views, which watchOS and macOS (but Catalyst) lack"),
        LimitedAPI(
            pattern: #"\bUIFontMetrics\b"#, missingOn: ["macOS"],
            source: "developer.apple.com/documentation/uikit/uifontmetrics: iOS, tvOS, watchOS, visionOS"),
        LimitedAPI(
            pattern: #"\b(\#(views.joined(separator: "|")))\b"#, missingOn: ["watchOS", "macOS"],
            source: "UIKit's views, windows, scenes, application and device are API_UNAVAILABLE(watchos)"),
        LimitedAPI(
            pattern: #"\bUI[A-Z][A-Za-z]*\b"#, missingOn: ["macOS"],
            source: "UIKit is not on macOS (Mac Catalyst builds as iOS)"),
        LimitedAPI(
            pattern: #"\.horizontalSizeClass\b"#, missingOn: ["macOS"],
            source: "SwiftUI's horizontalSizeClass is unavailable on macOS before the macOS 14 SDK"),
    ]

    static let platforms = ["iOS", "tvOS", "visionOS", "watchOS", "macOS"]

    /// The uses of `api` in `text` compiled for `platform`, outside comments and string literals:
    /// "line: code".
    static func uses(of api: LimitedAPI, in text: String, on platform: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: api.pattern)
        let lines = try SwiftConditions.resolve(text, for: .apple(platform))
        return zip(lines, SwiftCode.strip(lines.map(\.text))).compactMap { line, code in
            let range = NSRange(code.startIndex..., in: code)
            return expression.firstMatch(in: code, range: range) == nil ? nil : "\(line.number): \(code)"
        }
    }

    @Test(arguments: apis)
    func noPlatformCompilesAnAPIItLacks(_ api: LimitedAPI) throws {
        let variants = try GeneratedSwiftVariants.cached.get()
        #expect(variants.count > 20)
        var found = 0
        for (label, files) in variants {
            for text in files {
                for platform in Self.platforms {
                    let uses = try Self.uses(of: api, in: text, on: platform)
                    if api.missingOn.contains(platform) {
                        #expect(uses.isEmpty, "\(label), \(platform) (\(api.source)): \(uses.prefix(3))")
                    } else {
                        found += uses.count
                    }
                }
            }
        }
        // A pattern the generated code spells matches somewhere, so it is not a typo.
        #expect(!api.spelled || found > 0, "\(api.pattern) matched nothing")
    }

    /// The check itself: an unguarded use is found, and a guarded one is not.
    @Test func anUnguardedUseIsFoundAndAGuardedOneIsNot() throws {
        let api = Self.apis[0]
        let unguarded = "let style = UIFont.TextStyle.largeTitle"
        let guarded =
            "#if canImport(UIKit)\n#if !os(tvOS)\n\(unguarded)\n#else\nlet style = UIFont.TextStyle.title1\n#endif\n#endif"
        let elseBranch = "#if os(tvOS)\nlet a = 1\n#elseif os(iOS)\n\(unguarded)\n#else\n\(unguarded)\n#endif"
        #expect(try Self.uses(of: api, in: unguarded, on: "tvOS") == ["1: \(unguarded)"])
        #expect(try Self.uses(of: api, in: guarded, on: "tvOS").isEmpty)
        #expect(try Self.uses(of: api, in: guarded, on: "iOS").count == 1)
        #expect(try Self.uses(of: api, in: elseBranch, on: "tvOS").isEmpty)
        #expect(try Self.uses(of: api, in: elseBranch, on: "visionOS") == ["6: \(unguarded)"])
        #expect(try Self.uses(of: api, in: "// .largeTitle in a comment\nlet s = \".largeTitle\"", on: "tvOS").isEmpty)
    }
}
