import DimensKit
import Testing

/// Every model of the reference's "Scaling models" (`Dimens.docc/ScalingModels.md`) on one or two screens, with the arithmetic in the comments.
/// Notation: v = 16 unless noted, reference 375 × 667 unless noted, d the lowest side.
struct ScalingModelTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var kind: ScalingModelKind
        var v = 16.0
        var screen: (Double, Double) = (393, 852)
        var dimension: ScreenDimension = .lowest
        var aspectRatio: Bool?
        var reference = ScalingReference.standard
        var expected: Double
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "none", kind: .none, expected: 16),
        Case(name: "breakpoint without overrides", kind: .breakpoint, expected: 16),
        // AR = 852/393 = 2.16794; ln(AR/1.78) = 0.197166; i + k·ln = 0.0033333 + 0.0026667·0.197166 = 0.0038591
        // 16·(1 + (393 − 375)·0.0038591) = 16·1.069464 = 17.11142
        Case(name: "fixed", kind: .fixed, expected: 17.111421606903853),
        // 16·(1 + (393 − 300)·0.0038591) = 16·1.358897 = 21.74234 (the AppDimens number)
        Case(name: "fixed, appdimens", kind: .fixed, reference: .appDimens, expected: 21.74234496900325),
        // 16·(1 + 93·0.1/30) = 16·1.31 = 20.96
        Case(
            name: "fixed without aspect ratio, appdimens", kind: .fixed, aspectRatio: false, reference: .appDimens,
            expected: 20.96),
        // AR = 1180/820 = 1.439024; ln(AR/1.78) = −0.212643; 0.0033333 − 0.0005670 = 0.0027663
        // 16·(1 + (820 − 300)·0.0027663) = 16·2.438461 = 39.01538
        Case(
            name: "fixed on an iPad, appdimens", kind: .fixed, screen: (820, 1180), reference: .appDimens,
            expected: 39.01538332615071),
        // 16·852/300 = 45.44 (AppDimens divides by its base width even for the highest side)
        Case(
            name: "dynamic on the highest side, appdimens", kind: .dynamic, dimension: .highest, reference: .appDimens,
            expected: 45.44),
        // 16·393/375 = 16.768
        Case(name: "dynamic", kind: .dynamic, expected: 16.768),
        // 16·852/667 = 20.43778 (R = H0 for the highest side)
        Case(name: "dynamic on the highest side", kind: .dynamic, dimension: .highest, expected: 20.43778110944528),
        // 50/100·393 = 196.5
        Case(name: "percentage of the width", kind: .percentage, v: 50, dimension: .width, expected: 196.5),
        // d = 393 ≤ T = 480: ratio 393/375 = 1.048; arAdj = 1 + 0.0026667·0.197166 = 1.00052578; 16·1.048·1.00052578
        Case(name: "balanced below the threshold", kind: .balanced, expected: 16.776816102446404),
        // d = 820 > 480: 480/375 + 0.4·ln(1 + 340/375) = 1.28 + 0.4·0.645353 = 1.538141; arAdj = 1 − 0.00056705; 16·1.538141·0.999433
        Case(name: "balanced above the threshold", kind: .balanced, screen: (820, 1180), expected: 24.596326168718946),
        // 1 + 0.4·ln(393/375) = 1 + 0.4·0.046884 = 1.018754; 16·1.018754·1.00052578
        Case(name: "logarithmic above the reference", kind: .logarithmic, expected: 16.308625020978727),
        // 1 − 0.4·ln(375/320) = 1 − 0.4·0.158605 = 0.936558; AR = 568/320 = 1.775, arAdj = 1 + 0.0026667·ln(1.775/1.78) = 0.9999925
        Case(
            name: "logarithmic below the reference", kind: .logarithmic, screen: (320, 568),
            expected: 14.984815402273636),
        // (393/375)^0.75 = 1.048^0.75 = 1.035789; 16·1.035789·1.00052578
        Case(name: "power", kind: .power, expected: 16.581324683114445),
        // 16 + (16·393/375 − 16)·0.5 = 16 + 0.768·0.5 = 16.384; × 1.00052578
        Case(name: "moderate", kind: .moderate, expected: 16.39261420697053),
        // bounds 0.8·16 = 12.8 at d ≤ 320, 1.2·16 = 19.2 at d ≥ 768: 12.8 + 6.4·(393 − 320)/448 = 13.842857
        Case(name: "fluid between its bounds", kind: .fluid, expected: 13.842857142857143),
        Case(name: "fluid below its range", kind: .fluid, screen: (320, 568), expected: 12.8),
        Case(name: "fluid above its range", kind: .fluid, screen: (820, 1180), expected: 19.2),
        // 16·√(393² + 852²)/√(375² + 667²) = 16·938.2572/765.1856 = 19.61913
        Case(name: "diagonal", kind: .diagonal, expected: 19.61913090885639),
        // 16·(393 + 852)/(375 + 667) = 16·1245/1042 = 19.11708
        Case(name: "perimeter", kind: .perimeter, expected: 19.11708253358925),
        // min(393/375, 852/667) = min(1.048, 1.27736) = 1.048 → 16.768
        Case(name: "fit", kind: .fit, expected: 16.768),
        // max(1.048, 1.27736) · 16 = 20.43778
        Case(name: "fill", kind: .fill, expected: 20.43778110944528),
        // every model but percentage and fluid is the identity on the reference screen
        Case(name: "fixed on the reference", kind: .fixed, screen: (375, 667), expected: 16),
        Case(
            name: "logarithmic on the reference", kind: .logarithmic, screen: (375, 667), aspectRatio: false,
            expected: 16),
        Case(name: "diagonal on the reference", kind: .diagonal, screen: (375, 667), expected: 16),
    ]

    @Test(arguments: cases)
    func computes(_ c: Case) {
        var settings = DimensSettings()
        let here = SourceLocation(file: "t", position: .start)
        settings.dimension = Located(c.dimension, at: here)
        if let aspectRatio = c.aspectRatio { settings.aspectRatio = Located(aspectRatio, at: here) }
        let model = ModelParameters(kind: c.kind, settings: settings)
        let value = model.apply(c.v, on: testScreen(c.screen.0, c.screen.1), reference: c.reference)
        #expect(abs(value - c.expected) < 1e-9, "\(value) ≠ \(c.expected)")
    }

    @Test func parametersOverrideDefaults() {
        var settings = DimensSettings()
        let here = SourceLocation(file: "t", position: .start)
        settings.parameters[.exponent] = Located(1, at: here)
        settings.aspectRatio = Located(false, at: here)
        // power with e = 1 and no aspect ratio is dynamic: 16·393/375
        #expect(
            ModelParameters(kind: .power, settings: settings).apply(16, on: testScreen(393, 852), reference: .standard)
                == 16.768)
        settings.parameters[.minValue] = Located(10, at: here)
        settings.parameters[.maxValue] = Located(20, at: here)
        settings.parameters[.minWidth] = Located(300, at: here)
        settings.parameters[.maxWidth] = Located(400, at: here)
        // 10 + 10·(393 − 300)/100 = 19.3
        #expect(
            abs(
                ModelParameters(kind: .fluid, settings: settings).apply(
                    16, on: testScreen(393, 852), reference: .standard) - 19.3) < 1e-12)
    }

    @Test func physicalUsesTheDevicesRealDensity() {
        // 9 mm = 9/25.4 in; on a 460 ppi @3x screen: 0.354331·460/3 = 54.3307 pt; on a 326 ppi @2x: 57.7559 pt
        let model = ModelParameters(kind: .physical)
        #expect(abs(model.apply(9 / 25.4, on: testScreen(393, 852), reference: .standard) - 54.33070866141733) < 1e-9)
        #expect(
            abs(
                model.apply(9 / 25.4, on: testScreen(375, 667, scale: 2, ppi: 326), reference: .standard)
                    - 57.75590551181102) < 1e-9)
    }
}
