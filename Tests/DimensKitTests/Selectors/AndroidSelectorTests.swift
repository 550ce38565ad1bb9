import DimensKit
import Testing

/// Android's selectors: platforms, Android families and window size classes match Android
/// screens, Apple's size classes and families Apple screens, so no selector means two things.
struct AndroidSelectorTests {
    static let here = SourceLocation(file: "t", position: .start)

    func matches(_ selector: String, _ screen: Screen) throws -> Bool {
        try Selector.parse(selector).get().matches(screen)
    }

    /// Window width classes at their boundaries in dp (compact < 600 ≤ medium < 840 ≤ expanded <
    /// 1200 ≤ large < 1600 ≤ extra-large), and height classes (< 480, < 900, ≥ 900).
    @Test(arguments: [
        (599.0, WindowWidthClass.compact), (600, .medium), (839, .medium), (840, .expanded), (1199, .expanded),
        (1200, .large), (1599, .large), (1600, .extraLarge),
    ])
    func widthClassesByWidth(_ width: Double, _ expected: WindowWidthClass) {
        #expect(WindowWidthClass(width: width) == expected)
    }

    @Test(arguments: [(479.0, WindowHeightClass.compact), (480, .medium), (899, .medium), (900, .expanded)])
    func heightClassesByHeight(_ height: Double, _ expected: WindowHeightClass) {
        #expect(WindowHeightClass(height: height) == expected)
    }

    /// Each selector on an Android phone (Pixel 7, 411×914 dp), the same phone in landscape, an
    /// Android tablet (Pixel Tablet, 800×1280) and an iPhone 15: Apple's keywords never match an
    /// Android screen and Android's never an Apple one; ranges and ids match any screen.
    @Test(arguments: [
        ("android", [true, true, true, false]),
        ("apple", [false, false, false, true]),
        ("android-phone", [true, true, false, false]),
        ("android-tablet", [false, false, true, false]),
        ("phone", [false, false, false, true]),
        ("compact", [false, false, false, true]),
        ("width-compact", [true, false, false, false]),
        ("width-medium", [false, false, true, false]),
        ("width-expanded", [false, true, false, false]),
        ("height-compact", [false, true, false, false]),
        ("height-expanded", [true, false, true, false]),
        ("w>=400", [true, true, true, false]),
        ("pixel-7", [true, true, false, false]),
        ("android&w<600", [true, false, false, false]),
    ])
    func matchesOnlyItsPlatform(_ selector: String, _ expected: [Bool]) throws {
        let screens = [
            catalogScreen("pixel-7"), catalogScreen("pixel-7", landscape: true), catalogScreen("pixel-tablet"),
            catalogScreen("iphone-15"),
        ]
        #expect(try screens.map { try matches(selector, $0) } == expected, "\(selector)")
    }

    /// A platform is less specific than a range, a window class as specific as a size class,
    /// an Android family as specific as an Apple one.
    @Test(arguments: [
        (["default", "android"], "android"),
        (["android", "w>=400"], "w>=400"),
        (["w>=400", "width-compact"], "width-compact"),
        (["width-compact", "android-phone"], "android-phone"),
        (["android-phone", "android-phone&width-compact"], "android-phone&width-compact"),
        (["width-compact", "height-expanded"], "ambiguous: width-compact = height-expanded"),
        (["android-phone", "pixel-7"], "pixel-7"),
    ])
    func ranksAmongTheOtherKinds(_ selectors: [String], _ expected: String) {
        let rules = selectors.map {
            SelectorRule(
                selector: try! Selector.parse($0).get(), location: Self.here, value: 0.0, valueLocation: Self.here)
        }
        let winner: String =
            switch PreparedRules(rules).match(catalogScreen("pixel-7")) {
            case .none: "none"
            case .matched(let i): selectors[i]
            case .ambiguous(let a, let b): "ambiguous: \(selectors[a]) = \(selectors[b])"
            }
        #expect(winner == expected)
    }
}
