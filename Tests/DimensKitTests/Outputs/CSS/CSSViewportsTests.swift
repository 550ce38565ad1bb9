import Foundation
import Testing

@testable import DimensKit

/// The web viewports a fluid css output's clamps are found on (`CSSViewports`): below, at and
/// above the ladder's widths, with ids no device selector matches, so a device's override shows
/// only on the ladder, and a token that has one keeps it.
struct CSSViewportsTests {
    static let tokens = """
        {
          "space": {
            "$type": "dimension",
            "$extensions": { "dimens": { "model": "fluid", "minValue": 16, "maxValue": 32, "minWidth": 320, "maxWidth": 1240, "dimension": "width" } },
            "plain": { "$value": { "value": 16, "unit": "px" } },
            "overridden": { "$value": { "value": 16, "unit": "px" }, "$extensions": { "dimens": { "overrides": { "iphone-6": 40 } } } }
          }
        }
        """

    static let config = """
        {"catalog": {"include": ["phone", "pad"]},
         "outputs": [{"template": "css", "path": "d.css", "options": {"fluid": true}}]}
        """

    static func compile() throws -> Pipeline.Compilation {
        let (config, diagnostics) = ConfigParser.parse(
            SourceFile(path: "dimens.json", text: Self.config), directory: ".")
        #expect(diagnostics.allSatisfy { $0.severity != .error }, "\(diagnostics)")
        let files = [SourceFile(path: "space.tokens.json", bytes: Array(tokens.utf8))]
        return Pipeline.compile(sources: .files(files), config: try #require(config), catalog: .builtIn)
    }

    @Test func theViewportsReachBelowAndAboveTheCatalogWithIdsNoDeviceHas() throws {
        let table = try #require(try Self.compile().table)
        let viewports = try #require(table.viewports[.apple])
        let widths = viewports.screens.map(\.width)
        let catalog = table.screens.map(\.width)
        #expect(widths == widths.sorted())
        #expect(widths.first! < catalog.min()! / 3 && widths.last! > catalog.max()! * 10)
        let ids = Set(table.screens.map(\.id))
        #expect(viewports.screens.allSatisfy { $0.id.hasPrefix("css-viewport-") && !ids.contains($0.id) })
        // Unrounded there: the fluid model's own values, 16 at and below 320 px, 32 from 1240.
        let plain = try #require(viewports.tokens.first { $0.token.path.description == "space.plain" })
        guard case .numbers(let values) = plain.values else { throw CSSViewportsFailure.notNumbers }
        for (width, value) in zip(widths, values) {
            #expect(abs(value - min(max(16 + 16 * (width - 320) / 920, 16), 32)) < 1e-9, "\(width)")
        }
    }

    @Test func aTokenWithADevicesOverrideKeepsTheLadder() throws {
        let css = try #require(try Self.compile().outputs.first { $0.path.hasSuffix("d.css") }?.text)
        let root = FluidLine.declarations(css)
        #expect(root["--space-plain"] == "clamp(16px, 10.4348px + 1.7391vw, 32px)")
        #expect(root["--space-overridden"] == "40px")
    }

    enum CSSViewportsFailure: Error { case notNumbers }
}
