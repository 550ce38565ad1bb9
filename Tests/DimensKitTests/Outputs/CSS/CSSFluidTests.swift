import Foundation
import Testing

@testable import DimensKit

/// The css output's `fluid` option: a length linear in the viewport's width between two widths is
/// one `clamp()`, exact (within 0.01 px, as written) at every width of the ladder; anything else
/// keeps the ladder. On the `fluid-web` fixture, a token per model, and on `CSSClamp.fit` itself.
struct CSSFluidTests {
    static func fixture() throws -> (Pipeline.Compilation, css: String, ladder: String) {
        let (compilation, _) = try GeneratedSwiftProgram.compile("fluid-web")
        let css = try #require(compilation.outputs.first { $0.path.hasSuffix("dimens.css") }?.text)
        let ladder = try #require(compilation.outputs.first { $0.path.hasSuffix("ladder.css") }?.text)
        return (compilation, css, ladder)
    }

    /// The declarations of the first block (`:root`): property → value.
    static func root(_ css: String) -> [String: String] {
        let start = css.range(of: ":root {\n")!.upperBound
        let block = css[start..<css[start...].range(of: "}")!.lowerBound]
        var found: [String: String] = [:]
        for line in block.split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).dropLast().split(separator: ":", maxSplits: 1)
            if parts.count == 2 { found[String(parts[0])] = parts[1].trimmingCharacters(in: .whitespaces) }
        }
        return found
    }

    @Test func linearLengthsAreOneClampAndTheRestKeepTheLadder() throws {
        let (_, css, ladder) = try Self.fixture()
        let root = Self.root(css)
        // Fluid (text in rem), dynamic by width (a length in px, a typography's text in rem),
        // fixed without its aspect-ratio term, percentage with a max, fluid shrinking: each one clamp.
        #expect(root["--font-size-body"] == "clamp(1rem, 0.7111rem + 1.2327vw, 1.5rem)")
        #expect(root["--space-page"] == "clamp(16px, 4.2667vw, 48px)")
        #expect(root["--space-flat"] == "clamp(16px, -4px + 5.3333vw, 69.3867px)")
        #expect(root["--layout-max"] == "clamp(375px, 100vw, 720px)")
        #expect(root["--font-size-shrinking"] == "clamp(0.625rem, 3.2095rem - 3.0272vw, 2.5rem)")
        #expect(root["--text-banner-font-size"] == "clamp(0.875rem, 3.7333vw, 1.875rem)")
        // Pixel-rounded fixed values, a logarithmic text size, a breakpoint, a number and a token
        // that says "fluid": false keep the ladder; text lengths on it are in rem.
        #expect(root["--space-card"] == "16px")
        #expect(root["--font-size-caption"] == "0.75rem")
        #expect(root["--space-step"] == "16px")
        #expect(root["--layout-columns"] == "1")
        #expect(root["--space-gutter"] == "16px")
        // Text kept on the ladder by its own "fluid": false is still in rem: it follows the reader.
        #expect(root["--font-size-label"] == "0.8125rem")
        #expect(css.contains("--space-gutter: 16.64px;"))
        #expect(css.contains("--font-size-caption: 0.7813rem;"))
        for clamped in ["--font-size-body", "--space-page", "--layout-max"] {
            #expect(css.components(separatedBy: "\(clamped):").count == 3, "once in :root, once under the container")
        }
        // Without the option only the group whose dimens block says "fluid": true is a clamp.
        let plain = Self.root(ladder)
        #expect(plain["--layout-max"] == "clamp(375px, 100vw, 720px)")
        #expect(plain.values.filter { $0.hasPrefix("clamp(") }.count == 1)
        #expect(plain["--font-size-body"] == "16px")
    }

    /// Every clamp of the written file, read back from its text, gives at every catalogued width
    /// the value the table (the json output) gives there, worked out apart from the CSS code
    /// (`WebExpectations`); text clamps are in rem.
    @Test func everyClampEqualsTheTableAtEveryWidth() throws {
        let (compilation, css, _) = try Self.fixture()
        let expected = WebExpectations(try #require(compilation.table))
        let clamps = Self.root(css).filter { $0.value.hasPrefix("clamp(") }
        #expect(clamps.count == 8)
        for (property, text) in clamps {
            let values = try #require(expected.lengths[property], "\(property)")
            let isRem = text.contains("rem")
            #expect(isRem == expected.textSizes.contains(property), "\(property): \(text)")
            // clamp(LO, A ± Bvw, HI), or clamp(LO, Bvw, HI): lengths in px, or rem of 16 px.
            let inner = text.dropFirst("clamp(".count).dropLast().split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            func length(_ part: Substring) -> Double {
                part.hasSuffix("rem") ? Double(part.dropLast(3))! * 16 : Double(part.dropLast(2))!
            }
            let middle = inner[1].replacingOccurrences(of: " - ", with: " + -").split(separator: "+").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let slope = Double(middle.last!.dropLast(2))! / 100
            let intercept = middle.count == 2 ? length(Substring(middle[0])) : 0
            for (width, value) in zip(expected.widths, values) where width >= expected.referenceWidth {
                let lower = length(Substring(inner[0]))
                let upper = length(Substring(inner[2]))
                let read: Double = Swift.min(Swift.max(intercept + slope * width, lower), upper)
                #expect(abs(read - value) <= 0.01, "\(property) at \(width): \(read) ≠ \(value)")
            }
        }
    }

    @Test func theFitIsExactWhereLinearAndRefusedWhereNot() {
        let widths: [Double] = [375, 390, 414, 428, 744, 820, 1024]
        // Linear from 375 up to 720, then flat: a clamp, in px and in rem.
        let linear = widths.map { min($0, 720) }
        #expect(CSSClamp.fit(widths: widths, values: linear, rem: false)?.text() == "clamp(375px, 100vw, 720px)")
        #expect(
            CSSClamp.fit(widths: widths, values: linear.map { $0 / 20 }, rem: true)?.text()
                == "clamp(1.1719rem, 5vw, 2.25rem)")
        // Pixel rounding at @3x breaks the line by up to a sixth of a pixel: refused.
        let rounded = widths.map { (($0 * 17 / 375) * 3).rounded() / 3 }
        #expect(CSSClamp.fit(widths: widths, values: rounded, rem: false) == nil)
        // A single step, a constant, and growth that bends: refused.
        #expect(CSSClamp.fit(widths: widths, values: [16, 16, 16, 16, 32, 32, 32], rem: false) == nil)
        #expect(CSSClamp.fit(widths: widths, values: widths.map { _ in 16 }, rem: false) == nil)
        #expect(CSSClamp.fit(widths: widths, values: widths.map { 17 * (1 + 0.4 * log($0 / 375)) }, rem: false) == nil)
        // The container variant writes the same line in cqi.
        #expect(
            CSSClamp.fit(widths: widths, values: linear, rem: false)?.text(unit: "cqi") == "clamp(375px, 100cqi, 720px)"
        )
    }

    @Test func theContainerVariantRepeatsTheValuesUnderContainerQueries() throws {
        let (_, css, ladder) = try Self.fixture()
        let media = css.components(separatedBy: "@media (min-width: ").count - 1
        let container = css.components(separatedBy: "@container card (min-width: ").count - 1
        #expect(media > 10)
        #expect(container == media + 1)
        #expect(css.contains("    --font-size-body: clamp(1rem, 0.7111rem + 1.2327cqi, 1.5rem);"))
        #expect(!ladder.contains("@container"))
    }

    @Test func theContainerNameIsACSSName() {
        for (name, valid) in [
            ("card", true), ("side-bar_2", true), ("", true), ("none", false), ("9x", false), ("a b", false),
        ] {
            #expect(OutputOption.isContainerName(name) == valid, "\(name)")
        }
    }

    /// WCAG 1.4.4: the planted failures are reported at their definitions, with the fix: a text
    /// size growing above 2.5× (with its ratio), and a text clamp proportional to the width (no
    /// rem part); a typography whose fontSize aliases a reported token, text that shrinks, and
    /// text within 2.5× with a rem part are not.
    @Test func resizeTextReportsTheFixturesPlantedFailures() throws {
        let (compilation, _, _) = try Self.fixture()
        let found = compilation.diagnostics.all.filter { $0.code == .a11yResizeText }
        let text = try String(
            contentsOf: Fixtures.root.appendingPathComponent("build/fluid-web/web.tokens.json"), encoding: .utf8)
        func position(of key: String, after group: String) -> String {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let start = lines.firstIndex { $0.contains("\"\(group)\": {") }!
            let line = lines[start...].firstIndex { $0.contains("\"\(key)\": {") }!
            let column = lines[line].distance(from: lines[line].startIndex, to: lines[line].firstIndex(of: "\"")!) + 1
            return "web.tokens.json:\(line + 1):\(column)"
        }
        #expect(found.map(\.tokenPath) == ["font-size.hero", "text.banner.fontSize"])
        #expect(
            found.map { $0.location?.description } == [
                position(of: "hero", after: "font-size"), position(of: "banner", after: "text"),
            ])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found[0].message.hasPrefix("'font-size.hero' grows 3× across the web screens (16px at 375 px wide"))
        #expect(found[0].notes.first?.message.contains("\"max\": 40") == true)
        #expect(
            found[1].message.hasPrefix(
                "the fontSize of 'text.banner' is written clamp(0.875rem, 3.7333vw, 1.875rem), whose middle term has no rem part: from 375 to 804 px wide"
            ))
    }

    @Test func theExampleHasNoResizeTextFinding() throws {
        let (compilation, _) = try GeneratedSwiftProgram.compile("example")
        #expect(!compilation.diagnostics.all.contains { $0.code == .a11yResizeText })
    }
}
