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

public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

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

open class UIColor: NSObject, @unchecked Sendable {
    /// Stand-in only: the components as given, and whether they are Display P3.
    public let _components: [CGFloat]
    public let _displayP3: Bool

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _components = [red, green, blue, alpha]
        _displayP3 = false
    }

    @available(iOS 10.0, *)
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _components = [displayP3Red, green, blue, alpha]
        _displayP3 = true
    }
}

open class NSParagraphStyle: NSObject, @unchecked Sendable {
    open var minimumLineHeight: CGFloat { _minimumLineHeight }
    open var maximumLineHeight: CGFloat { _maximumLineHeight }
    var _minimumLineHeight: CGFloat = 0
    var _maximumLineHeight: CGFloat = 0
}

open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var minimumLineHeight: CGFloat {
        get { _minimumLineHeight }
        set { _minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { _maximumLineHeight }
        set { _maximumLineHeight = newValue }
    }
}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
}

/// Scales like the system: a value grows as its style's font size does between the default
/// (Large) category and the reader's, by the Human Interface Guidelines' iOS Dynamic Type table
/// (xSmall … xxxLarge, then AX1 … AX5).
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
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
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

    @available(iOS 13.0, *)
    @MainActor open class var current: UITraitCollection {
        get { currentStorage }
        set { currentStorage = newValue }
    }
    @MainActor private static var currentStorage = UITraitCollection()
}

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIView: UIResponder {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    /// Stand-in only: a size change resizes flexible subviews and lays the view out, as UIKit does.
    open var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { _resized(by: bounds.size, from: oldValue.size) } }
    }
    open var frame: CGRect {
        get { CGRect(origin: _origin, size: bounds.size) }
        set {
            _origin = newValue.origin
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
        }
    }
    private var _origin = CGPoint.zero
    /// Stand-in only: the window a view is in when it is in none through its superviews.
    open var _window: UIWindow?
    /// Stand-in only: the traits the system would give the view (else its window's).
    open var _traits: UITraitCollection? = nil
    open private(set) var superview: UIView?
    open private(set) var subviews: [UIView] = []
    open var isHidden = false
    open var isUserInteractionEnabled = true
    open var autoresizingMask: AutoresizingMask = []
    open var layer: CALayer { _layer }
    private let _layer = CALayer()

    public init(frame: CGRect) {
        bounds = CGRect(origin: .zero, size: frame.size)
        _origin = frame.origin
    }

    open var window: UIWindow? { _window ?? superview?.window }
    open var traitCollection: UITraitCollection { _traits ?? superview?.traitCollection ?? UITraitCollection() }

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(index, subviews.count))
        view.superview = self
        if window != nil { view._movedToWindow() }
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let hadWindow = window != nil
        parent.subviews.removeAll { $0 === self }
        superview = nil
        if hadWindow { _movedToWindow() }
    }

    open func didMoveToWindow() {}
    open func layoutSubviews() {}

    private func _movedToWindow() {
        didMoveToWindow()
        for view in subviews { view._movedToWindow() }
    }

    private func _resized(by size: CGSize, from old: CGSize) {
        for view in subviews where !view.autoresizingMask.isEmpty {
            var frame = view.frame
            if view.autoresizingMask.contains(.flexibleWidth) { frame.size.width += size.width - old.width }
            if view.autoresizingMask.contains(.flexibleHeight) { frame.size.height += size.height - old.height }
            view.frame = frame
        }
        layoutSubviews()
    }
}

@MainActor open class UIWindow: UIView {
    /// Stand-in only: whether this is the key window.
    open var _isKey = false
    open var isKeyWindow: Bool { _isKey }
    open override var window: UIWindow? { self }
}

/// Stand-in for QuartzCore's layer, which UIKit re-exports.
open class CALayer: NSObject, @unchecked Sendable {
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
}

@MainActor open class UILayoutGuide: NSObject {
    open weak var owningView: UIView?
}

open class NSLayoutConstraint: NSObject, @unchecked Sendable {
    public enum Attribute: Int, Sendable {
        case notAnAttribute = 0
        case left, right, top, bottom, leading, trailing, width, height
    }
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal, greaterThanOrEqual
    }

    open var constant: CGFloat
    /// Stand-in only: UIKit's are `unowned(unsafe)`.
    public private(set) weak var firstItem: AnyObject?
    public private(set) weak var secondItem: AnyObject?

    public init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        constant = c
    }
}

@MainActor open class UIStackView: UIView {
    open var spacing: CGFloat = 0
}

@MainActor open class UILabel: UIView {
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    open var adjustsFontForContentSizeCategory = false
}

/// Stand-in for UIKit's font attribute of an `AttributeContainer` (`container.font`).
public enum _UIKitFontAttribute: AttributedStringKey {
    public typealias Value = UIFont
    public static let name = "NSFont"
}

extension AttributeContainer {
    public var font: UIFont? {
        get { self[_UIKitFontAttribute.self] }
        set { self[_UIKitFontAttribute.self] = newValue }
    }
}

@available(iOS 15.0, *)
public struct UIConfigurationTextAttributesTransformer {
    let transform: (AttributeContainer) -> AttributeContainer
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}

@MainActor open class UIButton: UIView {
    @available(iOS 15.0, *)
    public struct Configuration {
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public static func plain() -> Configuration { Configuration() }
    }

    private let _titleLabel = UILabel(frame: .zero)
    open var titleLabel: UILabel? { _titleLabel }
    @available(iOS 15.0, *)
    open var configuration: UIButton.Configuration? {
        get { _configuration as? UIButton.Configuration }
        set { _configuration = newValue }
    }
    private var _configuration: Any?
}

@MainActor open class UITextField: UIView {
    open var font: UIFont?
    open var adjustsFontForContentSizeCategory = false
}

@MainActor open class UITextView: UIView {
    open var font: UIFont?
    open var adjustsFontForContentSizeCategory = false
}

@MainActor open class UIVisualEffectView: UIView {
    private let _contentView = UIView(frame: .zero)
    open var contentView: UIView { _contentView }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        super.addSubview(_contentView)
    }

    /// Stand-in only: UIKit raises an exception for a subview added to the effect view itself.
    open override func addSubview(_ view: UIView) {
        precondition(view === _contentView, "UIVisualEffectView: add subviews to its contentView")
        super.addSubview(view)
    }
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
