import Testing

@testable import DimensKit

/// Which typography members beyond DTCG's five are carried (CSS font and text properties, with or
/// without a vendor prefix, in any of the spellings files use) and which stay errors.
struct TypographyExtraMembersTests {
    @Test(arguments: [
        ("fontStyle", true), ("font-style", true), ("fontVariant", true), ("fontStretch", true),
        ("textDecoration", true), ("text_transform", true), ("-webkit-font-smoothing", true),
        ("WebkitFontSmoothing", true), ("MozOsxFontSmoothing", true), ("-moz-osx-font-smoothing", true),
        ("paragraphSpacing", true), ("textCase", true), ("fontFeatureSettings", true),
        ("fontSise", false), ("lineheight", false), ("colour", false), ("webkit", false), ("brandVariant", false),
        ("-webkit-colour", false),
    ])
    func carried(_ name: String, _ expected: Bool) {
        #expect(TypographyExtraMembers.isCarried(name) == expected)
    }
}
