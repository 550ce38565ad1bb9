// UIKit stand-ins: colors, paragraph styles and attributed-string keys.
// How they are built and what they model: README.md here.
import Foundation

// Source: https://developer.apple.com/documentation/uikit/uicolor; init(displayP3Red:green:blue:alpha:) iOS 10.0
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

// Source: https://developer.apple.com/documentation/uikit/nsparagraphstyle; not Sendable: UIKit.framework/Headers/NSParagraphStyle.h
// declares it inside NS_HEADER_AUDIT_BEGIN(nullability, sendability) without NS_SWIFT_SENDABLE
open class NSParagraphStyle: NSObject {
    open var minimumLineHeight: CGFloat { _minimumLineHeight }
    open var maximumLineHeight: CGFloat { _maximumLineHeight }
    var _minimumLineHeight: CGFloat = 0
    var _maximumLineHeight: CGFloat = 0
}

// Source: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle (not Sendable, as its superclass)
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var minimumLineHeight: CGFloat {
        get { _minimumLineHeight }
        set { _minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { _maximumLineHeight }
        set { _maximumLineHeight = newValue }
    }
}

// Source: https://developer.apple.com/documentation/foundation/nsattributedstring/key (font, paragraphStyle, kern: UIKit)
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
}

// Source: https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Stand-in for UIKit's font attribute of an `AttributeContainer` (`container.font`).
// Source: https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes/font
public enum _UIKitFontAttribute: AttributedStringKey {
    public typealias Value = UIFont
    public static let name = "NSFont"
}

// Source: https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes (AttributeContainer.font)
extension AttributeContainer {
    public var font: UIFont? {
        get { self[_UIKitFontAttribute.self] }
        set { self[_UIKitFontAttribute.self] = newValue }
    }
}

// Source: https://developer.apple.com/documentation/uikit/uiconfigurationtextattributestransformer (iOS 15.0)
@available(iOS 15.0, *)
public struct UIConfigurationTextAttributesTransformer {
    let transform: (AttributeContainer) -> AttributeContainer
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
