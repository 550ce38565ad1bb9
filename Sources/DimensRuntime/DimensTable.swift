import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a generated token type (`Dimens`) gives the runtime: its values for a window, and the
/// reference screen's size. The UIKit entry points (`forWindow(_:)`, `forView(_:)`,
/// `forSize(_:traits:)`, `forSize(_:idiom:scale:)`, `current`) and SwiftUI's
/// `DimensFromContainer` are written once here for every conforming type.
public protocol DimensTable: Sendable {
    /// The values for a window of this size in points (as currently oriented), with its horizontal
    /// size class, device family and display scale where known (see `DimensScreenList`).
    static func forSize(
        width: CGFloat, height: CGFloat, sizeClass: DimensSizeClass?, family: DimensFamily?, scale: CGFloat?
    ) -> Self

    /// The config's reference screen, in points (the design canvas: 375 × 667 by default).
    static var referenceSize: CGSize { get }
}
