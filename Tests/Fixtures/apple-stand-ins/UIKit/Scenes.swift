// UIKit stand-ins: screens, scenes, the application and the device.
// How they are built and what they model: README.md here.
import Foundation

// Source: https://developer.apple.com/documentation/uikit/uiscreen (@MainActor). Unavailable in visionOS: the visionOS SDK marks
// the class so (swiftc there: "'UIScreen' is unavailable in visionOS"); `main` is deprecated in iOS 26
#if STANDIN_VISIONOS
    @available(*, unavailable, message: "not in visionOS")
#endif
@available(visionOS, unavailable)
@MainActor open class UIScreen: NSObject {
    open var bounds: CGRect
    open var traitCollection: UITraitCollection

    /// Stand-in only.
    public init(bounds: CGRect, traits: UITraitCollection) {
        self.bounds = bounds
        traitCollection = traits
    }

    @available(iOS, introduced: 2.0, deprecated: 26.0, message: "Use a UIScreen instance found through context instead")
    @available(visionOS, unavailable)
    open class var main: UIScreen { UIScreen(bounds: .zero, traits: UITraitCollection()) }
}

// Source: https://developer.apple.com/documentation/uikit/uiscene (iOS 13.0, @MainActor)
@available(iOS 13.0, *)
@MainActor open class UIScene: UIResponder {}

// Source: https://developer.apple.com/documentation/uikit/uiwindowscene (iOS 13.0, @MainActor); its
// `screen` is iOS 13.0, tvOS 13.0 and no visionOS (https://developer.apple.com/documentation/uikit/uiwindowscene/screen)
@available(iOS 13.0, *)
@MainActor open class UIWindowScene: UIScene {
    open var windows: [UIWindow]
    /// The scene's traits (UITraitEnvironment, iOS 13.0 and visionOS 1.0:
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection).
    open var traitCollection: UITraitCollection
    private let _screen: AnyObject?

    #if STANDIN_VISIONOS
        @available(*, unavailable, message: "not in visionOS")
    #endif
    @available(iOS 13.0, tvOS 13.0, *)
    @available(visionOS, unavailable)
    open var screen: UIScreen { _screen as! UIScreen }

    /// Stand-in only: a scene on a screen, with the screen's traits.
    #if STANDIN_VISIONOS
        @available(*, unavailable, message: "not in visionOS")
    #endif
    @available(visionOS, unavailable)
    public init(screen: UIScreen, windows: [UIWindow]) {
        _screen = screen
        traitCollection = screen.traitCollection
        self.windows = windows
    }

    /// Stand-in only: a scene with these traits and no screen (visionOS).
    public init(traits: UITraitCollection, windows: [UIWindow]) {
        _screen = nil
        traitCollection = traits
        self.windows = windows
    }
}

// Source: https://developer.apple.com/documentation/uikit/uiapplication (@MainActor); `shared` is unavailable in app extensions
// (https://developer.apple.com/documentation/uikit/uiapplication/shared: NS_EXTENSION_UNAVAILABLE_IOS)
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

// Source: https://developer.apple.com/documentation/uikit/uidevice (@MainActor)
@MainActor open class UIDevice: NSObject {
    open class var current: UIDevice { currentStorage }
    private static let currentStorage = UIDevice()

    /// Stand-in only: what the system reports.
    open var _idiom: UIUserInterfaceIdiom = .phone
    open var _model = "iPhone"
    open var userInterfaceIdiom: UIUserInterfaceIdiom { _idiom }
    open var model: String { _model }
}
