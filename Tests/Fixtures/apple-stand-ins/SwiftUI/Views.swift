// SwiftUI stand-ins: views, modifiers, the environment and geometry.
// How they are built and what they model: README.md here.
@_exported import Foundation

// Source: https://developer.apple.com/documentation/swiftui/view: `@MainActor @preconcurrency protocol View` (iOS 18 SDK on)
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

// Source: https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

// Source: https://developer.apple.com/documentation/swiftui/environmentkey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

// Source: https://developer.apple.com/documentation/swiftui/dynamicproperty
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {}

// Source: https://developer.apple.com/documentation/swiftui/environment (wrappedValue is @MainActor)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    @MainActor public var wrappedValue: Value {
        (_RenderContext.current?.environment ?? EnvironmentValues())[keyPath: keyPath]
    }
}

// Source: https://developer.apple.com/documentation/swiftui/geometryproxy (size, safeAreaInsets)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryProxy {
    public let size: CGSize
    public let safeAreaInsets: EdgeInsets
}

// Source: https://developer.apple.com/documentation/swiftui/geometryreader: `@frozen nonisolated struct GeometryReader`, and its
// `nonisolated init(content:)`
// (https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)): neither is main-actor isolated
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { fatalError() }
    /// Stand-in only: evaluated on the main actor, as SwiftUI evaluates views.
    @MainActor public func _render(_ context: _RenderContext) {
        content(GeometryProxy(size: context.size, safeAreaInsets: context.safeAreaInsets))._render(context)
    }
}

// Source: https://developer.apple.com/documentation/swiftui/viewmodifier: `@MainActor @preconcurrency protocol ViewModifier`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

// Source: https://developer.apple.com/documentation/swiftui/_viewmodifier_content
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let render: (_RenderContext) -> Void
    public var body: Never { fatalError() }
    public func _render(_ context: _RenderContext) { render(context) }
}

// Source: https://developer.apple.com/documentation/swiftui/modifiedcontent
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

// Source: https://developer.apple.com/documentation/swiftui/view/modifier(_:), https://developer.apple.com/documentation/swiftui/view/environment(_:_:),
// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:) (nonisolated, as View's modifiers are)
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
