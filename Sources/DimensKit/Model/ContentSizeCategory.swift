/// A reader's text size: Apple's content size categories, named as `UIContentSizeCategory`
/// spells them without its prefix. `large` is the default every table's values are for.
package enum ContentSizeCategory: String, CaseIterable, Sendable, Hashable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
        accessibilityExtraExtraExtraLarge

    /// The size outputs give when nothing asks for another.
    package static let standard = ContentSizeCategory.large

    /// SwiftUI's `DynamicTypeSize` case of the same size.
    package var dynamicTypeSize: String {
        switch self {
        case .extraSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "xLarge"
        case .extraExtraLarge: "xxLarge"
        case .extraExtraExtraLarge: "xxxLarge"
        case .accessibilityMedium: "accessibility1"
        case .accessibilityLarge: "accessibility2"
        case .accessibilityExtraLarge: "accessibility3"
        case .accessibilityExtraExtraLarge: "accessibility4"
        case .accessibilityExtraExtraExtraLarge: "accessibility5"
        }
    }

    package static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
