import Foundation

/// `--report`: the report output of a real design system, Adobe Spectrum from the corpus
/// (`$DIMENS_CORPUS_DIR`, else `../shared/corpus`), on the full catalog with the fixed model
/// everywhere (the heaviest page: values differ on nearly every screen). Prints the page's size,
/// the build's time and memory (`dimens build --only report`), and, with `chromium` on PATH, how
/// much longer headless Chromium takes to load and paint it than a blank page.
enum ReportBench {
    static let config = """
        {
          "resolver": "tokens/adobe-spectrum.resolver.json",
          "modifiers": { "theme": "light", "size": { "desktop": "pad", "mobile": "default" } },
          "orientations": ["portrait", "landscape"],
          "defaults": { "model": "fixed", "round": "pixel" },
          "outputs": [{ "template": "report", "path": "report.html" }]
        }
        """

    static func run(dimens: String, runs: Int, scratch: URL, row: (String, ProcessRun.Measurement, String) -> Void) {
        let environment = ProcessInfo.processInfo.environment["DIMENS_CORPUS_DIR"].map { URL(fileURLWithPath: $0) }
        let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../shared/corpus"
        ).standardized
        guard
            let corpus = [environment, shared].compactMap({ $0?.appendingPathComponent("dtcg-examples") }).first(
                where: { FileManager.default.fileExists(atPath: $0.path) })
        else {
            return print("report: skipped, the corpus is not here (set DIMENS_CORPUS_DIR)")
        }
        let folder = scratch.appendingPathComponent("spectrum-report")
        let tokens = folder.appendingPathComponent("tokens")
        try? FileManager.default.removeItem(at: folder)
        do {
            try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
            for name in ["adobe-spectrum", "adobe-spectrum.resolver.json"] {
                try FileManager.default.copyItem(
                    at: corpus.appendingPathComponent(name), to: tokens.appendingPathComponent(name))
            }
            try config.write(to: folder.appendingPathComponent("dimens.json"), atomically: true, encoding: .utf8)
        } catch { return print("report: cannot write \(folder.path): \(error)") }
        let page = folder.appendingPathComponent("out/report.html")
        let build = ProcessRun.median(runs) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("out"))
            return ProcessRun.run(dimens, ["build", "--only", "report"], in: folder)
        }
        let size = ((try? FileManager.default.attributesOfItem(atPath: page.path))?[.size] as? Int) ?? 0
        print("report of Adobe Spectrum, full catalog, fixed model:")
        row("build --only report, cold", build, String(format: "   %.2f MB", Double(size) / 1e6))
        guard let chromium = ["chromium", "chromium-browser"].lazy.compactMap(executable(named:)).first else {
            return print("  headless Chromium: skipped, no chromium on PATH")
        }
        let blank = folder.appendingPathComponent("blank.html")
        try? "<!doctype html><html><body></body></html>".write(to: blank, atomically: true, encoding: .utf8)
        func paint(_ url: URL) -> ProcessRun.Measurement {
            ProcessRun.median(runs) {
                ProcessRun.run(
                    chromium,
                    [
                        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1280,2000",
                        "--screenshot=\(folder.path)/shot.png", url.absoluteString,
                    ], in: folder)
            }
        }
        let (empty, report) = (paint(blank), paint(page))
        row(
            "Chromium: load and paint the page", report,
            String(format: "   %.2f s more than a blank page", report.seconds - empty.seconds))
    }

    static func executable(named name: String) -> String? {
        ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
