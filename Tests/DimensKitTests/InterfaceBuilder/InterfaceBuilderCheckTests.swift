import DimensKit
import Testing

/// The check of storyboards' and xibs' token names, one runtime attribute at a time against a
/// small token set: good names, a misspelt one with its place and suggestion, a token of the
/// wrong type, a key path on an element without it.
struct InterfaceBuilderCheckTests {
    static let tokens = """
        {
          "spacing": { "$type": "dimension", "card": { "$value": { "value": 16, "unit": "px" } },
                       "gutter": { "$value": "{spacing.card}" } },
          "layout": { "columns": { "$type": "number", "$value": 2 } },
          "brand": { "primary": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } },
          "text": { "body": { "$type": "typography",
                              "$value": { "fontFamily": "Inter", "fontSize": { "value": 17, "unit": "px" } } } }
        }
        """

    static func resolved() throws -> ResolvedTokenSet {
        let front = Pipeline.frontEnd(.files([SourceFile(path: "t.tokens.json", text: tokens)]))
        #expect(!front.diagnostics.hasErrors, "\(front.diagnostics.all.map(\.message))")
        return front.tokens
    }

    /// A xib whose one element `element` sets `keyPath` to `value`, all on line 4.
    static func xib(_ element: String, _ keyPath: String, _ value: String, type: String = "string") -> SourceFile {
        SourceFile(
            path: "Card.xib",
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                    <objects>
                        <\(element) id="a-1"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="\(type)" keyPath="\(keyPath)" value="\(value)"/></userDefinedRuntimeAttributes></\(element)>
                    </objects>
                </document>
                """)
    }

    func findings(_ file: SourceFile, tokens: Bool = true) throws -> [String] {
        InterfaceBuilderCheck.diagnostics([file], tokens: tokens ? [try Self.resolved()] : nil).map {
            "\($0.location!.position) \($0.code) \($0.message)" + $0.notes.map { " | \($0.message)" }.joined()
        }
    }

    @Test(arguments: [
        ("constraint", "dimensConstant", "spacing.card"), ("constraint", "dimensConstant", "layout.columns"),
        ("constraint", "dimensConstant", "spacing.gutter"), ("stackView", "dimensSpacing", "spacing.card"),
        ("label", "dimensFont", "text.body"), ("button", "dimensFont", "spacing.card"),
        ("textField", "dimensFont", "text.body"), ("textView", "dimensFont", "text.body"),
        ("view", "dimensCornerRadius", "layout.columns"), ("imageView", "dimensBorderWidth", "spacing.card"),
        ("stackView", "dimensCornerRadius", "spacing.card"), ("view", "accessibilityIdentifier", "anything"),
        ("view", "dimensionRatio", "anything"),
    ])
    func acceptsAGoodName(_ element: String, _ keyPath: String, _ value: String) throws {
        #expect(try findings(Self.xib(element, keyPath, value)) == [])
    }

    @Test(arguments: [
        (
            "constraint", "dimensConstant", "spacing.crad",
            "4:135 ib.unknown-token 'dimensConstant' names 'spacing.crad', which is not a token | did you mean 'spacing.card'?"
        ),
        (
            "label", "dimensFont", "text.bdy",
            "4:126 ib.unknown-token 'dimensFont' names 'text.bdy', which is not a token | did you mean 'text.body'?"
        ),
        (
            "view", "dimensCornerRadius", "spacing",
            "4:133 ib.unknown-token 'dimensCornerRadius' names 'spacing', a group, not a token | its tokens: spacing.card, spacing.gutter"
        ),
        (
            "view", "dimensCornerRadius", "nothing.like.it",
            "4:133 ib.unknown-token 'dimensCornerRadius' names 'nothing.like.it', which is not a token"
        ),
        (
            "constraint", "dimensConstant", "brand.primary",
            "4:135 ib.token-type 'brand.primary' is a color token; 'dimensConstant' takes a dimension or number token"
        ),
        (
            "label", "dimensFont", "brand.primary",
            "4:126 ib.token-type 'brand.primary' is a color token; 'dimensFont' takes a dimension, number or typography token"
        ),
        (
            "view", "dimensBorderWidth", "text.body",
            "4:132 ib.token-type 'text.body' is a typography token; 'dimensBorderWidth' takes a dimension or number token"
        ),
        (
            "constraint", "dimensFont", "text.body",
            "4:112 ib.property <constraint> has no property 'dimensFont'; it is on labels, buttons, text fields and text views"
        ),
        (
            "view", "dimensSpacing", "spacing.card",
            "4:106 ib.property <view> has no property 'dimensSpacing'; it is on stack views (UIStackView)"
        ),
        (
            "constraint", "dimensCornerRadius", "spacing.card",
            "4:112 ib.property <constraint> has no property 'dimensCornerRadius'; it is on views"
        ),
        (
            "view", "dimensFnt", "text.body",
            "4:106 ib.property 'dimensFnt' is not a dimens property | did you mean 'dimensFont'?"
        ),
        ("view", "dimensCornerRadius", "", "4:106 ib.unknown-token 'dimensCornerRadius' names no token"),
    ])
    func reportsAMistakeAtTheValue(_ element: String, _ keyPath: String, _ value: String, _ expected: String) throws {
        #expect(try findings(Self.xib(element, keyPath, value)) == [expected])
    }

    /// A key path on an element without it is reported and its name still checked, not its type.
    @Test func aWrongPropertyStillHasItsNameChecked() throws {
        #expect(
            try findings(Self.xib("stackView", "dimensConstant", "spacing.crd")).map {
                $0.split(separator: " ").prefix(2).joined(separator: " ")
            } == [
                "4:111 ib.property", "4:134 ib.unknown-token",
            ])
        #expect(try findings(Self.xib("stackView", "dimensConstant", "brand.primary")).count == 1)
    }

    @Test func aValueOfAnotherTypeThanStringIsAPropertyMistake() throws {
        #expect(
            try findings(Self.xib("constraint", "dimensConstant", "16", type: "number")) == [
                "4:95 ib.property 'dimensConstant' takes a token name (type String), not a value of type 'number'"
            ])
    }

    /// Without a sound token set, names are not checked; XML and key paths still are.
    @Test func withoutTokensOnlyTheXMLAndKeyPathsAreChecked() throws {
        #expect(try findings(Self.xib("constraint", "dimensConstant", "spacing.crad"), tokens: false) == [])
        #expect(try findings(Self.xib("constraint", "dimensFont", "x"), tokens: false).count == 1)
        let broken = SourceFile(path: "Main.storyboard", text: "<document>\n  <scenes>\n</document>\n")
        #expect(
            InterfaceBuilderCheck.diagnostics([broken], tokens: nil).map { "\($0.location!) \($0.code)" } == [
                "Main.storyboard:3:1 ib.xml"
            ])
    }

    /// Attributes outside `<userDefinedRuntimeAttributes>`, or runtime attributes of other key
    /// paths, are not dimens'.
    @Test func onlyRuntimeAttributesAreRead() throws {
        let file = SourceFile(
            path: "a.xib",
            text:
                #"<document><view keyPath="dimensFont" value="nope"><userDefinedRuntimeAttribute keyPath="dimensFont" value="nope"/></view></document>"#
        )
        #expect(InterfaceBuilderCheck.diagnostics([file], tokens: [try Self.resolved()]).isEmpty)
    }
}
