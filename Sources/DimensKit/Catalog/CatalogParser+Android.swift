/// Android entries of a catalog file (`"platform": "android"`): portrait `width` and `height` in
/// dp, the reported `density` (dpi) and `smallestWidth` (dp), and an Android family. Their
/// `scale` is density / 160 (Android's dp-to-pixel factor) and their `ppi` the density, so a
/// physical length is Android's nominal 160 dp to the inch.
extension CatalogParser {
    static let androidKnown = [
        "id", "name", "family", "platform", "year", "width", "height", "density", "pixels", "smallestWidth", "source",
    ]

    /// The longest side an Android entry may have, in dp.
    static let largestAndroidSide = 10_000.0

    mutating func androidDevice(_ object: JSONObject, _ entry: JSONValue) -> Device? {
        var fields = JSONFields(object, at: entry.position, in: file, words: Self.words)
        let nonEmpty = { (text: String) in !text.isEmpty }
        // Every whole dp between two devices is computed, so sizes stay below a 10,000-dp screen.
        let size = { (number: Double) in number > 0 && number <= Self.largestAndroidSide }
        let dpi = { (number: Double) in number >= 1 && number <= 10_000 && number.rounded() == number }
        let id = fields.string("id", "a \"id\" string", required: true, where: nonEmpty)
        let name = fields.string("name", "a \"name\" string", required: true, where: nonEmpty)
        let family = fields.choice("family", as: DeviceFamily.self, required: true, suggesting: true)
        let year = fields.number("year", Self.yearExpected, required: true, where: Self.isYear)
        let width = fields.number("width", "a \"width\" in dp from 0 to 10000", required: true, where: size)
        let height = fields.number("height", "a \"height\" in dp from 0 to 10000", required: true, where: size)
        let density = fields.number("density", "a whole \"density\" (dpi) from 1 to 10000", required: true, where: dpi)
        if let id, !Device.isValidID(id) {
            fields.report(
                "device id '\(id)' must be lowercase kebab case, such as pixel-8", at: object["id"]!.position)
        }
        let smallestWidth = fields.number("smallestWidth", "a \"smallestWidth\" in dp from 0 to 10000", where: size)
        diagnostics += fields.diagnostics
        guard fields.diagnostics.isEmpty, let id, let name, let family, let year, let width, let height, let density
        else { return nil }
        let scale = density / 160
        let pixels = object["pixels"]?.object
        var device = Device(
            id: id, name: name, family: family, year: Int(year), width: width, height: height, scale: scale,
            pixelWidth: pixels?["width"]?.number?.double ?? (width * scale).rounded(.up),
            pixelHeight: pixels?["height"]?.number?.double ?? (height * scale).rounded(.up), ppi: density,
            diagonal: nil, portraitSizeClass: nil, landscapeSizeClass: nil, density: density,
            smallestWidth: smallestWidth ?? min(width, height), source: object["source"]?.string ?? "")
        device.extra = object.members.filter { !Self.androidKnown.contains($0.key) }
        return device
    }
}
