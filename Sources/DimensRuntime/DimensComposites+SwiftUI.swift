#if canImport(SwiftUI)
    import SwiftUI

    #if canImport(UIKit) && !os(watchOS)
        @available(iOS 14.0, tvOS 14.0, *)
        extension DimensTypography {
            /// The SwiftUI font: `installedFamily` at a fixed `fontSize`, else the system font in
            /// `systemDesign`, at `fontWeight`. On a `Text`, `.lineSpacing(lineSpacing)` and
            /// `.kerning(letterSpacing)` give the rest of the style.
            public var font: Font {
                let weights: [Font.Weight] = [
                    .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
                ]
                let weight = weights[weightStep - 1]
                if let family = installedFamily { return Font.custom(family, fixedSize: fontSize).weight(weight) }
                let designs: [String: Font.Design] = ["rounded": .rounded, "monospaced": .monospaced, "serif": .serif]
                return Font.system(
                    size: fontSize, weight: weight, design: systemDesign.flatMap { designs[$0] } ?? .default)
            }
        }
    #endif

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension DimensColorValue {
        /// The color in SwiftUI: Display P3 components as such, any other space's as sRGB.
        public var color: Color {
            let c = components + [0, 0, 0]
            return Color(
                colorSpace == "display-p3" ? .displayP3 : .sRGB, red: c[0], green: c[1], blue: c[2], opacity: alpha)
        }
    }
#endif
