import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Kinds of Apple device: the family part of a screen and of a window asked for
/// (`Dimens.Family` in a generated file is this type).
public enum DimensFamily: String, Sendable, CaseIterable {
    case phone, pad, pod, watch, tv
}

/// A window's horizontal size class (`Dimens.SizeClass` in a generated file is this type).
public enum DimensSizeClass: String, Sendable, CaseIterable {
    case compact, regular
}

/// A window as `forSize` is asked for it: its size in points as currently oriented, and its
/// horizontal size class, device family and display scale where known. The size class is decided
/// here: without one, a pad window narrower than 678 points counts as compact (iPadOS's rule for
/// Split View and Stage Manager).
public struct DimensWindow: Hashable, Sendable {
    public let width: CGFloat
    public let height: CGFloat
    public let sizeClass: DimensSizeClass?
    public let family: DimensFamily?
    public let scale: CGFloat?

    public init(
        width: CGFloat, height: CGFloat, sizeClass: DimensSizeClass? = nil, family: DimensFamily? = nil,
        scale: CGFloat? = nil
    ) {
        self.width = width
        self.height = height
        self.sizeClass = sizeClass ?? (family == .pad ? (width < 678 ? .compact : .regular) : nil)
        self.family = family
        self.scale = scale
    }
}
