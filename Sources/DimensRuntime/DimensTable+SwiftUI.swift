#if canImport(SwiftUI)
    import SwiftUI
    #if canImport(UIKit) && !os(watchOS)
        import UIKit
    #endif

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension DimensTable {
        /// The SwiftUI environment's value where no `DimensFromContainer` sets it: read on the main
        /// thread with UIKit, the nearest screen to the reference size of this device's family and
        /// size class (so an iPad gets iPad values); elsewhere the reference screen's.
        public static var environmentDefault: Self {
            let reference = referenceSize
            #if canImport(UIKit) && !os(watchOS)
                if Thread.isMainThread {
                    return MainActor.assumeIsolated {
                        let traits = UITraitCollection.current
                        return forSize(
                            width: reference.width, height: reference.height,
                            sizeClass: DimensSizeClass(traits.horizontalSizeClass), family: .current, scale: nil)
                    }
                }
            #endif
            return forSize(width: reference.width, height: reference.height, sizeClass: nil, family: nil, scale: nil)
        }
    }

    /// Sets an environment value of a generated type (`\.dimens`) from the size the view is given
    /// (its safe-area insets added back) and its horizontal size class, again on every rotation,
    /// Split View or Stage Manager resize. A generated file's `.dimensFromContainer()` applies it.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public struct DimensFromContainer<Values: DimensTable>: ViewModifier {
        #if !os(macOS)
            @Environment(\.horizontalSizeClass) private var horizontalSizeClass
        #endif
        @Environment(\.displayScale) private var displayScale
        private let keyPath: WritableKeyPath<EnvironmentValues, Values>

        /// The modifier that sets `keyPath` (the generated type's environment entry).
        public init(_ keyPath: WritableKeyPath<EnvironmentValues, Values>) { self.keyPath = keyPath }

        public func body(content: Content) -> some View {
            GeometryReader { proxy in
                content
                    .frame(width: proxy.size.width, height: proxy.size.height)
                    .environment(keyPath, values(for: proxy))
            }
        }

        private func values(for proxy: GeometryProxy) -> Values {
            let insets = proxy.safeAreaInsets
            let width = proxy.size.width + insets.leading + insets.trailing
            let height = proxy.size.height + insets.top + insets.bottom
            #if os(macOS)
                return Values.forSize(width: width, height: height, sizeClass: .regular, family: .pad, scale: nil)
            #elseif os(watchOS)
                return Values.forSize(width: width, height: height, sizeClass: nil, family: .watch, scale: nil)
            #else
                let sizeClass: DimensSizeClass? =
                    switch horizontalSizeClass {
                    case .compact?: .compact
                    case .regular?: .regular
                    default: nil
                    }
                return Values.forSize(
                    width: width, height: height, sizeClass: sizeClass, family: .current, scale: displayScale)
            #endif
        }
    }
#endif
