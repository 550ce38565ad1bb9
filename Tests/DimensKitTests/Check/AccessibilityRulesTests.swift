import DimensKit
import Testing

/// The accessibility rules on small token files, each finding expected at its `»` (the token's
/// key): tap targets only where marked, text by its `textStyle` or a typography's `fontSize`, and
/// line heights at the default size when no text size is bound. The fixture with planted failures
/// on both platforms and at bound text sizes is `AccessibilityFixtureTests`.
struct AccessibilityRulesTests {
    @Test func eachRuleReportsAtTheTokensDefinition() {
        let marked = MarkedText(
            """
            {"button": {"$type": "dimension", "$extensions": {"dimens": {"tapTarget": true, "model": "none"}},
              »"small": {"$value": {"value": 40, "unit": "px"}},
              "ok": {"$value": {"value": 44, "unit": "px"}},
              "unmarked": {"$value": {"value": 20, "unit": "px"}, "$extensions": {"dimens": {"tapTarget": false}}},
              "count": {"$type": "number", "$value": 2}},
             "caption": {"$type": "dimension", "$extensions": {"dimens": {"model": "none", "textStyle": "caption2"}},
              »"tiny": {"$value": {"value": 10, "unit": "px"}},
              "fine": {"$value": {"value": 11, "unit": "px"}}},
             "text": {"$type": "typography", "$extensions": {"dimens": {"model": "none"}},
              »"tight": {"$value": {"fontFamily": "x", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 400, "lineHeight": 0.95}},
              »"legal": {"$value": {"fontFamily": "x", "fontSize": {"value": 9, "unit": "px"}, "fontWeight": 400, "lineHeight": 1.2}},
              »"fixed": {"$value": {"fontFamily": "x", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "lineHeight": {"value": 15, "unit": "px"}}},
              "body": {"$value": {"fontFamily": "x", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400, "lineHeight": {"value": 22, "unit": "px"}}}}}
            """)
        expectFindings(
            marked, ["a11y.tap-target", "a11y.min-text", "a11y.line-height", "a11y.min-text", "a11y.line-height"])
    }

    /// A value that is another checked token's, through an alias of any form, is that token's
    /// finding only: a dimension aliasing a text token or a tap target, a typography whose
    /// fontSize is a `$ref` to a text token's `$value`, a typography aliasing a whole typography.
    @Test func anAliasRepeatsNoFindingOfItsTarget() {
        let marked = MarkedText(
            """
            {"fs": {"$type": "dimension", "$extensions": {"dimens": {"model": "none", "textStyle": "caption2"}},
              »"small": {"$value": {"value": 9, "unit": "px"}},
              "alias": {"$value": "{fs.small}"}},
             "tap": {"$type": "dimension", "$extensions": {"dimens": {"model": "none", "tapTarget": true}},
              »"button": {"$value": {"value": 30, "unit": "px"}},
              "again": {"$value": "{tap.button}"}},
             "ty": {"$type": "typography", "$extensions": {"dimens": {"model": "none"}},
              "ref": {"$value": {"fontFamily": "x", "fontSize": {"$ref": "#/fs/small/$value"}, "fontWeight": 400, "lineHeight": 1.2}},
              »"tight": {"$value": {"fontFamily": "x", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 400, "lineHeight": 0.9}},
              "copy": {"$value": "{ty.tight}"}}}
            """)
        expectFindings(marked, ["a11y.min-text", "a11y.tap-target", "a11y.line-height"])
    }

    @Test func aConfigRuleMarksTapTargetsInFilesTheTeamDoesNotOwn() throws {
        let rules = #"{"catalog": {"include": ["phone"]}, "rules": [{"tokens": "vendor.hit.*", "tapTarget": true}]}"#
        let config = try #require(ConfigParser.parse(SourceFile(path: "dimens.json", text: rules), directory: ".").0)
        let marked = MarkedText(
            #"{"vendor": {"hit": {"$type": "dimension", »"area": {"$value": {"value": 44, "unit": "px"}}}}}"#)
        let result = Pipeline.lint(
            sources: .files([SourceFile(path: "v.tokens.json", text: marked.text)]), config: config, catalog: .builtIn)
        let found = result.diagnostics.sorted
        #expect(found.map(Fixtures.line) == ["v.tokens.json:\(marked.places[0]) warning a11y.tap-target"])
        // The fixed model makes 44 less on the 320-point iPhones.
        #expect(
            found.first?.message.hasPrefix("tap target 'vendor.hit.area' is 36 pt on iphone-5, below the 44 × 44 pt")
                == true)
    }

    @Test func tapTargetIsABoolean() {
        let marked = MarkedText(
            #"{"hit": {"$type": "dimension", "$value": {"value": 48, "unit": "px"}, "$extensions": {"dimens": {"tapTarget": »"yes"}}}}"#
        )
        expectFindings(marked, ["dimens.value"])
    }

    @Test func theRulesAreInTheRegistryAsWarnings() {
        for code in [DiagnosticCode.a11yTapTarget, .a11yMinText, .a11yLineHeight] {
            #expect(code.defaultSeverity == .warning && code.allows(.off) && code.allows(.error), "\(code)")
        }
    }
}
