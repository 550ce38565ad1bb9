import DimensKit
import Testing

/// `Tests/Fixtures/a11y`: phones of both platforms, text sizes bound up to xxxLarge, and a planted
/// failure of each accessibility rule beside tokens that pass it. Each failure is reported once,
/// at its definition, with its worst screen and value; the passing tokens are not; the config's
/// `lint` map sets the rules' severities; the report lists the findings with the build's warnings.
struct AccessibilityFixtureTests {
    /// Each planted failure: `file:line:col code token(.member) screen value [text size]`.
    static let planted = [
        "base.tokens.json:5:5 a11y.tap-target tap.icon-button iphone-4 37.5",
        "base.tokens.json:9:5 a11y.tap-target tap.chip galaxy-s21 46",
        "base.tokens.json:24:5 a11y.line-height type.body.lineHeight pixel-8-pro 22 extraExtraExtraLarge",
        "base.tokens.json:35:5 a11y.min-text type.legal.fontSize pixel-6 9.9",
        "base.tokens.json:43:5 a11y.line-height type.display.lineHeight iphone 36",
        "size/large.tokens.json:4:5 a11y.min-text font-size.caption iphone 9",
        "size/xxxLarge.tokens.json:12:5 a11y.line-height type.footnote.lineHeight moto-g84 18 extraExtraExtraLarge",
    ]

    static func config(lint: String = "") throws -> Config {
        var text = try Fixtures.text("a11y", "", "dimens.json")
        if !lint.isEmpty { text = text.replacingOccurrences(of: #""outputs""#, with: #""lint": \#(lint), "outputs""#) }
        let (config, diagnostics) = ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return try #require(config)
    }

    static func compile(lint: String = "") throws -> Pipeline.Compilation {
        let sources = try Fixtures.resolverSources("a11y", "", resolver: "app.resolver.json")
        return Pipeline.compile(sources: sources, config: try config(lint: lint), catalog: .builtIn)
    }

    @Test func eachPlantedFailureIsFoundAtItsWorstScreenAndNothingElse() throws {
        let compilation = try Self.compile()
        let table = try #require(compilation.table)
        let found = AccessibilityRules.findings(table).map { finding in
            let worst = finding.worst
            return "\(finding.location) \(finding.rule.code) \(finding.token)\(finding.member.map { ".\($0)" } ?? "") "
                + "\(worst.screen) \(NumberText.decimals(worst.value, 2))\(worst.textSize.map { " \($0)" } ?? "")"
        }
        #expect(found.sorted() == Self.planted.sorted())
        // The log has them as warnings, at the same places, and nothing else.
        #expect(
            compilation.diagnostics.sorted.map(Fixtures.line)
                == Self.planted.map { $0.split(separator: " ") }.map { "\($0[0]) warning \($0[1])" })
    }

    @Test func findingsNameTheWorstCaseTheMinimumAndTheOtherPlatform() throws {
        let table = try #require(try Self.compile().table)
        let findings = AccessibilityRules.findings(table)
        let legal = try #require(findings.first { $0.token == "type.legal" })
        #expect(legal.worst.platform == .android && legal.worst.minimum == 12)
        #expect(legal.otherPlatforms.map(\.screen) == ["iphone"] && legal.otherPlatforms.map(\.minimum) == [11])
        #expect(legal.screensBelow == table.screens.count)
        #expect(
            legal.diagnostic.message
                == "text 'type.legal' fontSize is 9.9 sp on pixel-6, below the 12 sp minimum for text of Material (below on 101 of 101 screens)"
        )
        let body = try #require(findings.first { $0.token == "type.body" })
        #expect(!body.isRatio && body.worst.textSize == .extraExtraExtraLarge)
        #expect(NumberText.decimals(body.worst.minimum, 2) == "29.67")
        let display = try #require(findings.first { $0.token == "type.display" })
        #expect(
            display.isRatio
                && display.diagnostic.message.hasPrefix("'type.display' lineHeight is 0.9 × fontSize, 36 pt on iphone"))
        let icon = try #require(findings.first { $0.token == "tap.icon-button" })
        #expect(
            icon.diagnostic.message
                == "tap target 'tap.icon-button' is 37.5 pt on iphone-4, below the 44 × 44 pt minimum of Apple's Human Interface Guidelines (below on 9 of 101 screens)"
        )
        #expect(
            icon.diagnostic.notes.map(\.message) == [#""min": 44 in its dimens block keeps it there on every screen"#])
    }

    @Test func passingTokensAreNotReported() throws {
        let table = try #require(try Self.compile().table)
        let reported = Set(AccessibilityRules.findings(table).map(\.token))
        // Marked but held at 48 by min, or 48 unscaled; unmarked and tiny; text at or above the
        // minimum; a typography whose fontSize is a text token's (that token's finding says it).
        for token in ["tap.close", "tap.row", "spacing.hairline", "font-size.body", "font-size.title", "type.title"] {
            #expect(!reported.contains(token), "\(token)")
        }
        #expect(!AccessibilityRules.findings(table).contains { $0.token == "type.body" && $0.rule == .minText })
    }

    @Test func theLintMapSetsTheirSeverities() throws {
        let compilation = try Self.compile(
            lint: #"{"a11y.tap-target": "error", "a11y.min-text": "off", "a11y.line-height": "warning"}"#)
        let log = compilation.diagnostics
        #expect(log.all.filter { $0.code == .a11yTapTarget }.map(\.severity) == [.error, .error])
        #expect(!log.all.contains { $0.code == .a11yMinText })
        #expect(log.all.filter { $0.code == .a11yLineHeight }.map(\.severity) == [.warning, .warning, .warning])
        #expect(compilation.outputs.isEmpty, "an error stops the build")
    }

    @Test func theReportListsThemWithTheBuildsWarnings() throws {
        let compilation = try Self.compile()
        let html = try #require(compilation.outputs.first { $0.path == "report.html" }?.text)
        #expect(html.contains("<h3>Warnings of the build (7)</h3>"))
        #expect(html.contains("<code>a11y.tap-target</code>: 2 warnings"))
        #expect(html.contains("<code>a11y.line-height</code>: 3 warnings"))
        #expect(
            html.contains(
                "base.tokens.json:5:5: warning: tap target 'tap.icon-button' is 37.5 pt on iphone-4, below the 44 × 44 pt minimum"
            ), "\(html.prefix(4000))")
    }
}
