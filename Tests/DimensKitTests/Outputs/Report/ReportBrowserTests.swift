import DimensKit
import Foundation
import Testing

/// The example's report opened in headless Chromium (as `.ci/run` has it): a screenshot that is
/// not a blank page, every chart in the rendered page, and no request to the network: Chromium's
/// own network log is read for requests the page made (a control page that loads an image from
/// the network shows the check sees them).
@Suite(.serialized)
struct ReportBrowserTests {
    /// Runs Chromium on `page`; returns the screenshot's size in bytes, the URLs the page itself
    /// requested (by its `file://` isolation key), and the rendered DOM.
    func open(_ page: URL) throws -> (screenshot: Int, requests: [String], dom: String) {
        let folder = page.deletingLastPathComponent()
        let name = page.deletingPathExtension().lastPathComponent
        let (shot, log) = (
            folder.appendingPathComponent("\(name).png"), folder.appendingPathComponent("\(name).netlog.json")
        )
        let common = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update", "--virtual-time-budget=5000",
        ]
        let chromium = try #require(ChromiumPage.chromium)
        _ = try GeneratedSwiftProgram.run(
            chromium,
            common + [
                "--window-size=1280,2000", "--screenshot=\(shot.path)", "--log-net-log=\(log.path)",
                page.absoluteString,
            ], in: folder)
        let dom = try GeneratedSwiftProgram.run(chromium, common + ["--dump-dom", page.absoluteString], in: folder)
            .output
        let size = (try? FileManager.default.attributesOfItem(atPath: shot.path)[.size] as? Int) ?? 0
        let netlog = try JSONSerialization.jsonObject(with: Data(contentsOf: log)) as? [String: Any]
        let requests = (netlog?["events"] as? [[String: Any]] ?? []).compactMap { event -> String? in
            guard let params = event["params"] as? [String: Any], let url = params["url"] as? String,
                (params["network_isolation_key"] as? String)?.contains("file://") == true, !url.hasPrefix("file:"),
                !url.hasPrefix("data:")
            else { return nil }
            return url
        }
        return (size, Array(Set(requests)).sorted(), dom)
    }

    @Test(
        .enabled(
            if: ChromiumPage.chromium != nil,
            "skipped: no chromium on PATH (apt-get install -y chromium; .ci/run installs it)"))
    func theExampleReportRendersOfflineWithEveryChart() throws {
        let (compilation, _) = try GeneratedSwiftProgram.compile("example")
        let html = try #require(compilation.outputs.first { $0.path == "report.html" }?.text)
        let charts = html.components(separatedBy: "<svg ").count - 1
        let folder = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(folder) }
        let pages = [
            "report": html, "blank": "<!doctype html><html><body></body></html>",
            "fetches": #"<!doctype html><html><body><img src="http://127.0.0.1:9/x.png"></body></html>"#,
        ]
        for (name, text) in pages {
            try text.write(to: folder.appendingPathComponent("\(name).html"), atomically: true, encoding: .utf8)
        }

        let report = try open(folder.appendingPathComponent("report.html"))
        let blank = try open(folder.appendingPathComponent("blank.html"))
        let control = try open(folder.appendingPathComponent("fetches.html"))
        #expect(control.requests == ["http://127.0.0.1:9/x.png"], "the network check sees a page's request")
        #expect(report.requests.isEmpty, "the report asked the network for \(report.requests)")
        #expect(
            blank.screenshot > 0 && report.screenshot > 4 * blank.screenshot,
            "a blank-looking screenshot: \(report.screenshot) bytes (blank: \(blank.screenshot)); \(folder.path)/report.png"
        )
        #expect(charts >= 25)
        #expect(report.dom.components(separatedBy: "<svg ").count - 1 == charts, "every chart is in the rendered page")
        #expect(report.dom.contains("<h1>Design tokens on every screen</h1>"))
    }
}
