import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A typography token's values on one screen: DTCG's members, lengths in points. A generated table
/// names it `Typography` (`Dimens.Typography`).
public struct DimensTypography: Sendable, Hashable {
    /// The font family names as written, preferred first (a CSS font stack is one name here;
    /// `familyNames` splits it).
    public let fontFamily: [String]
    public let fontSize: CGFloat
    /// From 1 (thin) to 1000; 400 is regular, 700 bold.
    public let fontWeight: Double
    /// As written: in points, or a multiple of the font size when `lineHeightIsRatio`; nil when
    /// the token has none.
    public let lineHeight: CGFloat?
    public let lineHeightIsRatio: Bool
    /// Extra space between letters, in points.
    public let letterSpacing: CGFloat

    public init(
        fontFamily: [String], fontSize: CGFloat, fontWeight: Double, lineHeight: CGFloat?, lineHeightIsRatio: Bool,
        letterSpacing: CGFloat
    ) {
        (self.fontFamily, self.fontSize, self.fontWeight) = (fontFamily, fontSize, fontWeight)
        (self.lineHeight, self.lineHeightIsRatio, self.letterSpacing) = (lineHeight, lineHeightIsRatio, letterSpacing)
    }

    /// The line height in points; nil when the token has none.
    public var lineHeightPoints: CGFloat? { lineHeight.map { lineHeightIsRatio ? $0 * fontSize : $0 } }

    /// Every family name, CSS font stacks split at commas and unquoted.
    public var familyNames: [String] {
        fontFamily.flatMap { $0.split(separator: ",") }.map { name in
            name.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }.filter { !$0.isEmpty }
    }

    /// The system font design a family name asks for (SF Pro Rounded, SF Mono, New York, or
    /// CSS's generic names): `rounded`, `monospaced` or `serif`; nil for the default design.
    public var systemDesign: String? {
        for name in familyNames {
            switch name.lowercased() {
            case "sf pro rounded", "ui-rounded": return "rounded"
            case "sf mono", "ui-monospace", "monospace": return "monospaced"
            case "new york", "ui-serif", "serif": return "serif"
            default: continue
            }
        }
        return nil
    }

    /// `fontWeight` as one of the nine weights of SF Pro, as its web fonts map CSS weights:
    /// 1 ultralight (100), 2 thin, 3 light, 4 regular, 5 medium, 6 semibold, 7 bold, 8 heavy,
    /// 9 black (900).
    var weightStep: Int { Swift.min(Swift.max(Int((fontWeight / 100).rounded()), 1), 9) }

    /// The same text with its lengths multiplied by `factor` (a line-height ratio stays one).
    public func scaled(by factor: CGFloat) -> DimensTypography {
        DimensTypography(
            fontFamily: fontFamily, fontSize: fontSize * factor, fontWeight: fontWeight,
            lineHeight: lineHeight.map { lineHeightIsRatio ? $0 : $0 * factor }, lineHeightIsRatio: lineHeightIsRatio,
            letterSpacing: letterSpacing * factor)
    }
}

/// A color as DTCG writes it: components in `colorSpace` (`srgb`, `display-p3`, …), alpha from
/// 0 to 1, and the hex form where the token gives one (`Dimens.ColorValue`).
public struct DimensColorValue: Sendable, Hashable {
    public let colorSpace: String
    public let components: [Double]
    public let alpha: Double
    public let hex: String?

    public init(colorSpace: String, components: [Double], alpha: Double, hex: String?) {
        (self.colorSpace, self.components, self.alpha, self.hex) = (colorSpace, components, alpha, hex)
    }

    public static let black = DimensColorValue(colorSpace: "srgb", components: [0, 0, 0], alpha: 1, hex: nil)
}

/// One shadow on one screen, lengths in points (`Dimens.Shadow`).
public struct DimensShadow: Sendable, Hashable {
    public let color: DimensColorValue
    public let offsetX: CGFloat
    public let offsetY: CGFloat
    public let blur: CGFloat
    public let spread: CGFloat
    public let inset: Bool

    public init(
        color: DimensColorValue, offsetX: CGFloat, offsetY: CGFloat, blur: CGFloat, spread: CGFloat, inset: Bool
    ) {
        (self.color, self.offsetX, self.offsetY) = (color, offsetX, offsetY)
        (self.blur, self.spread, self.inset) = (blur, spread, inset)
    }
}

/// A line's style: a keyword (`solid`, `dashed`, `dotted`, …), or a dash pattern in points with
/// its line cap (`Dimens.StrokeStyle`).
public struct DimensStrokeStyle: Sendable, Hashable {
    public let keyword: String?
    public let dashArray: [CGFloat]
    public let lineCap: String?

    public init(keyword: String?, dashArray: [CGFloat], lineCap: String?) {
        (self.keyword, self.dashArray, self.lineCap) = (keyword, dashArray, lineCap)
    }

    public static let solid = DimensStrokeStyle(keyword: "solid", dashArray: [], lineCap: nil)
}

/// A border on one screen, its width in points (`Dimens.Border`).
public struct DimensBorder: Sendable, Hashable {
    public let color: DimensColorValue
    public let width: CGFloat
    public let style: DimensStrokeStyle

    public init(color: DimensColorValue, width: CGFloat, style: DimensStrokeStyle) {
        (self.color, self.width, self.style) = (color, width, style)
    }
}
