import DimensKit
import Testing

/// What `init --from` reads from a design system's files before any config exists: breakpoint
/// widths and the groups to suggest rules for, with how many tokens each matches.
struct RuleSuggestionTests {
    static func survey(_ texts: String...) -> TokenSurvey {
        TokenSurvey(texts.enumerated().map { SourceFile(path: "\($0.offset).tokens.json", text: $0.element) })
    }

    static let carbonLike = #"""
        {
          "layout": {
            "spacing": { "$type": "dimension", "01": { "$value": { "value": 2, "unit": "px" } },
                         "02": { "$value": { "value": 4, "unit": "px" } }, "03": { "$value": { "value": 8, "unit": "px" } } },
            "icon-size": { "$type": "dimension", "sm": { "$value": { "value": 16, "unit": "px" } } },
            "breakpoints": { "$type": "dimension", "md": { "$value": { "value": 42, "unit": "rem" } },
                             "lg": { "$value": { "value": 1056, "unit": "px" } }, "xl": { "$value": "{layout.breakpoints.lg}" } }
          },
          "font-size": { "$type": "dimension", "body": { "$value": { "value": 14, "unit": "px" } } },
          "radius": { "card": { "$type": "number", "$value": 4 } }
        }
        """#

    @Test func suggestionsAreGroupsAtAnyDepthWithTheirCountsMostFirst() {
        // The same tokens again in a second file (a context) are counted once.
        let survey = Self.survey(
            Self.carbonLike,
            #"{"layout": {"spacing": {"$type": "dimension", "01": {"$value": {"value": 3, "unit": "px"}}}}}"#)
        let suggestions = RuleSuggestion.suggestions(in: survey)
        #expect(suggestions.map { "\($0.pattern) \($0.count)" } == ["layout.spacing.** 3", "layout.icon-size.** 1"])
    }

    @Test func flatFilesGetWordPatternsCountingEveryTokenTheyMatch() {
        let survey = Self.survey(
            #"{"$type": "dimension", "spacing-s": {"$value": {"value": 4, "unit": "px"}}, "spacing-m": {"$value": {"value": 8, "unit": "px"}}, "corner-radius": {"$value": {"value": 8, "unit": "px"}}}"#
        )
        #expect(
            RuleSuggestion.suggestions(in: survey).map { "\($0.pattern) \($0.count)" } == ["*spacing* 2", "*radius* 1"])
    }

    @Test func breakpointsAreTheDimensionTokensOfABreakpointGroupInPoints() {
        #expect(Self.survey(Self.carbonLike).breakpoints == ["md": 672, "lg": 1056])
    }
}
