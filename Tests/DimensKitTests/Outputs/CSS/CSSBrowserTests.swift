import DimensKit
import Foundation
import Testing

/// The example's CSS output loaded in a real browser (headless Chromium, Debian's `chromium`
/// package; `.ci/run` installs it) at many viewport sizes: every width of the catalog, one point
/// narrower, and a 16-point grid, each at a short and a tall height. Custom properties are read
/// back with `getComputedStyle`. No number may go back against its direction as the viewport
/// widens, and the values are those the table gives.
@Suite(.serialized)
struct CSSBrowserTests {
    static let chromium: String? =
        ProcessInfo.processInfo.environment["DIMENS_CHROMIUM"]
        ?? ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(GeneratedSwiftProgram.executable(named:))
        .first

    static let heights = [500, 1100]

    /// The page: one iframe per viewport, each with the CSS in `srcdoc`; once all are loaded, a
    /// script writes every custom property of every frame into `<pre id="out">` as JSON.
    static func page(css: String, properties: [String], widths: [Int]) throws -> String {
        func json(_ value: Any) throws -> String {
            String(decoding: try JSONSerialization.data(withJSONObject: value), as: UTF8.self)
        }
        return """
            <!doctype html><html><body><pre id="out">loading</pre><script>
            const css = \(try json([css])[...].dropFirst().dropLast()), properties = \(try json(properties));
            const sizes = \(try json(heights.flatMap { h in widths.map { [$0, h] } }));
            const loads = sizes.map(([w, h]) => new Promise(done => {
              const frame = document.createElement('iframe');
              frame.width = w; frame.height = h; frame.style.border = '0';
              frame.onload = () => done([w + 'x' + h, frame]);
              frame.srcdoc = '<!doctype html><style>' + css + '</style>';
              document.body.appendChild(frame);
            }));
            Promise.all(loads).then(frames => {
              const found = {};
              for (const [size, frame] of frames) {
                const style = frame.contentWindow.getComputedStyle(frame.contentDocument.documentElement);
                found[size] = Object.fromEntries(properties.map(p => [p, style.getPropertyValue(p).trim()]));
              }
              document.getElementById('out').textContent = JSON.stringify(found);
            });
            </script></body></html>
            """
    }

    @Test(
        .enabled(if: chromium != nil, "skipped: no chromium on PATH (apt-get install -y chromium; .ci/run installs it)")
    )
    func theCSSNeverGoesBackAsTheViewportWidensAndMatchesTheTable() throws {
        let (compilation, _) = try GeneratedSwiftProgram.compile("example")
        let css = try #require(compilation.outputs.first { $0.path.hasSuffix(".css") }?.text)
        let table = try #require(compilation.table)
        let root = try #require(css.range(of: ":root {\n")).upperBound
        let rootBlock = css[root..<css[root...].range(of: "}")!.lowerBound]
        let declarations = rootBlock.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            $0.hasPrefix("--")
        }
        let properties = declarations.map { String($0.prefix { $0 != ":" }) }
        let rootValues = Dictionary(
            uniqueKeysWithValues: declarations.map { line in
                (
                    String(line.prefix { $0 != ":" }),
                    String(line.drop { $0 != ":" }.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
                )
            })
        let catalogWidths = Set(table.screens.filter { $0.window == nil }.map { Int($0.width) })
        let widths = Set(catalogWidths + catalogWidths.map { $0 - 1 } + Array(stride(from: 320, through: 1440, by: 16)))
            .sorted()

        let folder = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(folder) }
        let page = folder.appendingPathComponent("page.html")
        try Self.page(css: css, properties: properties, widths: widths).write(
            to: page, atomically: true, encoding: .utf8)
        let ran = try GeneratedSwiftProgram.run(
            try #require(Self.chromium),
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--virtual-time-budget=30000",
                "--dump-dom", page.absoluteString,
            ], in: folder)
        let dumped = try #require(
            ran.output.range(of: "<pre id=\"out\">"), "no page from chromium:\n\(ran.output.suffix(2000))")
        let text = ran.output[dumped.upperBound...].prefix { $0 != "<" }
        let read = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [String: String]],
            "not JSON: \(text.prefix(300))")
        #expect(read.count == widths.count * Self.heights.count)

        // Monotone: each number property keeps one direction along the widths, at both heights.
        var numbers = 0
        for property in properties {
            for height in Self.heights {
                let values = widths.compactMap { read["\($0)x\(height)"]?[property] }.map {
                    $0.hasSuffix("px") ? String($0.dropLast(2)) : $0
                }
                let parsed = values.compactMap(Double.init)
                guard parsed.count == widths.count else { continue }
                numbers += 1
                let steps = zip(parsed, parsed.dropFirst()).map { $1 - $0 }
                #expect(
                    steps.allSatisfy { $0 >= 0 } || steps.allSatisfy { $0 <= 0 },
                    "\(property) at height \(height) goes both ways: \(parsed)")
            }
        }
        #expect(numbers >= 40)

        // The values: the reference's below and at its width; at 812 points (a phone in landscape
        // between two iPads in portrait) the card padding stays at the tablet value of 810.
        for width in widths where width <= 375 {
            #expect(read["\(width)x1100"] == rootValues, "\(width) points")
        }
        #expect(read["744x1100"]?["--spacing-card"] == "24px")
        #expect(read["810x500"]?["--spacing-card"] == read["812x500"]?["--spacing-card"])
        #expect(read["812x500"]?["--spacing-card"] == read["820x500"]?["--spacing-card"])
    }
}
