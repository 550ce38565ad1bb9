import Foundation
import Testing

@testable import DimensKit

/// The css output's `fluid` option: a length whose unrounded model is linear in the viewport's
/// width is one line with the model's own bounds (`clamp()`, or `min()` where it has no floor),
/// each native screen's value within its rounding step; anything else keeps the ladder. On the
/// `fluid-web` fixture, a token per model (`CSSClampTests` tests the fit itself).
struct CSSFluidTests {
    static func fixture() throws -> (Pipeline.Compilation, css: String, ladder: String) {
        let (compilation, _) = try GeneratedSwiftProgram.compile("fluid-web")
        let css = try #require(compilation.outputs.first { $0.path.hasSuffix("dimens.css") }?.text)
        let ladder = try #require(compilation.outputs.first { $0.path.hasSuffix("ladder.css") }?.text)
        return (compilation, css, ladder)
    }

    /// The declarations of the first block (`:root`): property → value.
    static func root(_ css: String) -> [String: String] { FluidLine.declarations(css) }

    @Test func linearLengthsAreOneClampAndTheRestKeepTheLadder() throws {
        let (_, css, ladder) = try Self.fixture()
        let root = Self.root(css)
        // Fluid (text in rem), dynamic by width (a length in px, a typography's text in rem),
        // fixed without its aspect-ratio term, percentage with a max, fluid shrinking: each one clamp.
        #expect(root["--font-size-body"] == "clamp(1rem, 0.7111rem + 1.2327vw, 1.5rem)")
        #expect(root["--font-size-shrinking"] == "clamp(0.625rem, 3.2095rem - 3.0272vw, 2.5rem)")
        // A model with no floor (proportional to the width) or growing for ever gets no invented
        // bound: min() under its max, or the bare line.
        #expect(root["--space-page"] == "min(4.2667vw, 48px)")
        #expect(root["--space-flat"] == "calc(-4px + 5.3333vw)")
        #expect(root["--layout-max"] == "min(100vw, 720px)")
        #expect(root["--text-banner-font-size"] == "min(3.7333vw, 1.875rem)")
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
        #expect(plain["--layout-max"] == "min(100vw, 720px)")
        #expect(WebExpectations.fluid(ladder) == ["--layout-max"])
        #expect(plain["--font-size-body"] == "16px")
    }

    /// Utopia's fluid-type example, 16 px at 320 px wide to 32 px at 1240 px, has the token's
    /// own bounds although the catalog's narrowest width is 320 and its widest 1366: in px for a
    /// length and in rem for a text size, the same line under the container in cqi.
    @Test func theUtopiaRampIsWrittenWithItsOwnBounds() throws {
        let (_, css, ladder) = try Self.fixture()
        let root = Self.root(css)
        #expect(root["--space-utopia"] == "clamp(16px, 10.4348px + 1.7391vw, 32px)")
        #expect(root["--font-size-utopia"] == "clamp(1rem, 0.6522rem + 1.7391vw, 2rem)")
        #expect(css.contains("    --space-utopia: clamp(16px, 10.4348px + 1.7391cqi, 32px);"))
        #expect(Self.root(ladder)["--space-utopia"] == "17px", "pixel-rounded on the ladder")
    }

    /// `space.utopia` is rounded to device pixels on the native screens, so its values there are
    /// not on one line (the old fit refused it), yet it is one clamp: the unrounded model's, each
    /// native screen's value within half its device pixel of it.
    @Test func aPixelRoundedLinearTokenIsWrittenAsAClamp() throws {
        let (compilation, css, _) = try Self.fixture()
        let clamp = try #require(FluidLine(Self.root(css)["--space-utopia"] ?? ""))
        let table = try #require(compilation.table).screens(forOutput: "css")
        let token = try #require(table.tokens.first { $0.token.path.description == "space.utopia" })
        guard case .numbers(let values) = token.values else { throw CSSFluidTestFailure.notNumbers }
        var offLine = 0
        for (screen, value) in zip(table.screens, values) where screen.window == nil {
            let model = min(max(16 + 16 * (screen.width - 320) / 920, 16), 32)
            #expect(abs(clamp.value(atWidth: screen.width) - model) <= 0.001, "\(screen.id)")
            #expect(abs(value - model) <= 0.5 / screen.device.scale + 1e-9, "\(screen.id): \(value), model \(model)")
            if abs(value - model) > 0.01 { offLine += 1 }
        }
        #expect(offLine > 10, "the native values are pixel-rounded")
    }

    /// Every fluid value of the written file, read back from its text (`FluidLine`), gives at
    /// every catalogued width the native screen's value (the json output's) within its rounding
    /// step; text is in rem.
    @Test func everyFluidValueIsTheNativeValueWithinItsRoundingStep() throws {
        let (compilation, css, _) = try Self.fixture()
        let expected = WebExpectations(try #require(compilation.table))
        let fluid = Self.root(css).filter { FluidLine($0.value) != nil }
        #expect(fluid.count == 10)
        for (property, text) in fluid {
            let line = try #require(FluidLine(text))
            #expect(text.contains("rem") == expected.textSizes.contains(property), "\(property): \(text)")
            for width in expected.widths {
                let (want, tolerance) = try #require(expected.want(property, atWidth: width, fluid: true))
                let read = line.value(atWidth: width)
                #expect(abs(read - want) <= tolerance, "\(property) at \(width): \(read) ≠ \(want)")
            }
        }
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
            #expect(CSSKind.isContainerName(name) == valid, "\(name)")
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
                "the fontSize of 'text.banner' is written min(3.7333vw, 1.875rem), whose middle term has no rem part: from 0 to 804 px wide it ignores the reader's font size and browser zoom"
            ))
    }

    enum CSSFluidTestFailure: Error { case notNumbers }

    @Test func theExampleHasNoResizeTextFinding() throws {
        let (compilation, _) = try GeneratedSwiftProgram.compile("example")
        #expect(!compilation.diagnostics.all.contains { $0.code == .a11yResizeText })
    }
}
