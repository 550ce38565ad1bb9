import DimensKit
import Foundation
import Testing

/// The example's CSS output loaded in a real browser (headless Chromium, `ChromiumPage`) at many
/// viewport sizes: every width of the catalog, one point narrower, a 16-point grid and the middle
/// between neighbouring widths, each at a short and a tall height. No number may go back against
/// its direction as the viewport widens, and at every catalogued width every length on the
/// ladder is the table's value (the json output's) within 0.01 px, and every length written as a
/// line in the width (`clamp()`, `min()`) each native screen's value within its rounding step.
@Suite(.serialized)
struct CSSBrowserTests {
    static let heights = [500, 1100]
    static let enabled = ChromiumPage.chromium != nil
    static let skipped: Comment = "skipped: no chromium on PATH (apt-get install -y chromium; .ci/run installs it)"

    /// The widths read: the catalog's, one narrower, the middles between them and a 16-point grid.
    static func widths(_ expected: WebExpectations) -> [Double] {
        let catalog = expected.widths
        let middles = zip(catalog, catalog.dropFirst()).map { ($0 + $1) / 2 }
        return Set(
            catalog + catalog.map { $0 - 1 } + middles + stride(from: 320, through: 1440, by: 16).map(Double.init)
        )
        .sorted()
    }

    /// Reads the CSS at `widths` and both heights, and checks directions and catalogued values.
    static func check(css: String, expected: WebExpectations, widths: [Double]) throws -> [String: [String: String]] {
        let frames = heights.flatMap { h in widths.map { ChromiumPage.Frame(key: "\($0)x\(h)", width: $0, height: h) } }
        let lengths = expected.properties.filter { expected.lengths[$0] != nil }
        let others = expected.properties.filter { expected.lengths[$0] == nil }
        let read = try ChromiumPage.read(css: css, lengths: lengths, others: others, frames: frames).values
        #expect(read.count == frames.count)
        var numbers = 0
        for property in expected.properties {
            for height in heights {
                let parsed = widths.compactMap { width in
                    read["\(width)x\(height)"]?[property].flatMap { ChromiumPage.pixels($0) ?? Double($0) }
                }
                guard parsed.count == widths.count else { continue }
                numbers += 1
                let steps = zip(parsed, parsed.dropFirst()).map { $1 - $0 }
                #expect(
                    steps.allSatisfy { $0 >= -0.005 } || steps.allSatisfy { $0 <= 0.005 },
                    "\(property) at height \(height) goes both ways: \(parsed)")
            }
        }
        #expect(numbers >= expected.lengths.count * heights.count)
        let fluid = WebExpectations.fluid(css)
        for property in lengths {
            for width in expected.widths {
                let (want, tolerance) = expected.want(property, atWidth: width, fluid: fluid.contains(property))!
                for height in heights {
                    let got = ChromiumPage.pixels(read["\(width)x\(height)"]?[property]) ?? .nan
                    #expect(
                        abs(got - want) <= tolerance, "\(property) at \(width)×\(height): \(got), table \(want)")
                }
            }
        }
        return read
    }

    @Test(.enabled(if: enabled, skipped))
    func theCSSNeverGoesBackAsTheViewportWidensAndMatchesTheTable() throws {
        let (compilation, _) = try GeneratedSwiftProgram.compile("example")
        let css = try #require(compilation.outputs.first { $0.path.hasSuffix(".css") }?.text)
        let expected = WebExpectations(try #require(compilation.table))
        let read = try Self.check(css: css, expected: expected, widths: Self.widths(expected))
        // At 812 points (a phone in landscape between two iPads in portrait) the card padding
        // stays at the tablet value of 810.
        #expect(read["744.0x1100"]?["--spacing-card"] == "24px")
        #expect(read["810.0x500"]?["--spacing-card"] == read["812.0x500"]?["--spacing-card"])
        #expect(read["812.0x500"]?["--spacing-card"] == read["820.0x500"]?["--spacing-card"])
        // The example's clamps are really clamps, and between widths follow their line.
        #expect(WebExpectations.fluid(css).count == 3)
        let between = try #require(ChromiumPage.pixels(read["592.0x1100"]?["--layout-content-max-width"]))
        #expect(abs(between - 592) <= 0.01)
    }
}
