import DimensKit
import Foundation
import Testing

/// The built-in `report` output: one self-contained page with a chart per dimension and number
/// token, its findings and the build's warnings.
struct ReportOutputTests {
    func report(_ folder: String, options: String = "{}", extra: [SourceFile] = []) throws -> (
        String, Pipeline.Compilation
    ) {
        let config = try #require(
            ConfigParser.parse(
                SourceFile(
                    path: "dimens.json",
                    text: """
                        {"catalog": {"include": ["pod"]}, "orientations": ["portrait", "landscape"], "defaults": {"model": "fixed"},
                         "outputs": [{"template": "report", "path": "report.html", "options": \(options)}]}
                        """), directory: "."
            ).0)
        let compilation = Pipeline.compile(
            sources: .files(try Fixtures.tokenFiles("build", folder) + extra), config: config, catalog: .builtIn)
        return (
            try #require(compilation.outputs.first?.text, "\(compilation.diagnostics.all.map(\.message))"), compilation
        )
    }

    @Test func matchesItsGoldenFile() throws {
        let (html, _) = try report("ipod-example")
        try Golden.check(html, against: Fixtures.root.appendingPathComponent("build/ipod-example/expected/report.html"))
    }

    /// A chart per distinct picture: tokens with the same values and settings on every screen
    /// share one, and every token keeps its anchor.
    @Test func oneChartPerDistinctTokenAndNothingFromTheNetwork() throws {
        let twin = SourceFile(
            path: "twin.tokens.json",
            text: """
                {"twin": {"$type": "dimension", "$extensions": {"dimens": {"model": "fixed"}}, "a": {"$value": {"value": 13, "unit": "px"}},
                  "b": {"$value": {"value": 13, "unit": "px"}}}}
                """)
        let (html, compilation) = try report("ipod-example", extra: [twin])
        let numbers = try #require(compilation.table).tokens.filter {
            if case .numbers = $0.values { true } else { false }
        }
        #expect(html.components(separatedBy: "<svg ").count - 1 == numbers.count - 1, "twin.a and twin.b share a chart")
        for path in numbers.map(\.token.path.description) {
            let anchor = "t-" + path.replacingOccurrences(of: ".", with: "-")
            #expect(
                html.contains(#"<h2 id="\#(anchor)">\#(path)</h2>"#)
                    || html.contains(#"<code id="\#(anchor)" title="twin.tokens.json:2:3">\#(path)</code>"#), "\(path)")
        }
        #expect(html.contains(#"<p class="meta">The same on every screen: <code id="t-twin-b""#))
        #expect(html.contains("<p class=\"meta\">dimension · fixed · twin.tokens.json:1:80</p>"), "no empty settings")
        for banned in ["<script", "<img", "<link", "http://", "https://", "@import", "url("] {
            #expect(!html.contains(banned), "\(banned)")
        }
        #expect(html.hasPrefix("<!doctype html>") && html.hasSuffix("</html>\n"))
    }

    /// The overview opens on what needs a look: the warnings (a whole number made fractional
    /// first), then the findings no model or context explains, one line per cause with its
    /// tokens and screens folded.
    @Test func findingsAndWarningsAreListedByCause() throws {
        // Scaled by height, 20 on the 480-point-high iPods and 10 on the 568-point ones: a jump of ×2.
        let odd = SourceFile(
            path: "odd.tokens.json",
            text: """
                {"odd": {"$type": "dimension", "$extensions": {"dimens": {"model": "none", "dimension": "height"}},
                  "drop": {"$value": {"value": 20, "unit": "px"}, "$extensions": {"dimens": {"overrides": {"h>=568": 10}}}},
                  "em": {"$value": {"value": 1, "unit": "em"}}},
                 "tally": {"$type": "number", "$value": 3, "$extensions": {"dimens": {"model": "fixed"}}}}
                """)
        let (html, _) = try report("ipod-example", options: #"{"jumpRatio": 1.8}"#, extra: [odd])
        let look = try #require(
            html.range(of: "<h2>Needs a look</h2>").map { String(html[$0.upperBound...]) }.map {
                String($0[..<$0.range(of: "<h2>Explained")!.lowerBound])
            })
        let fractional = try #require(look.range(of: "[scale.fractional-number]"))
        let unit = try #require(look.range(of: "[value.unit]"))
        #expect(fractional.lowerBound < unit.lowerBound)
        #expect(
            look.contains(
                ##"<span class="finding">jumps where its override 'h&gt;=568' applies</span>: 1 token, 1 finding; <a href="#t-odd-drop">odd.drop</a> jumps ×2 from 20 on ipod-touch-4th-generation (height side 480 pt) to 10 on ipod-touch-5th-generation (height side 568 pt)"##
            ), "\(look)")
        #expect(
            look.contains(
                ##"<li><a href="#t-odd-drop">odd.drop</a> 20 on ipod-touch-4th-generation → 10 on ipod-touch-5th-generation (pod portrait)</li>"##
            ))
        let (relaxed, _) = try report("ipod-example", options: #"{"jumpRatio": 3}"#, extra: [odd])
        #expect(!relaxed.contains("jumps ×2"))
    }
}
