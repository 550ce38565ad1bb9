import DimensKit
import Testing

struct BindingSuggestionTests {
    @Test(arguments: [
        (["desktop", "mobile"], #"desktop: pad, mobile: default"#),
        (["mobile", "tablet", "desktop"], #"mobile: default, tablet: pad, desktop: tv"#),
        (["compact", "regular"], #"compact: compact, regular: regular"#),
        (["sm", "md", "lg", "xl"], #"sm: default, md: w>=768, lg: w>=1024, xl: w>=1280"#),
        (["md", "lg", "xlg", "max"], #"md: default, lg: w>=1056, xlg: w>=1312, max: w>=1584"#),
        (["light", "dark"], "none"),
        (["default", "coarse", "fine"], "none"),
        (["mobile"], "none"),
    ])
    func suggestsBindingsForContextsNamedLikeSizes(_ contexts: [String], _ expected: String) {
        let suggestion = BindingSuggestion.suggest(for: contexts)
        #expect((suggestion?.map { "\($0.context): \($0.selector)" }.joined(separator: ", ") ?? "none") == expected)
    }
}
