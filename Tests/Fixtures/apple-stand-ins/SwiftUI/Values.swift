// SwiftUI stand-ins: values (insets, size classes, environment values, Dynamic Type sizes, fonts,
// colors). How they are built and what they model: README.md here.
import Foundation

#if canImport(UIKit)
    import UIKit
#endif

// Source: https://developer.apple.com/documentation/swiftui/edgeinsets
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

// Source: https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
public enum UserInterfaceSizeClass: Sendable, Hashable {
    case compact, regular
}

// Source: https://developer.apple.com/documentation/swiftui/alignment
public enum Alignment: Sendable { case center }

// Source: https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]
    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The display's points-to-pixels scale (Apple: EnvironmentValues.displayScale, iOS 13.0+,
    /// macOS 10.15+, tvOS 13.0+, watchOS 6.0+, `var displayScale: CGFloat { get set }`).
    public var displayScale: CGFloat = 1

    /// Stand-in only: the size class the system would set.
    public var _horizontalSizeClass: UserInterfaceSizeClass?
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass is `@backDeployed(before:
    /// macOS 14.0, tvOS 17.0, watchOS 10.0)`, on macOS too; kept unavailable on macOS here as older
    /// SDKs have it (the generated Swift does not read it on macOS).
    @available(macOS, unavailable)
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { _horizontalSizeClass }
        set { _horizontalSizeClass = newValue }
    }
}

// Source: https://developer.apple.com/documentation/swiftui/dynamictypesize (iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

// Source: https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
}

// Source: https://developer.apple.com/documentation/uikit/uicontentsizecategory/init(_:) (iOS 15.0, tvOS 15.0)
#if canImport(UIKit)
    @available(iOS 15.0, tvOS 15.0, *)
    extension UIContentSizeCategory {
        public init(_ dynamicTypeSize: DynamicTypeSize) {
            switch dynamicTypeSize {
            case .xSmall: self = .extraSmall
            case .small: self = .small
            case .medium: self = .medium
            case .large: self = .large
            case .xLarge: self = .extraLarge
            case .xxLarge: self = .extraExtraLarge
            case .xxxLarge: self = .extraExtraExtraLarge
            case .accessibility1: self = .accessibilityMedium
            case .accessibility2: self = .accessibilityLarge
            case .accessibility3: self = .accessibilityExtraLarge
            case .accessibility4: self = .accessibilityExtraExtraLarge
            case .accessibility5: self = .accessibilityExtraExtraExtraLarge
            }
        }
    }
#endif

// Source: https://developer.apple.com/documentation/swiftui/font; custom(_:fixedSize:) is iOS 14.0 (https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:))
@frozen public struct Font: Hashable, Sendable {
    /// Stand-in only: what the font is.
    public let _description: String

    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public struct Weight: Hashable, Sendable {
        let value: Double
        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        Font(_description: "system \(size) \(weight.value) \(design)")
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(_description: "\(name) \(fixedSize)") }

    public func weight(_ weight: Font.Weight) -> Font { Font(_description: _description + " \(weight.value)") }
}

// Source: https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
@frozen public struct Color: Hashable, Sendable {
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    /// Stand-in only: the color space and components given.
    public let _space: RGBColorSpace
    public let _components: [Double]

    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        _space = colorSpace
        _components = [red, green, blue, opacity]
    }
}
