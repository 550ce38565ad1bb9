import DimensKit
import Foundation
import Testing

/// A page of iframes loaded in headless Chromium (Debian's `chromium` package; `.ci/run` installs
/// it), each a viewport (or a container inside one) holding a CSS output, whose custom
/// properties are read back with `getComputedStyle` and returned by frame. Length properties are
/// registered (`@property … syntax: '<length>'`), so a `clamp()` reads back computed, in px.
enum ChromiumPage {
    static let chromium: String? =
        ProcessInfo.processInfo.environment["DIMENS_CHROMIUM"]
        ?? ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(GeneratedSwiftProgram.executable(named:))
        .first

    /// One iframe: a viewport `width` × `height` CSS px (fractions allowed), or with `container`
    /// a 1440-px viewport whose element of that name and `width` holds the element read; `css`
    /// is added after the output's.
    struct Frame: Sendable {
        var key: String
        var width: Double
        var height = 1100
        var container: String?
        var css = ""
    }

    /// Each frame's value of each property, and the page's `devicePixelRatio`, with the device
    /// scale factor `scale` (browser zoom: a viewport `1/scale` as wide, `scale` times the pixels).
    static func read(css: String, lengths: [String], others: [String] = [], frames: [Frame], scale: Double = 1)
        throws -> (values: [String: [String: String]], devicePixelRatio: Double)
    {
        func json(_ value: Any) throws -> String {
            String(decoding: try JSONSerialization.data(withJSONObject: value), as: UTF8.self)
        }
        let registered = lengths.map { "@property \($0) { syntax: '<length>'; inherits: true; initial-value: 0px; }" }
        let frameList = frames.map { frame -> [Any] in
            let inner =
                frame.container.map { "#c { container: \($0) / inline-size; width: \(frame.width)px; }" } ?? ""
            return [frame.key, frame.container == nil ? frame.width : 1440, frame.height, inner + frame.css]
        }
        let page = """
            <!doctype html><html><body><pre id="out">loading</pre><script>
            const css = \(try json([registered.joined(separator: "\n") + "\n" + css])[...].dropFirst().dropLast());
            const properties = \(try json(lengths + others)), frames = \(try json(frameList));
            const loads = frames.map(([key, w, h, extra]) => new Promise(done => {
              const frame = document.createElement('iframe');
              frame.style.width = w + 'px'; frame.style.height = h + 'px'; frame.style.border = '0';
              frame.onload = () => done([key, frame, extra !== '' && extra.startsWith('#c')]);
              frame.srcdoc = '<!doctype html><style>' + css + extra + '</style><div id="c"><div id="p"></div></div>';
              document.body.appendChild(frame);
            }));
            Promise.all(loads).then(loaded => {
              const found = {};
              for (const [key, frame, inContainer] of loaded) {
                const doc = frame.contentDocument;
                const element = inContainer ? doc.getElementById('p') : doc.documentElement;
                const style = frame.contentWindow.getComputedStyle(element);
                found[key] = Object.fromEntries(properties.map(p => [p, style.getPropertyValue(p).trim()]));
              }
              document.getElementById('out').textContent = JSON.stringify({dpr: window.devicePixelRatio, found});
            });
            </script></body></html>
            """
        let folder = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(folder) }
        let file = folder.appendingPathComponent("page.html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        let ran = try GeneratedSwiftProgram.run(
            try #require(chromium),
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--virtual-time-budget=30000",
                "--force-device-scale-factor=\(scale)", "--dump-dom", file.absoluteString,
            ], in: folder)
        let dumped = try #require(
            ran.output.range(of: "<pre id=\"out\">"), "no page from chromium:\n\(ran.output.suffix(2000))")
        let text = ran.output[dumped.upperBound...].prefix { $0 != "<" }
        let read = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "not JSON: \(text.prefix(300))")
        return (
            try #require(read["found"] as? [String: [String: String]]), try #require(read["dpr"] as? Double)
        )
    }

    /// `"16.5px"` → 16.5; nil for anything else.
    static func pixels(_ text: String?) -> Double? {
        guard let text, text.hasSuffix("px") else { return nil }
        return Double(text.dropLast(2))
    }
}
