#if canImport(UIKit) && !os(watchOS)
    import UIKit

    @available(iOS 13.0, tvOS 13.0, *)
    extension DimensFamily {
        /// The family of an interface idiom: iPad apps on a Mac (Mac Catalyst, or "Designed for
        /// iPad") and on Apple Vision Pro take pad values, CarPlay and unknown idioms phone values.
        public init(_ idiom: UIUserInterfaceIdiom) {
            switch idiom {
            case .pad: self = .pad
            case .tv: self = .tv
            default:
                if #available(iOS 14.0, tvOS 14.0, *), idiom == .mac {
                    self = .pad
                } else if #available(iOS 17.0, tvOS 17.0, *), idiom == .vision {
                    self = .pad
                } else {
                    self = .phone
                }
            }
        }

        /// This device's family (an iPod touch is told from an iPhone by its model name).
        @MainActor public static var current: Self {
            let device = UIDevice.current
            return device.userInterfaceIdiom == .phone && device.model.hasPrefix("iPod")
                ? .pod : Self(device.userInterfaceIdiom)
        }
    }

    @available(iOS 13.0, tvOS 13.0, *)
    extension DimensSizeClass {
        /// nil for `.unspecified`.
        public init?(_ sizeClass: UIUserInterfaceSizeClass) {
            switch sizeClass {
            case .compact: self = .compact
            case .regular: self = .regular
            default: return nil
            }
        }
    }

    @available(iOS 13.0, tvOS 13.0, *)
    extension DimensTable {
        /// The values for a window or view of this size with these traits (horizontal size class
        /// and idiom). Usable in app extensions.
        public static func forSize(_ size: CGSize, traits: UITraitCollection) -> Self {
            forSize(
                width: size.width, height: size.height, sizeClass: DimensSizeClass(traits.horizontalSizeClass),
                family: DimensFamily(traits.userInterfaceIdiom),
                scale: traits.displayScale > 0 ? traits.displayScale : nil)
        }

        /// The values for a size the window is about to take, before its traits change: in
        /// `viewWillTransition(to:with:)`, pass the new size and `traitCollection.userInterfaceIdiom`.
        /// On an iPad the size class follows from the width, as iPadOS decides it for windows; pass
        /// `traitCollection.displayScale` as `scale` where windows of one size differ in scale.
        public static func forSize(_ size: CGSize, idiom: UIUserInterfaceIdiom, scale: CGFloat? = nil) -> Self {
            forSize(width: size.width, height: size.height, sizeClass: nil, family: DimensFamily(idiom), scale: scale)
        }

        /// The values for a window: its size and traits now (Split View, Slide Over and Stage
        /// Manager windows included). Usable in app extensions.
        @MainActor public static func forWindow(_ window: UIWindow) -> Self {
            forSize(window.bounds.size, traits: window.traitCollection)
        }

        /// The values for the window a view is in, or for the view's own size before it is in one.
        @MainActor public static func forView(_ view: UIView) -> Self {
            if let window = view.window { return forWindow(window) }
            return forSize(view.bounds.size, traits: view.traitCollection)
        }

        /// The values for the app's key window, or the first window scene's screen before a window
        /// is up. With several windows side by side, ask for the one you are in with
        /// `forWindow(_:)`. On visionOS, which has no screen, before a window is up: a window of the
        /// reference size with the first window scene's traits (its idiom and size class). Not in
        /// app extensions, which have no `UIApplication.shared`.
        @available(iOSApplicationExtension, unavailable)
        @available(tvOSApplicationExtension, unavailable)
        @available(macCatalystApplicationExtension, unavailable)
        @available(visionOSApplicationExtension, unavailable)
        @MainActor public static var current: Self {
            let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            if let window = scenes.flatMap(\.windows).first(where: \.isKeyWindow) { return forWindow(window) }
            #if os(visionOS)
                if let scene = scenes.first { return forSize(referenceSize, traits: scene.traitCollection) }
            #else
                if let screen = scenes.first?.screen {
                    return forSize(screen.bounds.size, traits: screen.traitCollection)
                }
            #endif
            return forSize(
                width: referenceSize.width, height: referenceSize.height, sizeClass: nil, family: .current, scale: nil)
        }
    }
#endif
