import DimensKit
import Testing

struct BindingSuggestionTests {
    /// The binding as one line: `context: selector` or `context: text size`, comma-separated.
    static func shown(_ suggestion: BindingSuggestion?) -> String {
        switch suggestion {
        case .screens(let binding, _): binding.map { "\($0.context): \($0.selector)" }.joined(separator: ", ")
        case .textSizes(let sizes): sizes.map { "\($0.context): \($0.size.rawValue)" }.joined(separator: ", ")
        case nil: "none"
        }
    }

    @Test(arguments: [
        (["desktop", "mobile"], #"desktop: pad, mobile: default"#),
        (["mobile", "tablet", "desktop"], #"mobile: default, tablet: pad"#),
        (["compact", "regular"], #"compact: compact, regular: regular"#),
        (["sm", "md", "lg", "xl"], #"sm: w<768, md: w>=768&w<1024, lg: w>=1024&w<1280, xl: w>=1280"#),
        (["md", "lg", "xlg", "max"], #"md: w<1056, lg: w>=1056&w<1312, xlg: w>=1312&w<1584, max: w>=1584"#),
        (["840dp", "0dp", "600dp"], #"840dp: w>=840, 0dp: w<600, 600dp: w>=600&w<840"#),
        (["320px", "768px"], #"320px: w<768, 768px: w>=768"#),
        (
            ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge"],
            "xSmall: extraSmall, small: small, medium: medium, large: large, xLarge: extraLarge, xxLarge: extraExtraLarge, xxxLarge: extraExtraExtraLarge"
        ),
        (
            ["large", "AX1", "accessibility5"],
            "large: large, AX1: accessibilityMedium, accessibility5: accessibilityExtraExtraExtraLarge"
        ),
        (["x-small", "large", "xx-large"], "x-small: extraSmall, large: large, xx-large: extraExtraLarge"),
        (["small", "medium"], "none"),  // no context for the default text size
        (["small", "medium", "large"], "none"),  // as often component sizes as text sizes
        (["light", "dark"], "none"),
        (["default", "coarse", "fine"], "none"),
        (["mobile"], "none"),
        (["600dp", "600px"], "none"),
        (["1", "2", "3"], "none"),  // bare numbers: brands, densities or levels as often as widths
        (["compact", "Compact", "regular"], "none"),  // two contexts would both take compact screens
    ])
    func suggestsBindingsForContextsNamedLikeSizes(_ contexts: [String], _ expected: String) {
        #expect(Self.shown(BindingSuggestion.suggest(for: contexts)) == expected)
    }

    @Test func theFilesBreakpointTokensWinOverTheTableAndAreNamedInTheBasis() throws {
        let suggestion = BindingSuggestion.suggest(
            for: ["sm", "md", "lg"], breakpoints: ["sm": 0, "md": 700, "lg": 1000])
        #expect(Self.shown(suggestion) == "sm: w<700, md: w>=700&w<1000, lg: w>=1000")
        guard case .screens(_, let basis) = suggestion else {
            Issue.record("not screens")
            return
        }
        #expect(basis == "widths from the files' breakpoint tokens: sm 0, md 700, lg 1000")
        // Breakpoint tokens that do not name every context leave the table's widths.
        let partial = BindingSuggestion.suggest(for: ["sm", "md", "lg"], breakpoints: ["md": 700])
        #expect(Self.shown(partial) == "sm: w<768, md: w>=768&w<1024, lg: w>=1024")
    }
}
