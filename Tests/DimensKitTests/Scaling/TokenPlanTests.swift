import DimensKit
import Testing

@testable import DimensKit

/// The order of the reference's "Scaling models" (`Dimens.docc/ScalingModels.md`) on whole tokens: aliases → bases → overrides → model → multipliers →
/// clamp → rounding, and the errors of the scale stage.
struct TokenPlanTests {
    func values(_ text: String, on screens: [Screen], reference: ScalingReference = .standard) -> (
        Pipeline.FrontEnd, ScaledTable, [Diagnostic]
    ) {
        let front = frontEnd(["t.tokens.json": text])
        let (table, diagnostics) = Scaler.scale(front.tokens, screens: screens, reference: reference)
        return (front, table, diagnostics)
    }

    func numbers(_ table: ScaledTable, _ path: String) -> [Double] {
        guard case .numbers(let values)? = table.tokens.first(where: { $0.token.path.description == path })?.values
        else { return [] }
        return values
    }

    let phone = catalogScreen("iphone-15"), se = catalogScreen("iphone-se-3rd-generation"),
        pad = catalogScreen("ipad-pro-13-inch-m4")

    @Test func overridesAreFinalBasesFeedTheModelMultipliersAndClampFollow() {
        let (front, table, diagnostics) = values(
            """
            {"t": {"$type": "dimension", "$value": {"value": 16, "unit": "px"},
                   "$extensions": {"dimens": {"model": "dynamic", "round": "none",
                       "overrides": {"iphone-se-3rd-generation": 14.123},
                       "bases": {"pad": 10},
                       "multipliers": {"phone": 2},
                       "max": 30}}}}
            """, on: [phone, se, pad])
        #expect(front.diagnostics.all.isEmpty && diagnostics.isEmpty)
        // phone: 16·393/375 = 16.768, × 2 = 33.536, clamped to 30
        // SE: the override 14.123, final (no multiplier, clamp or rounding)
        // iPad: base 10 → 10·(1032/375) = 27.52 (every model is v × its factor, so to the last bit 27.519999999999996)
        #expect(numbers(table, "t") == [30, 14.123, 10 * (1032.0 / 375)])
    }

    @Test func aliasGivesTheBaseAndTheAliasOwnSettingsScaleIt() {
        let (_, table, _) = values(
            """
            {"a": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}, "$extensions": {"dimens": {"model": "none", "overrides": {"pad": 99}}}},
             "b": {"$value": "{a}", "$extensions": {"dimens": {"model": "dynamic", "round": "point"}}}}
            """, on: [phone, pad])
        #expect(numbers(table, "a") == [16, 99])
        // b: 16·393/375 = 16.768 → 17; 16·1032/375 = 44.032 → 44
        #expect(numbers(table, "b") == [17, 44])
    }

    @Test func unitsAndDefaults() {
        let (_, table, _) = values(
            """
            {"rem": {"$type": "dimension", "$value": {"value": 1, "unit": "rem"}, "$extensions": {"dimens": {"model": "none"}}},
             "tap": {"$type": "dimension", "$value": {"value": 9, "unit": "mm"}},
             "ratio": {"$type": "number", "$value": 1.4},
             "plain": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}}
            """, on: [phone])
        #expect(numbers(table, "rem") == [16])
        // 9/25.4·460/3 = 54.3307 → pixel grid @3: 163/3
        #expect(numbers(table, "tap") == [163.0 / 3])
        // numbers default to no model and no rounding
        #expect(numbers(table, "ratio") == [1.4])
        // dimensions default to fixed (17.1114) and pixel rounding (51/3)
        #expect(numbers(table, "plain") == [17])
        #expect(table.tokens.map(\.model) == [ScalingModelKind.none, .physical, ScalingModelKind.none, .fixed])
    }

    @Test func stringsAndBooleansSwitchPerScreen() {
        let (_, table, _) = values(
            """
            {"title": {"$type": "string", "$value": "Home", "$extensions": {"dimens": {"overrides": {"regular": "Overview"}}}},
             "sidebar": {"$type": "boolean", "$value": false, "$extensions": {"dimens": {"overrides": {"pad": true}}}}}
            """, on: [phone, pad])
        #expect(table.tokens[0].values == .strings(["Home", "Overview"]))
        #expect(table.tokens[1].values == .booleans([false, true]))
    }

