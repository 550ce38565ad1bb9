// UIKit stand-ins: views, layers and constraints.
// How they are built and what they model: README.md here.
import Foundation

// Source: https://developer.apple.com/documentation/uikit/uiresponder (@MainActor)
@MainActor open class UIResponder: NSObject {}

// Source: https://developer.apple.com/documentation/uikit/uiview (@MainActor)
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

// Source: https://developer.apple.com/documentation/uikit/uiwindow (@MainActor)
@MainActor open class UIWindow: UIView {
    /// Stand-in only: whether this is the key window.
    open var _isKey = false
    open var isKeyWindow: Bool { _isKey }
    open override var window: UIWindow? { self }
}

/// Stand-in for QuartzCore's layer, which UIKit re-exports.
// Source: https://developer.apple.com/documentation/quartzcore/calayer: `class CALayer`, neither main-actor isolated nor Sendable
// (QuartzCore.framework/Headers/CALayer.h has no NS_SWIFT_UI_ACTOR or NS_SWIFT_SENDABLE); UIKit re-exports QuartzCore
open class CALayer: NSObject {
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
}

// Source: https://developer.apple.com/documentation/uikit/uilayoutguide (@MainActor)
@MainActor open class UILayoutGuide: NSObject {
    open weak var owningView: UIView?
}

// Source: https://developer.apple.com/documentation/uikit/nslayoutconstraint: `@MainActor class NSLayoutConstraint`, not Sendable
// (UIKit.framework/Headers/NSLayoutConstraint.h: NS_SWIFT_UI_ACTOR @interface NSLayoutConstraint : NSObject)
@MainActor open class NSLayoutConstraint: NSObject {
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
