import Testing

@testable import DimensKit

/// Android's choice among folders (AOSP `ResTable_config::isBetterThan`), one row per rule:
/// which of two folders a device takes.
struct AndroidFolderChoiceTests {
    typealias Config = AndroidFolderChoice.Config

    static func folder(sw: Int = 0, w: Int = 0, h: Int = 0, dpi: Int = 0) -> Config {
        Config(smallestWidth: sw, width: w, height: h, density: dpi)
    }

    static let rows: [(String, Config, Config, device: Config, expected: String)] = [
        ("the larger smallest width", folder(sw: 400), folder(sw: 411), folder(sw: 411, w: 411, h: 900), "b"),
        ("smallest width before size", folder(sw: 360, h: 800), folder(sw: 400), folder(sw: 411, w: 411, h: 900), "b"),
        ("a height beats none", folder(sw: 411), folder(sw: 411, h: 891), folder(sw: 411, w: 411, h: 914), "b"),
        ("the nearer height", folder(sw: 411, h: 891), folder(sw: 411, h: 914), folder(sw: 411, w: 411, h: 923), "b"),
        ("the exact density", folder(dpi: 420), folder(dpi: 560), folder(sw: 411, w: 411, h: 900, dpi: 560), "b"),
        (
            "the exact density, lower", folder(dpi: 420), folder(dpi: 560), folder(sw: 411, w: 411, h: 900, dpi: 420),
            "a"
        ),
        ("a density over none above 320", folder(), folder(dpi: 560), folder(sw: 411, w: 411, h: 900, dpi: 420), "b"),
        ("none over a density at 160", folder(), folder(dpi: 560), folder(sw: 411, w: 411, h: 900, dpi: 160), "a"),
        (
            "between: down-scaling preferred", folder(dpi: 420), folder(dpi: 560), folder(sw: 1, w: 1, h: 1, dpi: 440),
            "a"
        ),
        (
            "between: the higher when nearer", folder(dpi: 240), folder(dpi: 320), folder(sw: 1, w: 1, h: 1, dpi: 300),
            "b"
        ),
    ]

    @Test(arguments: rows.indices)
    func aDeviceTakesTheBetterFolder(_ row: Int) {
        let (rule, a, b, device, expected) = Self.rows[row]
        let chosen = AndroidFolderChoice.choose([(a, "a"), (b, "b")], for: device)
        #expect(chosen == expected, "\(rule)")
        let reversed = AndroidFolderChoice.choose([(b, "b"), (a, "a")], for: device)
        #expect(reversed == expected, "\(rule), in the other order")
    }

    @Test func aFolderAboveTheDeviceNeverApplies() {
        let device = Self.folder(sw: 411, w: 411, h: 900)
        #expect(AndroidFolderChoice.choose([(Self.folder(sw: 412), 1)], for: device) == nil)
        #expect(AndroidFolderChoice.choose([(Self.folder(h: 901), 1)], for: device) == nil)
        #expect(AndroidFolderChoice.choose([(Self.folder(w: 412), 1)], for: device) == nil)
        #expect(AndroidFolderChoice.choose([(Self.folder(dpi: 640), 1)], for: device) == 1)
    }
}
