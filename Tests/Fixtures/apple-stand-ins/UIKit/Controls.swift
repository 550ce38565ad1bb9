// UIKit stand-ins: controls.
// How they are built and what they model: README.md here.
import Foundation

// Source: https://developer.apple.com/documentation/uikit/uistackview (@MainActor)
@MainActor open class UIStackView: UIView {
    open var spacing: CGFloat = 0
}

// Source: https://developer.apple.com/documentation/uikit/uilabel (@MainActor)
@MainActor open class UILabel: UIView {
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    open var adjustsFontForContentSizeCategory = false
}

// Source: https://developer.apple.com/documentation/uikit/uibutton (@MainActor; configuration: iOS 15.0)
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

// Source: https://developer.apple.com/documentation/uikit/uitextfield (@MainActor)
@MainActor open class UITextField: UIView {
    open var font: UIFont?
    open var adjustsFontForContentSizeCategory = false
}

// Source: https://developer.apple.com/documentation/uikit/uitextview (@MainActor)
@MainActor open class UITextView: UIView {
    open var font: UIFont?
    open var adjustsFontForContentSizeCategory = false
}

// Source: https://developer.apple.com/documentation/uikit/uivisualeffectview (@MainActor)
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
