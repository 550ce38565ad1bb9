// Stand-ins for the UIKit declarations dimens' generated Swift uses, with Apple's signatures,
// availability and main-actor isolation (iOS 26 SDK), so the generated file's UIKit part is
// type-checked on Linux under Swift 6. Compiled as a module named UIKit by
// SwiftOutputAppleTests; nothing here runs on a device. Members marked "stand-in only" do not
// exist in UIKit: they let tests set what the system would.
@_exported import Foundation

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    @available(iOS 14.0, *) case mac = 5
    @available(iOS 17.0, *) case vision = 6
}

public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

open class UIFont: NSObject, @unchecked Sendable {
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
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
}

/// Scales like the system: a value grows as its style's font size does between the default
/// (Large) category and the reader's. The stand-in knows the sizes of the Human Interface
/// Guidelines' iOS Dynamic Type table for xSmall, Large and xxxLarge; other categories scale as Large.
@available(iOS 11.0, *)
open class UIFontMetrics: NSObject, @unchecked Sendable {
    private let style: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let sizes: [UIFont.TextStyle: (xSmall: CGFloat, large: CGFloat, xxxLarge: CGFloat)] = [
            .largeTitle: (31, 34, 40), .title1: (25, 28, 34), .title2: (19, 22, 28), .title3: (17, 20, 26),
            .headline: (14, 17, 23), .body: (14, 17, 23), .callout: (13, 16, 22), .subheadline: (12, 15, 21),
            .footnote: (12, 13, 19), .caption1: (11, 12, 18), .caption2: (11, 11, 17),
        ]
        guard let size = sizes[style] else { return value }
        switch traitCollection?.preferredContentSizeCategory {
        case .extraSmall?: return value * size.xSmall / size.large
        case .extraExtraExtraLarge?: return value * size.xxxLarge / size.large
        default: return value
        }
    }
}

@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    open private(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    open private(set) var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    @available(iOS 10.0, *)
    open private(set) var preferredContentSizeCategory: UIContentSizeCategory = .unspecified

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
            if trait.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = trait.preferredContentSizeCategory }
        }
    }

    @available(iOS 13.0, *)
    @MainActor open class var current: UITraitCollection {
        get { currentStorage }
        set { currentStorage = newValue }
    }
    @MainActor private static var currentStorage = UITraitCollection()
}

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIView: UIResponder {
    open var bounds: CGRect
    /// Stand-in only: the window a view is in.
    open var _window: UIWindow?
    /// Stand-in only: the traits the system would give the view.
    open var _traits = UITraitCollection()

    public init(frame: CGRect) { bounds = CGRect(origin: .zero, size: frame.size) }

    open var window: UIWindow? { _window }
    open var traitCollection: UITraitCollection { _traits }
}

@MainActor open class UIWindow: UIView {
    /// Stand-in only: whether this is the key window.
    open var _isKey = false
    open var isKeyWindow: Bool { _isKey }
    open override var window: UIWindow? { self }
}

@MainActor open class UIScreen: NSObject {
    open var bounds: CGRect
    open var traitCollection: UITraitCollection

    /// Stand-in only.
    public init(bounds: CGRect, traits: UITraitCollection) {
        self.bounds = bounds
        traitCollection = traits
    }

    @available(iOS, introduced: 2.0, deprecated: 26.0, message: "Use a UIScreen instance found through context instead")
    open class var main: UIScreen { UIScreen(bounds: .zero, traits: UITraitCollection()) }
}

@available(iOS 13.0, *)
@MainActor open class UIScene: UIResponder {}

@available(iOS 13.0, *)
@MainActor open class UIWindowScene: UIScene {
    open var windows: [UIWindow]
    open var screen: UIScreen

    /// Stand-in only.
    public init(screen: UIScreen, windows: [UIWindow]) {
        self.screen = screen
        self.windows = windows
    }
}

@MainActor open class UIApplication: UIResponder {
    @available(iOSApplicationExtension, unavailable)
    @available(tvOSApplicationExtension, unavailable)
    @available(visionOSApplicationExtension, unavailable)
    open class var shared: UIApplication { sharedStorage }
    private static let sharedStorage = UIApplication()

    /// Stand-in only: the scenes the system would have connected.
    open var _scenes: Set<UIScene> = []
    @available(iOS 13.0, *)
    open var connectedScenes: Set<UIScene> { _scenes }
}

@MainActor open class UIDevice: NSObject {
    open class var current: UIDevice { currentStorage }
    private static let currentStorage = UIDevice()

    /// Stand-in only: what the system reports.
    open var _idiom: UIUserInterfaceIdiom = .phone
    open var _model = "iPhone"
    open var userInterfaceIdiom: UIUserInterfaceIdiom { _idiom }
    open var model: String { _model }
}
