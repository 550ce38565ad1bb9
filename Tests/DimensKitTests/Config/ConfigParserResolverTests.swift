import DimensKit
import Testing

/// The config keys of resolver projects and the `lint` severity map.
struct ConfigParserResolverTests {
    func parse(_ text: String) -> (Config?, [Diagnostic]) {
        ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".")
    }

    func found(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map { "\($0.location!) \($0.code)" } }

    @Test func readsAResolverWithFixedAndBoundModifiers() throws {
        let (config, diagnostics) = parse(
            """
            {"resolver": "tokens/app.resolver.json",
             "modifiers": {"theme": "light", "size": {"mobile": "phone", "desktop": "pad&min>=744"}}}
            """)
        #expect(diagnostics.isEmpty)
        let c = try #require(config)
        #expect(c.resolver?.value == "tokens/app.resolver.json")
        #expect(c.modifiers.map(\.name) == ["theme", "size"])
        guard case .fixed(let theme) = c.modifiers[0].choice, case .bound(let rules) = c.modifiers[1].choice else {
            Issue.record("expected a fixed and a bound modifier")
            return
        }
        #expect(theme.value == "light")
        #expect(rules.map { "\($0.value)=\($0.selector)" } == ["mobile=phone", "desktop=pad&min>=744"])
        #expect(
            rules[1].location.description == "dimens.json:2:73"
                && rules[1].valueLocation.description == "dimens.json:2:62")
    }

    @Test func readsContextsBoundToTextSizes() throws {
        let (config, diagnostics) = parse(
            #"{"resolver": "r.json", "modifiers": {"size": {"textSize": {"s": "small", "l": "large", "xl": "extraLarge"}}}}"#
        )
        #expect(diagnostics.isEmpty)
        guard case .textSize(let sizes)? = config?.modifiers.first?.choice else {
            Issue.record("not a text-size binding")
            return
        }
        #expect(sizes.map { "\($0.context)=\($0.size.rawValue)" } == ["s=small", "l=large", "xl=extraLarge"])
    }

    /// An unknown size, a size bound twice, and no context for `large` (columns found with
    /// Python's `str.index` on the one-line config).
    @Test(arguments: [
        (
            #"{"resolver": "r.json", "modifiers": {"size": {"textSize": {"s": "tiny", "l": "large"}}}}"#,
            ["dimens.json:1:65 resolver.input"]
        ),
        (
            #"{"resolver": "r.json", "modifiers": {"size": {"textSize": {"s": "large", "l": "large"}}}}"#,
            ["dimens.json:1:79 resolver.input"]
        ),
        (
            #"{"resolver": "r.json", "modifiers": {"size": {"textSize": {"s": "small"}}}}"#,
            ["dimens.json:1:59 resolver.input"]
        ),
    ])
    func textSizeBindingsAreChecked(_ text: String, _ expected: [String]) {
        #expect(found(parse(text).1) == expected)
    }

    @Test func inputsMustBeStringsAndBindingsSelectors() {
        let (_, diagnostics) = parse(
            #"{"resolver": "r.resolver.json", "modifiers": {"beta": true, "size": {"s": 3, "m": "w>>3"}, "x": {}}}"#)
        #expect(
            found(diagnostics) == [
                "dimens.json:1:55 resolver.input", "dimens.json:1:75 resolver.input",
                "dimens.json:1:83 selector.syntax", "dimens.json:1:97 resolver.input",
            ])
    }

    @Test func aResolverReplacesTokensAndModifiersNeedOne() {
        let (_, both) = parse(#"{"tokens": ["*.tokens.json"], "resolver": "r.resolver.json"}"#)
        #expect(found(both) == ["dimens.json:1:2 config.value"])
        let (_, orphan) = parse(#"{"modifiers": {"theme": "light"}}"#)
        #expect(found(orphan) == ["dimens.json:1:2 config.value"])
    }

    @Test func lintRaisesOrSilencesWarningsButNeverLowersAnError() throws {
        let (config, diagnostics) = parse(
            """
            {"lint": {"value.unit": "error", "type.missing": "off", "alias.unknown": "warning", "valeu.unit": "off", "type.unknown": "loud"}}
            """)
        #expect(
            found(diagnostics) == [
                "dimens.json:1:74 config.value", "dimens.json:1:85 config.value", "dimens.json:1:122 config.value",
            ])
        #expect(diagnostics[1].notes.first?.message == "did you mean 'value.unit'?")
        let levels = try #require(config).lint
        #expect(levels == [.valueUnit: .error, .typeMissing: .off])
    }

    @Test func thePolicyAppliesTheLevelsAndKeepsExtensionsOffUnlessStrict() throws {
        let (config, _) = parse(#"{"lint": {"value.unit": "error", "type.missing": "off"}}"#)
        let policy = try #require(config).severityPolicy(strict: false)
        let unit = Diagnostic.warning(.valueUnit, "vw", at: nil)
        #expect(policy.adjust(unit)?.severity == .error)
        #expect(policy.adjust(.warning(.typeMissing, "no type", at: nil)) == nil)
        #expect(policy.adjust(.warning(.tokenUnknownProperty, "x", at: nil))?.severity == .warning)
        #expect(!policy.reports(.dtcgExtension))
        #expect(try #require(config).severityPolicy(strict: true).reports(.dtcgExtension))
    }
}
