#if canImport(UIKit) && !os(watchOS)
    import UIKit

    @available(iOS 13.0, tvOS 13.0, *)
    extension DimensTypography {
        /// The font: the first of `familyNames` installed on the device, at `fontSize` and
        /// `fontWeight`; else the system font in the design the family names (`systemDesign`).
        public var uiFont: UIFont {
            if let family = installedFamily {
                let descriptor = UIFontDescriptor(fontAttributes: [.family: family])
                    .addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: uiFontWeight]])
                return UIFont(descriptor: descriptor, size: fontSize)
            }
            let system = UIFont.systemFont(ofSize: fontSize, weight: uiFontWeight)
            let designs: [String: UIFontDescriptor.SystemDesign] = [
                "rounded": .rounded, "monospaced": .monospaced, "serif": .serif,
            ]
            guard let design = systemDesign.flatMap({ designs[$0] }),
                let descriptor = system.fontDescriptor.withDesign(design)
            else { return system }
            return UIFont(descriptor: descriptor, size: fontSize)
        }

        /// The first of `familyNames` installed on this device.
        public var installedFamily: String? {
            let installed = Set(UIFont.familyNames)
            return familyNames.first { installed.contains($0) }
        }

        /// `fontWeight` as UIKit's weight.
        public var uiFontWeight: UIFont.Weight {
            let weights: [UIFont.Weight] = [
                .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
            ]
            return weights[weightStep - 1]
        }

        /// The space to add between lines (`NSParagraphStyle.lineSpacing`, SwiftUI's `.lineSpacing`)
        /// for lines `lineHeightPoints` high: the line height less the font's own.
        public var lineSpacing: CGFloat {
            let natural = uiFont.lineHeight
            return Swift.max((lineHeightPoints ?? natural) - natural, 0)
        }

        /// A paragraph style that makes every line `lineHeightPoints` high.
        public var paragraphStyle: NSParagraphStyle {
            let style = NSMutableParagraphStyle()
            if let height = lineHeightPoints {
                style.minimumLineHeight = height
                style.maximumLineHeight = height
            }
            return style
        }

        /// The attributes of an `NSAttributedString` in this style: font, line height, letter spacing.
        public var textAttributes: [NSAttributedString.Key: Any] {
            [.font: uiFont, .paragraphStyle: paragraphStyle, .kern: letterSpacing]
        }
    }

    @available(iOS 13.0, tvOS 13.0, *)
    extension DimensColorValue {
        /// The color in UIKit: Display P3 components as such, any other space's as sRGB.
        public var uiColor: UIColor {
            let c = components.map { CGFloat($0) } + [0, 0, 0]
            if colorSpace == "display-p3" {
                return UIColor(displayP3Red: c[0], green: c[1], blue: c[2], alpha: CGFloat(alpha))
            }
            return UIColor(red: c[0], green: c[1], blue: c[2], alpha: CGFloat(alpha))
        }
    }
#endif
