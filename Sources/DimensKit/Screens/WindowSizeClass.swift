/// Android's window size classes by width (Material 3 and Jetpack WindowManager breakpoints, in
/// dp): compact below 600, medium to 839, expanded to 1199, large to 1599, extra-large from
/// 1600. Selectors name them `width-compact` … `width-extra-large`, which no Apple selector is
/// called, and match Android screens only (Apple screens have UIKit's `compact`/`regular`).
package enum WindowWidthClass: String, CaseIterable, Sendable, Hashable {
    case compact, medium, expanded, large
    case extraLarge = "extra-large"

    /// The class of a window `width` dp wide.
    package init(width: Double) {
        self =
            width < 600
            ? .compact : width < 840 ? .medium : width < 1200 ? .expanded : width < 1600 ? .large : .extraLarge
    }

    /// The selector keyword: `width-medium`.
    package var selector: String { "width-" + rawValue }
}

/// Android's window size classes by height, in dp: compact below 480, medium to 899, expanded
/// from 900. Selectors: `height-compact`, `height-medium`, `height-expanded`.
package enum WindowHeightClass: String, CaseIterable, Sendable, Hashable {
    case compact, medium, expanded

    /// The class of a window `height` dp tall.
    package init(height: Double) { self = height < 480 ? .compact : height < 900 ? .medium : .expanded }

    /// The selector keyword: `height-compact`.
    package var selector: String { "height-" + rawValue }
}

extension Screen {
    /// The window width class of this screen, on a platform that classes windows (Android's);
    /// nil on others.
    package var windowWidthClass: WindowWidthClass? {
        platform.sizeClasses == .windowClasses ? WindowWidthClass(width: width) : nil
    }

    /// The window height class of this screen, on a platform that classes windows; nil on others.
    package var windowHeightClass: WindowHeightClass? {
        platform.sizeClasses == .windowClasses ? WindowHeightClass(height: height) : nil
    }
}
