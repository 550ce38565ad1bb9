import DimensKit
import Testing

/// The sign and finiteness checks apply after every step, and settings that would turn a
/// non-negative token negative are errors where they are written.
struct SignCheckTests {
    let phone = catalogScreen("iphone-15"), pad = catalogScreen("ipad-pro-13-inch-m4")

    func scale(_ text: String) -> (ScaledTable, [Diagnostic]) {
        let front = frontEnd(["t.tokens.json": text])
        #expect(!front.diagnostics.hasErrors)
        return Scaler.scale(front.tokens, screens: [phone, pad], reference: .standard)
    }

    @Test func negativeMultipliersAndClampsOnNonNegativeTokensAreErrorsWhereWritten() {
        let (table, diagnostics) = scale(
            """
            {"m": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}, "$extensions": {"dimens": {"multipliers": {"pad": -1}}}},
             "x": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}, "$extensions": {"dimens": {"max": -1, "min": -2}}},
             "neg": {"$type": "dimension", "$value": {"value": -4, "unit": "px"}, "$extensions": {"dimens": {"multipliers": {"pad": -1}, "max": -1}}}}
            """)
        #expect(
            diagnostics.map { "\($0.location!) \($0.code)" } == [
                "t.tokens.json:1:119 dimens.value", "t.tokens.json:2:114 dimens.value",
                "t.tokens.json:2:103 dimens.value",
            ])
        #expect(diagnostics[0].message == "multiplier -1 for 'pad' would turn the non-negative 'm' negative")
        #expect(table.tokens.map(\.token.path.description) == ["neg"])
    }

    @Test func overflowAfterTheMultiplierIsNotAFiniteNumber() {
        let (_, diagnostics) = scale(
            """
            {"big": {"$type": "number", "$value": 1e300, "$extensions": {"dimens": {"multipliers": {"pad": 1e10}}}}}
            """)
        #expect(diagnostics.map(\.code) == [.scaleNonFinite])
        #expect(
            diagnostics[0].message.hasPrefix(
                "'big' is not a finite number after the multiplier on ipad-pro-13-inch-m4: "))
    }

    @Test func explainSaysWhichStepWentWrongInWords() {
        let problem = EvaluationProblem.signFlipped(v: 8, step: .clamp)
        #expect(problem.description == "negative after the clamp, from a non-negative base")
    }
}
