import DimensKit
import Foundation
import Testing

@testable import DimensKit

/// Which tokens are lines in the window's width between catalogued widths, and where: a model
/// linear in the width gives one line per group across every span, a model with the aspect-ratio
/// term or rounded to whole points gives none, and a fluid ramp's line stops before its kink.
struct WindowLinesAnalysisTests {
    static func lines(_ settings: String) throws -> (WindowLines, RenderModel) {
        let config = try #require(
            ConfigParser.parse(
                SourceFile(path: "dimens.json", text: #"{"catalog": {"include": ["phone", "pad"]}}"#), directory: "."
            ).0)
        let tokens =
            #"{"t": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}, "$extensions": {"dimens": "#
            + settings + "}}}"
        let compilation = Pipeline.compile(
            sources: .files([SourceFile(path: "a.tokens.json", text: tokens)]), config: config, catalog: .builtIn)
        let model = RenderModel(try #require(compilation.table))
        return (model.widthLines, model)
    }

    @Test(arguments: [
        (#"{"model": "dynamic", "dimension": "width"}"#, true),
        (#"{"model": "percentage", "dimension": "width"}"#, true),
        (#"{"model": "fixed", "aspectRatio": false, "dimension": "width"}"#, true),
        (#"{"model": "fixed"}"#, false),
        (#"{"model": "logarithmic", "aspectRatio": false, "dimension": "width"}"#, false),
        (#"{"model": "dynamic", "dimension": "width", "round": "point"}"#, false),
        (#"{"model": "none"}"#, false),
        // A height selector: two sampled heights might both miss its threshold.
        (#"{"model": "dynamic", "dimension": "width", "overrides": {"h>=900": 4}}"#, false),
    ])
    func modelsLinearInTheWidthHaveLines(settings: String, linear: Bool) throws {
        let (lines, _) = try Self.lines(settings)
        #expect(!lines.pieces.isEmpty == linear, "\(lines.pieces.count) pieces")
    }

    @Test func aDynamicTokenIsOneLinePerGroup() throws {
        let (lines, _) = try Self.lines(#"{"model": "dynamic", "dimension": "width"}"#)
        #expect(Set(lines.pieces.map(\.group)).count == lines.pieces.count, "neighbouring spans joined")
        for piece in lines.pieces {
            #expect(abs(piece.slope - 16.0 / 375) < 1e-12 && abs(piece.intercept) < 1e-9)
            #expect(piece.lower < piece.upper)
        }
    }

    @Test func noLineCrossesAWidthSelectorsThreshold() throws {
        let (lines, _) = try Self.lines(#"{"model": "dynamic", "dimension": "width", "overrides": {"w>=500": 40}}"#)
        #expect(!lines.pieces.isEmpty)
        for piece in lines.pieces { #expect(piece.upper <= 500 || piece.lower >= 500, "\(piece)") }
    }

    @Test func aTokenReadingTheLowestSideHasLinesUprightOnly() throws {
        let (lines, _) = try Self.lines(#"{"model": "dynamic"}"#)
        #expect(!lines.pieces.isEmpty)
        #expect(lines.pieces.allSatisfy { !lines.groups[$0.group].landscape })
    }

    @Test func aFluidRampStopsAtItsKink() throws {
        let (lines, _) = try Self.lines(
            #"{"model": "fluid", "dimension": "width", "minValue": 16, "maxValue": 32, "minWidth": 320, "maxWidth": 1240}"#
        )
        #expect(!lines.pieces.isEmpty)
        for piece in lines.pieces {
            #expect(abs(piece.slope - 16.0 / 920) < 1e-12)
            #expect(piece.upper <= 1240 || piece.lower >= 1240, "a line across the kink: \(piece)")
        }
    }
}