    @Test func ambiguousSelectorsAreOneErrorAtTheSelector() throws {
        let (_, table, diagnostics) = values(
            """
            {"t": {"$type": "number", "$value": 1, "$extensions": {"dimens": {"overrides": {"w393": 2, "h852": 3}}}}}
            """, on: [phone, catalogScreen("iphone-15-pro"), se])
        let error = try #require(diagnostics.first)
        #expect(diagnostics.map(\.code) == [.selectorAmbiguous])
        #expect(
            error.message
                == "'w393' and 'h852' in overrides of 't' both match iphone-15 (and 1 more screen) with equal specificity"
        )
        #expect(error.location?.description == "t.tokens.json:1:92")
        #expect(table.tokens.isEmpty)
    }

    @Test func nonFiniteAndSignFlippedResultsNameTokenScreenAndFormula() {
        let (_, _, diagnostics) = values(
            """
            {"inf": {"$type": "dimension", "$value": {"value": 16, "unit": "px"},
                     "$extensions": {"dimens": {"model": "fixed", "aspectRatioReference": 0}}},
             "neg": {"$type": "dimension", "$value": {"value": 16, "unit": "px"},
                     "$extensions": {"dimens": {"model": "fixed", "increment": -0.01, "aspectRatio": false}}},
             "fine": {"$type": "dimension", "$value": {"value": -16, "unit": "px"}, "$extensions": {"dimens": {"model": "dynamic"}}}}
            """, on: [phone, pad])
        #expect(diagnostics.map(\.code) == [.scaleNonFinite, .scaleNegative])
        #expect(
            diagnostics[0].message.hasPrefix(
                "'inf' is not a finite number on iphone-15 (and 1 more screen): v·(1 + (d − R)"))
        // 16·(1 + (1032 − 375)·(−0.01)) = 16·(−5.57) < 0 on the iPad only
        #expect(diagnostics[1].message.hasPrefix("'neg' turns negative on ipad-pro-13-inch-m4: "))
    }

    @Test func physicalLengthsNeedAKnownDensityUnlessOverridden() {
        let tv = catalogScreen("apple-tv-4k")
        let (_, _, broken) = values(
            #"{"t": {"$type": "dimension", "$value": {"value": 9, "unit": "mm"}}}"#, on: [phone, tv])
        #expect(broken.map(\.code) == [.scaleUnknownDensity])
        let (_, table, fixed) = values(
            #"{"t": {"$type": "dimension", "$value": {"value": 9, "unit": "mm"}, "$extensions": {"dimens": {"overrides": {"tv": 60}}}}}"#,
            on: [phone, tv])
        #expect(fixed.isEmpty)
        #expect(numbers(table, "t") == [163.0 / 3, 60])
    }

    @Test func explainTracesEveryStep() throws {
        let front = frontEnd([
            "t.tokens.json": """
            {"t": {"$type": "dimension", "$value": {"value": 16, "unit": "px"},
                   "$extensions": {"dimens": {"model": "dynamic", "multipliers": {"phone": 1.5, "w>=390": 2}, "min": 30}}}}
            """
        ])
        let plan = try #require(TokenPlan(front.tokens.tokens[0]))
        var trace: [ExplainStep]? = []
        let value = plan.evaluate(on: phone, reference: .standard, trace: &trace)
        // the family 'phone' outranks the range 'w>=390': 16.768 × 1.5 = 25.152, raised to min 30
        #expect(value == .success(.number(30)))
        #expect(trace?.map(\.title) == ["base", "model dynamic", "multipliers", "clamp", "round"])
        #expect(trace?[1].detail == "v·d/R = 16·393/375 = 16.768")
        #expect(trace?[2].detail == "'phone' matches (more specific than 'w>=390'): × 1.5 = 25.152")
    }
}

