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
}
