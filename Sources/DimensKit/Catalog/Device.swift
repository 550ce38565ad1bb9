/// One catalogued device: its screen in portrait points (dp on Android) and the facts the models
/// need.
package struct Device: Sendable, Hashable {
    package var id: String
    package var name: String
    package var family: DeviceFamily
    package var year: Int
    /// Portrait width and height in points.
    package var width: Double
    package var height: Double
    package var scale: Double
    /// Native panel pixels; smaller than points × scale on downsampled screens.
    package var pixelWidth: Double
    package var pixelHeight: Double
    /// Physical pixels per inch; nil where unknown (Apple TV: the user's television).
    package var ppi: Double?
    /// Marketing diagonal in inches; nil where unknown.
    package var diagonal: Double?
    /// UIKit's horizontal size class in each orientation; nil on Android, which has none.
    package var portraitSizeClass: SizeClass?
    package var landscapeSizeClass: SizeClass?
    /// Android: the density the device reports (`densityDpi`); its `scale` is this / 160.
    package var density: Double?
    /// The density as whole dpi: the reported one, else the scale's (`scale · 160`).
    package var densityDpi: Int { Int((density ?? scale * 160).rounded()) }
    /// Android: the smallest width in dp the device reports (`smallestScreenWidthDp`), which
    /// `values-swNNNdp` resources are chosen by.
    package var smallestWidth: Double?
    package var source: String
    /// Members other than the known ones, kept so `devices --json` prints them back.
    package var extra: [JSONObject.Member] = []

    package init(
        id: String, name: String, family: DeviceFamily, year: Int, width: Double, height: Double, scale: Double,
        pixelWidth: Double? = nil, pixelHeight: Double? = nil, ppi: Double?, diagonal: Double?,
        portraitSizeClass: SizeClass?, landscapeSizeClass: SizeClass?, density: Double? = nil,
        smallestWidth: Double? = nil, source: String = ""
    ) {
        self.id = id
        self.name = name
        self.family = family
        self.year = year
        self.width = width
        self.height = height
        self.scale = scale
        self.pixelWidth = pixelWidth ?? width * scale
        self.pixelHeight = pixelHeight ?? height * scale
        self.ppi = ppi
        self.diagonal = diagonal
        self.portraitSizeClass = portraitSizeClass
        self.landscapeSizeClass = landscapeSizeClass
        self.density = density
        self.smallestWidth = smallestWidth
        self.source = source
    }

    /// True when the panel has fewer pixels than the rendered points × scale.
    package var isDownsampled: Bool { pixelWidth != width * scale || pixelHeight != height * scale }

    /// The device's platform, from its family.
    package var platform: Platform { family.platform }

    /// Whether the device also turns to landscape (its family's).
    package var rotates: Bool { family.rotates }
}

extension Device {
    /// A device id: lowercase kebab case with at least one letter, `iphone-15-pro`.
    package static func isValidID(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
            && text.unicodeScalars.contains { ("a"..."z").contains($0) }
            && !text.hasPrefix("-") && !text.hasSuffix("-") && !text.contains("--")
    }
}
