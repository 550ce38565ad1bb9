import DimensKit
import Foundation
import Testing

/// The report fits the window, measured in headless Chromium as it lays the page out, 375 px (a
/// phone), 1024 px and 1440 px wide: the page scrolls only down, no element (a chart, a panel, a
/// table, the legend) reaches past the window's right edge, folded or with every `details` open,
/// every panel's drawing and labels lie inside its box and it is drawn at 85% of its size or more
/// (text of 8.5 px and up), and the panels of a chart sit in rows: two beside each other from
/// 1024 px, one under another on a phone. Each width is an iframe of a host page, because
/// headless Chromium makes no window narrower than 500 px; the report posts what it measured.
@Suite(.serialized)
struct ReportFitTests {
    static let widths = [375, 1024, 1440]

    /// The example (Apple's pods, phones and pads and every Android device, in both orientations,
    /// with its android output), and every device of both platforms' catalogs but Apple's TVs
    /// (which have no pixel density for the example's length in mm).
    @Test(
        .enabled(
            if: ChromiumPage.chromium != nil,
            "skipped: no chromium on PATH (apt-get install -y chromium; .ci/run installs it)"),
        arguments: ["example", "every device"])
    func everyChartFitsTheWindow(_ project: String) throws {
        let html = try Self.report(project)
        let charts = html.components(separatedBy: "<section class=\"chart\">").count - 1
        for platform in ["Apple", "Android"] {
            #expect(
                html.contains("<text class=\"panel\" x=\"4\" y=\"12\">\(platform)</text>"), "\(platform) is charted")
        }
        let measured = try Self.measure(html)
        for width in Self.widths {
            let lines = try #require(measured[width], "no measure of the \(width)-px window: \(measured)")
            let head = lines[0]
            #expect(head.hasPrefix("window \(width), charts \(charts), "), "\(head)")
            #expect(head.hasSuffix(", problems 0"), "\(width) px: \(lines.joined(separator: "\n"))")
            let beside = head.components(separatedBy: ", beside ").last?.components(separatedBy: ",").first
            #expect(beside == String(width < 800 ? 0 : charts), "\(width) px: panels side by side: \(head)")
        }
    }

    /// The report of `project` as the build writes it.
    static func report(_ project: String) throws -> String {
        if project == "example" {
            let (compilation, _) = try GeneratedSwiftProgram.compile("example")
            return try #require(compilation.outputs.first { $0.path == "report.html" }?.text)
        }
        let folder = BuiltInTemplateTests.root.appendingPathComponent("tokens")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".tokens.json")
        }.sorted().map {
            SourceFile(path: $0, bytes: Array(try Data(contentsOf: folder.appendingPathComponent($0))))
        }
        let text = """
            {"platforms": ["apple", "android"], "orientations": ["portrait", "landscape"],
             "catalog": {"include": ["pod", "phone", "pad", "watch"]},
             "reference": {"width": 375, "height": 667}, "defaults": {"model": "fixed", "round": "pixel"},
             "outputs": [{"template": "report", "path": "report.html"}]}
            """
        let config = try #require(ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".").0)
        let compilation = Pipeline.compile(sources: .files(files), config: config, catalog: .builtIn)
        let html = try #require(compilation.outputs.first?.text, "\(compilation.diagnostics.all.map(\.message))")
        #expect(html.contains(">watch ") && html.contains(">desktop "), "every family")
        return html
    }

    /// What the page measured in each window: a line `window W, charts C, panels P, beside B,
    /// problems N`, then the first problems.
    static func measure(_ html: String) throws -> [Int: [String]] {
        let folder = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(folder) }
        try html.replacingOccurrences(of: "</body>", with: "<script>\n\(check)</script>\n</body>").write(
            to: folder.appendingPathComponent("report.html"), atomically: true, encoding: .utf8)
        let frames = widths.map {
            "<iframe src=\"report.html\" style=\"display: block; border: 0; width: \($0)px; height: 1200px\"></iframe>"
        }
        let host = """
            <!doctype html><html><body style="margin: 0"><pre id="fit">waiting</pre>\(frames.joined())<script>
            const found = [];
            addEventListener('message', event => {
              found.push(event.data);
              document.getElementById('fit').textContent = found.join('\\n---\\n');
            });
            </script></body></html>
            """
        let page = folder.appendingPathComponent("host.html")
        try host.write(to: page, atomically: true, encoding: .utf8)
        let dom = try GeneratedSwiftProgram.run(
            try #require(ChromiumPage.chromium),
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                "--disable-background-networking", "--window-size=1600,1300", "--virtual-time-budget=15000",
                "--dump-dom", page.absoluteString,
            ], in: folder
        ).output
        let start = try #require(dom.range(of: "<pre id=\"fit\">"), "no page from chromium:\n\(dom.suffix(2000))")
        let text = dom[start.upperBound...].prefix { $0 != "<" }
        var measured: [Int: [String]] = [:]
        for report in text.components(separatedBy: "\n---\n") {
            let lines = report.split(separator: "\n").map(String.init)
            if let width = lines.first?.dropFirst("window ".count).prefix(while: \.isNumber), let width = Int(width) {
                measured[width] = lines
            }
        }
        return measured
    }
}
