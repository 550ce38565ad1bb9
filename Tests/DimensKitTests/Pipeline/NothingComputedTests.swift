import DimensKit
import Testing

/// `scale.nothing-computed` warns when every token is carried through although some hold lengths;
/// durations and transitions hold `{"value", "unit"}` too, but no length.
struct NothingComputedTests {
    func lint(_ text: String) -> [DiagnosticCode] {
        Pipeline.lint(
            sources: .files([SourceFile(path: "m.tokens.json", text: text)]), config: Config(directory: "."),
            catalog: .builtIn, strict: true
        ).diagnostics.sorted.map(\.code)
    }

    @Test func aFileOfMotionTokensIsCleanUnderStrict() {
        let motion = ##"""
            {"motion": {
              "fast": {"$type": "duration", "$value": {"value": 100, "unit": "ms"}},
              "slow": {"$type": "duration", "$value": {"value": 0.5, "unit": "s"}},
              "ease": {"$type": "cubicBezier", "$value": [0.4, 0, 0.2, 1]},
              "fade": {"$type": "transition", "$value": {"duration": "{motion.fast}", "delay": {"value": 0, "unit": "ms"}, "timingFunction": "{motion.ease}"}}
            }}
            """##
        #expect(lint(motion) == [])
    }

    @Test func lengthsNoneOfWhichIsComputedStillWarn() {
        let lengths = ##"{"w": {"$type": "dimension", "$value": {"value": 50, "unit": "vw"}}}"##
        #expect(lint(lengths) == [.scaleNothingComputed, .valueUnit])
    }
}
