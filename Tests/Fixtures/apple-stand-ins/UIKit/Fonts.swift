// UIKit stand-ins: fonts and text styles.
// How they are built and what they model: README.md here.
import Foundation

// Source: https://developer.apple.com/documentation/uikit/uifont; Sendable: UIKit.framework/Headers/UIFont.h, NS_SWIFT_SENDABLE (iOS 17 SDK on)
open class UIFont: NSObject, @unchecked Sendable {
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// iOS 11.0, watchOS 5.0, visionOS 1.0, no tvOS: https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle
        /// (UIKit.framework/Headers/UIFontDescriptor.h: API_UNAVAILABLE(tvos)).
        #if STANDIN_TVOS
            @available(*, unavailable, message: "not in tvOS")
        #endif
        @available(iOS 11.0, watchOS 5.0, *)
        @available(tvOS, unavailable)
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// Stand-in only: the font's family, size and weight, as the system would report them.
    public let _family: String
    public let _design: UIFontDescriptor.SystemDesign
    public let pointSize: CGFloat
    public let _weight: Weight

    init(_family family: String, design: UIFontDescriptor.SystemDesign, size: CGFloat, weight: Weight) {
        _family = family
        _design = design
        pointSize = size
        _weight = weight
    }

    /// Stand-in only: the families "installed".
    nonisolated(unsafe) public static var _installed: [String] = ["Helvetica Neue", "Georgia"]
    open class var familyNames: [String] { _installed }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(_family: ".SFUI", design: .default, size: fontSize, weight: weight)
    }

    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(
            _family: descriptor._family ?? ".SFUI", design: descriptor._design, size: pointSize,
            weight: descriptor._weight ?? .regular)
    }

    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(_family: _family, design: _design, weight: _weight) }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(_family: _family, design: _design, size: fontSize, weight: _weight)
    }

    /// Stand-in only: SF Pro's ascender and descender come to about 1.19 × its size.
    open var lineHeight: CGFloat { (pointSize * 1.19).rounded() }
}

// Source: https://developer.apple.com/documentation/uikit/uifontdescriptor (Sendable as UIFont; SystemDesign: iOS 13.0)
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }

    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }

    @available(iOS 13.0, *)
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    }

    let _family: String?
    let _design: SystemDesign
    let _weight: UIFont.Weight?

    init(_family family: String?, design: SystemDesign, weight: UIFont.Weight?) {
        _family = family
        _design = design
        _weight = weight
    }

    public convenience init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {
        self.init(_family: attributes[.family] as? String, design: .default, weight: nil)
    }

    open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any]) -> UIFontDescriptor {
        let traits = attributes[.traits] as? [UIFontDescriptor.TraitKey: Any]
        return UIFontDescriptor(
            _family: _family, design: _design, weight: traits?[.weight] as? UIFont.Weight ?? _weight)
    }

    @available(iOS 13.0, *)
    open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(_family: _family, design: design, weight: _weight)
    }
}

/// Scales like the system: a value grows as its style's font size does between the default
/// (Large) category and the reader's, by the Human Interface Guidelines' iOS Dynamic Type table
/// (xSmall … xxxLarge, then AX1 … AX5).
// Source: https://developer.apple.com/documentation/uikit/uifontmetrics (iOS 11.0, tvOS 11.0, watchOS 4.0)
@available(iOS 11.0, *)
open class UIFontMetrics: NSObject, @unchecked Sendable {
    private let style: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }

    /// Stand-in only: each category's point size of each style, in `categories` order.
    static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]
    static let sizes: [UIFont.TextStyle: [CGFloat]] = [
        UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle0"): [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        guard let sizes = Self.sizes[style], let category = traitCollection?.preferredContentSizeCategory,
            let index = Self.categories.firstIndex(of: category)
        else { return value }
        return value * sizes[index] / sizes[3]
    }
}
