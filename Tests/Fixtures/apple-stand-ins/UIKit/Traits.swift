// UIKit stand-ins: traits and Dynamic Type categories.
// How they are built and what they model: README.md here.
@_exported import Foundation

// Source: https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom (mac: iOS 14.0, vision: iOS 17.0)
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    @available(iOS 14.0, *) case mac = 5
    @available(iOS 17.0, *) case vision = 6
}

// Source: https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

// Source: https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
}

// Source: https://developer.apple.com/documentation/uikit/uitraitcollection; Sendable and nonisolated:
// UIKit.framework/Headers/UITraitCollection.h, NS_SWIFT_SENDABLE NS_SWIFT_NONISOLATED (iOS 17 SDK on)
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    open private(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    open private(set) var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    @available(iOS 10.0, *)
    open private(set) var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    /// Points to pixels; 0.0 when unspecified (Apple: UITraitCollection.displayScale, iOS 8.0+,
    /// `var displayScale: CGFloat { get }`, and `init(displayScale:)`).
    open private(set) var displayScale: CGFloat = 0

    public convenience init(displayScale scale: CGFloat) {
        self.init()
        displayScale = scale
    }

    @available(iOS 10.0, *)
    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) {
        self.init()
        preferredContentSizeCategory = category
    }

    public override init() {}

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init()
        self.horizontalSizeClass = horizontalSizeClass
    }

    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init()
        userInterfaceIdiom = idiom
    }

    public convenience init(traitsFrom traits: [UITraitCollection]) {
        self.init()
        for trait in traits {
            if trait.horizontalSizeClass != .unspecified { horizontalSizeClass = trait.horizontalSizeClass }
            if trait.userInterfaceIdiom != .unspecified { userInterfaceIdiom = trait.userInterfaceIdiom }
            if trait.displayScale != 0 { displayScale = trait.displayScale }
            if trait.preferredContentSizeCategory != .unspecified {
                preferredContentSizeCategory = trait.preferredContentSizeCategory
            }
        }
    }

    /// iOS 13.0, tvOS 13.0: https://developer.apple.com/documentation/uikit/uitraitcollection/current
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor open class var current: UITraitCollection {
        get { currentStorage }
        set { currentStorage = newValue }
    }
    @MainActor private static var currentStorage = UITraitCollection()
}
