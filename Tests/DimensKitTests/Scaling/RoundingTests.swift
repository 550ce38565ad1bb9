import DimensKit
import Testing

struct RoundingTests {
    @Test(arguments: [
        // x, target, mode, scale, expected
        (16.5, RoundingTarget.point, RoundingMode.nearest, 2.0, 17.0),
        (16.5, .point, .down, 2, 16),
        (16.5, .point, .up, 2, 17),
        (-16.5, .point, .nearest, 2, -17),  // half away from zero
        (-16.5, .point, .down, 2, -16),  // toward zero, like Int(x)
        (-16.5, .point, .up, 2, -17),  // away from zero
        (16.25, .pixel, .nearest, 2, 16.5),  // 32.5 px → 33 px
        (16.25, .pixel, .down, 2, 16),
        (16.2, .pixel, .up, 2, 16.5),
        (16.75, .half, .nearest, 3, 17),  // 33.5 half-points → 34
        (16.7, .half, .down, 3, 16.5),
        (17.111421606903853, .pixel, .nearest, 3, 17),  // 51.33 px → 51
        (49.0 / 3, .pixel, .down, 3, 49.0 / 3),  // 16.333… × 3 is 49 up to noise: stays
        (-0.2, .point, .nearest, 1, -0.0),
        (16.123, .none, .up, 3, 16.123),
    ])
    func rounds(_ x: Double, _ target: RoundingTarget, _ mode: RoundingMode, _ scale: Double, _ expected: Double) {
        #expect(Rounding(target: target, mode: mode).apply(x, scale: scale) == expected)
    }

    /// Within bounds: a value the rounding would carry past a bound is rounded toward the inside;
    /// with no grid step between the bounds, the clamped value stays.
    @Test(
        arguments: [
            // x (already clamped), target, mode, scale, lower, upper, expected
            // 958.5 px → 958, not 959
            (720.0, RoundingTarget.pixel, RoundingMode.nearest, 1.33125, nil, 720.0, 958 / 1.33125),
            (720, .pixel, .up, 2, nil, 720, 720),  // on the grid: stays
            (7.3, .pixel, .down, 3, 7.3, nil, 22 / 3.0),  // 21.9 px → 22 px, not 21
            (-7.3, .pixel, .nearest, 1, nil, -7.3, -8),  // a negative maximum rounds toward −∞
            (10.1, .pixel, .nearest, 3, 10.1, 10.2, 10.1),  // 30.3–30.6 px hold no whole pixel
            (33.3, .half, .up, 1, 33.3, 40.2, 33.5),
            (150.5, .point, .nearest, 3, nil, 150.5, 150),
            (16.123, .none, .up, 3, 16, 17, 16.123),
        ] as [(Double, RoundingTarget, RoundingMode, Double, Double?, Double?, Double)])
    func roundsWithinBounds(
        _ x: Double, _ target: RoundingTarget, _ mode: RoundingMode, _ scale: Double, _ lower: Double?,
        _ upper: Double?, _ expected: Double
    ) {
        #expect(Rounding(target: target, mode: mode).apply(x, scale: scale, lower: lower, upper: upper) == expected)
    }
}
