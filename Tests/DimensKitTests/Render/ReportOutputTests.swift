import DimensKit
import Foundation
import Testing

/// The built-in `report` output: one self-contained page with a chart per dimension and number
/// token, its findings and the build's warnings.
struct ReportOutputTests {
    func report(_ folder: String, options: String = "{}", extra: [SourceFile] = []) throws -> (String, Pipeline.Compilation) {
        let config = try #require(ConfigParser.parse(SourceFile(path: "dimens.json", text: """
            {"catalog": {"include": ["pod"]}, "orientations": ["portrait", "landscape"], "defaults": {"model": "fixed"},
             "outputs": [{"template": "report", "path": "report.html", "options": \(options)}]}
            """), directory: ".").0)
        let compilation = Pipeline.compile(sources: .files(try Fixtures.tokenFiles("build", folder) + extra), config: config, catalog: .builtIn)
        return (try #require(compilation.outputs.first?.text, "\(compilation.diagnostics.all.map(\.message))"), compilation)
    }

    @Test func matchesItsGoldenFile() throws {
        let (html, _) = try report("ipod-example")
        try Golden.check(html, against: Fixtures.root.appendingPathComponent("build/ipod-example/expected/report.html"))
    }

    @Test func oneChartPerNumberTokenAndNothingFromTheNetwork() throws {
        let (html, compilation) = try report("ipod-example")
        let numbers = try #require(compilation.table).tokens.filter { if case .numbers = $0.values { true } else { false } }
        #expect(html.components(separatedBy: "<svg ").count - 1 == numbers.count)
        for path in numbers.map(\.token.path.description) { #expect(html.contains("<h2>\(path)</h2>")) }
        for banned in ["<script", "<img", "<link", "http://", "https://", "@import", "url("] { #expect(!html.contains(banned), "\(banned)") }
        #expect(html.hasPrefix("<!doctype html>") && html.hasSuffix("</html>\n"))
    }

    @Test func findingsAndWarningsAreListed() throws {
        // Scaled by height, 20 on the 480-point-high iPods and 10 on the 568-point ones: a jump of ×2.
        let odd = SourceFile(path: "odd.tokens.json", text: """
            {"odd": {"$type": "dimension", "$extensions": {"dimens": {"model": "none", "dimension": "height"}},
              "drop": {"$value": {"value": 20, "unit": "px"}, "$extensions": {"dimens": {"overrides": {"h>=568": 10}}}},
              "em": {"$value": {"value": 1, "unit": "em"}}}}
            """)
        let (html, _) = try report("ipod-example", options: #"{"jumpRatio": 1.8}"#, extra: [odd])
        #expect(html.contains(##"<a href="#t-odd-drop">odd.drop</a> <span class="finding">jumps ×2 from 20 on ipod-touch-4th-generation (height side 480 pt) to 10 on ipod-touch-5th-generation (height side 568 pt)</span>"##))
        #expect(html.contains("warning: unknown dimension unit &quot;em&quot;"))
        let (relaxed, _) = try report("ipod-example", options: #"{"jumpRatio": 3}"#, extra: [odd])
        #expect(!relaxed.contains("jumps ×2"))
    }
}
