import Foundation
import Testing

@testable import DimensKit

/// `CSSClamp.fit` on unrounded values at web viewports below, at and above the catalogued widths:
/// the bounds are where the values stop moving (the first two or the last two equal), the line
/// the model's, and anything not exactly that shape is refused.
struct CSSClampTests {
    /// Two viewports below the narrowest catalogued width, the catalog's widths, two above.
    static let widths: [Double] = [94, 188, 375, 390, 414, 428, 744, 820, 1024, 1366, 2732, 5464]

    @Test func utopiasRampHasItsOwnBoundsInPxAndRem() {
        let ramp = Self.widths.map { min(max(16 + 16 * ($0 - 320) / 920, 16), 32) }
        #expect(
            CSSClamp.fit(widths: Self.widths, values: ramp, rem: false)?.text()
                == "clamp(16px, 10.4348px + 1.7391vw, 32px)")
        #expect(
            CSSClamp.fit(widths: Self.widths, values: ramp, rem: true)?.text()
                == "clamp(1rem, 0.6522rem + 1.7391vw, 2rem)")
        #expect(
            CSSClamp.fit(widths: Self.widths, values: ramp, rem: false)?.text(unit: "cqi")
                == "clamp(16px, 10.4348px + 1.7391cqi, 32px)")
        // Shrinking: the ceiling is where it starts.
        let shrinking = ramp.map { 48 - $0 }
        #expect(
            CSSClamp.fit(widths: Self.widths, values: shrinking, rem: false)?.text()
                == "clamp(16px, 37.5652px - 1.7391vw, 32px)")
    }

    @Test func aSideWithoutABoundGetsNone() {
        // Proportional to the width up to 720: no floor.
        #expect(
            CSSClamp.fit(widths: Self.widths, values: Self.widths.map { min($0, 720) }, rem: false)?.text()
                == "min(100vw, 720px)")
        // Growing for ever from a floor of 12: no ceiling.
        #expect(
            CSSClamp.fit(widths: Self.widths, values: Self.widths.map { max(12, $0 / 20 + 2) }, rem: false)?.text()
                == "max(12px, 2px + 5vw)")
        // Neither.
        #expect(
            CSSClamp.fit(widths: Self.widths, values: Self.widths.map { $0 * 16 / 375 - 4 }, rem: false)?.text()
                == "calc(-4px + 4.2667vw)")
        #expect(
            CSSClamp.fit(widths: Self.widths, values: Self.widths.map { $0 * 16 / 375 }, rem: false)?.text()
                == "4.2667vw")
    }

    @Test func valuesNotExactlyOnTheShapeAreRefused() {
        let widths = Self.widths
        // Pixel rounding at @3x breaks the line by up to a sixth of a pixel.
        let rounded = widths.map { (min(max(16 + 16 * ($0 - 320) / 920, 16), 32) * 3).rounded() / 3 }
        #expect(CSSClamp.fit(widths: widths, values: rounded, rem: false) == nil)
        // A single step, a constant, and growth that bends.
        #expect(CSSClamp.fit(widths: widths, values: widths.map { $0 < 744 ? 16 : 32 }, rem: false) == nil)
        #expect(CSSClamp.fit(widths: widths, values: widths.map { _ in 16 }, rem: false) == nil)
        #expect(CSSClamp.fit(widths: widths, values: widths.map { 17 * (1 + 0.4 * log($0 / 375)) }, rem: false) == nil)
        // Too few values, or one that is not a number.
        #expect(CSSClamp.fit(widths: [375, 414, 744], values: [16, 17, 18], rem: false) == nil)
        #expect(CSSClamp.fit(widths: widths, values: widths.map { $0 == 744 ? .nan : $0 / 20 }, rem: false) == nil)
    }

    @Test func theRoundingStepIsOneGridStep() {
        #expect(CSSBlocks.roundingStep(.pixel, scale: 3) == 1.0 / 3)
        #expect(CSSBlocks.roundingStep(.point, scale: 3) == 1)
        #expect(CSSBlocks.roundingStep(.half, scale: 2) == 0.5)
        #expect(CSSBlocks.roundingStep(.none, scale: 2) == 0)
    }
}
