// Stand-ins for the SwiftUI declarations dimens' generated Swift uses, with Apple's signatures,
// availability and main-actor isolation (iOS 26 SDK), so the generated file's SwiftUI part is
// type-checked on Linux under Swift 6. Compiled as a module named SwiftUI by
// SwiftOutputAppleTests. Views here do not render: `_render` (stand-in only) evaluates a view
// tree far enough to see what environment a subtree receives at a given container size.
@_exported import Foundation

#if canImport(UIKit)
    import UIKit
#endif

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// Stand-in only: evaluates the view in a container of this size.
    func _render(_ context: _RenderContext)
}

extension View {
    public func _render(_ context: _RenderContext) { body._render(context) }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public func _render(_ context: _RenderContext) {}
}

/// Stand-in only: what a view is evaluated with.
public struct _RenderContext {
    public var size: CGSize
    public var safeAreaInsets: EdgeInsets
    public var environment: EnvironmentValues

    public init(
        size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.environment = environment
    }

    /// The environment a `@Environment` property reads while `body` is evaluated.
    @MainActor public static var current: _RenderContext?
}

@resultBuilder public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

public enum UserInterfaceSizeClass: Sendable, Hashable {
    case compact, regular
}

public enum Alignment: Sendable { case center }

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

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
    @available(macOS, unavailable)
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { _horizontalSizeClass }
        set { _horizontalSizeClass = newValue }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    @MainActor public var wrappedValue: Value {
        (_RenderContext.current?.environment ?? EnvironmentValues())[keyPath: keyPath]
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryProxy {
    public let size: CGSize
    public let safeAreaInsets: EdgeInsets
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct GeometryReader<Content: View>: View {
    nonisolated(unsafe) let content: (GeometryProxy) -> Content
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { fatalError() }
    public func _render(_ context: _RenderContext) {
        content(GeometryProxy(size: context.size, safeAreaInsets: context.safeAreaInsets))._render(context)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let render: (_RenderContext) -> Void
    public var body: Never { fatalError() }
    public func _render(_ context: _RenderContext) { render(context) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
    public func _render(_ context: _RenderContext) {
        let saved = _RenderContext.current
        _RenderContext.current = context
        let inner = _ViewModifier_Content<Modifier>(render: { content._render($0) })
        // As in SwiftUI, the modifier's @Environment values are those of where it is applied,
        // also inside closures its body builds (GeometryReader's).
        modifier.body(content: inner)._render(context)
        _RenderContext.current = saved
    }
}

/// Stand-in only: a view that changes what its content is evaluated with.
public struct _Transformed<Content: View>: View {
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) let transform: (_RenderContext) -> _RenderContext
    nonisolated init(content: Content, transform: @escaping (_RenderContext) -> _RenderContext) {
        self.content = content
        self.transform = transform
    }
    public var body: Never { fatalError() }
    public func _render(_ context: _RenderContext) { content._render(transform(context)) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _Transformed(
            content: self,
            transform: { context in
                var environment = context.environment
                environment[keyPath: keyPath] = value
                return _RenderContext(
                    size: context.size, safeAreaInsets: context.safeAreaInsets, environment: environment)
            })
    }

    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    {
        _Transformed(
            content: self,
            transform: { context in
                let size = CGSize(width: width ?? context.size.width, height: height ?? context.size.height)
                return _RenderContext(
                    size: size, safeAreaInsets: context.safeAreaInsets, environment: context.environment)
            })
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

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
