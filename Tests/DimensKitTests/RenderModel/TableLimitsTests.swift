import DimensKit
import Testing

/// The compact table counts a column's palette and indices in 16 bits: a build whose table would
/// have 65,536 distinct rows is refused at the swift output, in lint and build alike, instead of
/// stopping with a trap (it did, on a `UInt8` overflow of the palette's size).
struct TableLimitsTests {
    static func compile(screens: Int, lint: Bool = false) -> DiagnosticLog {
        let devices = (0..<screens).map { i in
            Device(
                id: "d\(i)", name: "D\(i)", family: .phone, year: 2026, width: 300 + Double(i) / 64, height: 2000,
                scale: 2, ppi: 400, diagonal: 6, portraitSizeClass: .compact, landscapeSizeClass: .regular)
        }
        var config = Config(directory: ".")
        config.outputs = [.init(template: "swift", path: "D.swift")]
        let sources = TokenSources.files([
            SourceFile(
                path: "t.tokens.json",
                text:
                    ##"{"w": {"$type": "dimension", "$value": {"value": 10, "unit": "px"}, "$extensions": {"dimens": {"model": "dynamic", "round": "none"}}}}"##
            )
        ])
        let catalog = DeviceCatalog(devices: devices)
        return lint
            ? Pipeline.lint(sources: sources, config: config, catalog: catalog).diagnostics
            : Pipeline.compile(sources: sources, config: config, catalog: catalog).diagnostics
    }

    @Test func aTableOfMoreRowsThanSixteenBitsCountIsRefused() {
        for lint in [false, true] {
            let log = Self.compile(screens: 65_536, lint: lint)
            #expect(log.all.map(\.code) == [.outputTooLarge], "\(log.all.map(\.message))")
            #expect(log.all.first?.message.contains("65536 distinct rows") == true)
        }
        #expect(Self.compile(screens: 65_535).all.isEmpty)
    }
}