/// The scale stage computes from shared caches; `explain` computes directly. Both must agree to
/// the bit on every screen.
struct CachedPathTests {
    @Test func scaleStageEqualsDirectEvaluationOnEveryScreen() throws {
        let models = ScalingModelKind.allCases.filter { $0 != .physical }
        let tokens = models.enumerated().map { i, model in
            #""t\#(i)": {"$value": {"value": \#(8 + i), "unit": "px"}, "$extensions": {"dimens": {"model": "\#(model.rawValue)", "#
                + #""round": "\#(["none", "pixel", "half", "point"][i % 4])", "overrides": {"pad&min>=1000": 40}, "#
                + #""bases": {"compact": \#(10 + i)}, "multipliers": {"regular": 1.25}, "min": 5, "maxValue": 30}}}"#
        }.joined(separator: ",\n")
        let front = frontEnd(["t.tokens.json": "{\"g\": {\"$type\": \"dimension\",\n\(tokens)}}"])
        #expect(front.diagnostics.all.isEmpty)
        let screens = ScreenList.screens(for: .builtIn, orientations: [.portrait, .landscape], multitasking: true)
        let (table, diagnostics) = Scaler.scale(front.tokens, screens: screens, reference: .appDimens)
        #expect(diagnostics.isEmpty)
        for (token, scaled) in zip(front.tokens.tokens, table.tokens) {
            let plan = try #require(TokenPlan(token))
            guard case .numbers(let values) = scaled.values else {
                Issue.record("not numbers")
                continue
            }
            for (screen, value) in zip(screens, values) {
                guard case .success(.number(let direct)) = plan.evaluate(on: screen, reference: .appDimens) else {
                    Issue.record("\(token.path) failed on \(screen.id)")
                    continue
                }
                #expect(direct.bitPattern == value.bitPattern, "\(token.path) on \(screen.id): \(direct) vs \(value)")
            }
        }
    }

    /// The scale stage's number path (`evaluateNumber`) and the general one `explain` takes agree
    /// on every screen, problems included: ambiguous selectors, a non-finite result, a physical
    /// length on a screen of unknown density, an override.
    @Test func theNumberPathEqualsTheGeneralOneProblemsIncluded() throws {
        let front = frontEnd([
            "t.tokens.json": """
            {"g": {"$type": "dimension",
              "tied": {"$value": {"value": 8, "unit": "px"}, "$extensions": {"dimens": {"bases": {"w>=390": 10, "h>=800": 12}}}},
              "huge": {"$value": {"value": 1e308, "unit": "px"}, "$extensions": {"dimens": {"model": "dynamic", "multipliers": {"pad": 10}}}},
              "mm": {"$value": {"value": 9, "unit": "mm"}},
              "over": {"$value": {"value": 8, "unit": "px"}, "$extensions": {"dimens": {"overrides": {"pad": 20, "w>=1000": 30, "h>=1000": 31}, "min": 9, "round": "half"}}}
            }}
            """
        ])
        let screens =
            ScreenList.screens(for: .builtIn, orientations: [.portrait, .landscape], multitasking: true)
            + [
                Screen(
                    id: "no-density",
                    device: Device(
                        id: "no-density", name: "No density", family: .phone, year: 2025, width: 390, height: 844,
                        scale: 3, ppi: nil, diagonal: nil, portraitSizeClass: .compact, landscapeSizeClass: .compact),
                    orientation: .portrait, window: nil, width: 390, height: 844, sizeClass: .compact)
            ]
        var problems = 0
        for token in front.tokens.tokens {
            let plan = try #require(TokenPlan(token))
            guard case .number(let base) = plan.base else { continue }
            for screen in screens {
                let factor = plan.model.factor(on: screen, reference: .appDimens)
                var trace: EvaluationTrace? = nil
                let general = plan.evaluate(
                    scale: screen.device.scale, hasDensity: screen.device.ppi != nil, bases: plan.bases.match(screen),
                    overrides: plan.overrides.match(screen), multipliers: plan.multipliers.match(screen),
                    factor: factor, trace: &trace)
                let fast = plan.evaluateNumber(
                    base, scale: screen.device.scale, hasDensity: screen.device.ppi != nil,
                    bases: SelectorWinner(plan.bases.match(screen)),
                    overrides: SelectorWinner(plan.overrides.match(screen)),
                    multipliers: SelectorWinner(plan.multipliers.match(screen)), factor: factor)
                switch (general, fast) {
                case (.value(.number(let a)), .value(let b)):
                    #expect(a.bitPattern == b.bitPattern, "\(token.path) on \(screen.id): \(a) vs \(b)")
                case (.problem(let a), .problem(let b)):
                    #expect(a == b, "\(token.path) on \(screen.id)")
                    problems += 1
                default: Issue.record("\(token.path) on \(screen.id): \(general) vs \(fast)")
                }
            }
        }
        #expect(problems > 3)
    }
}
