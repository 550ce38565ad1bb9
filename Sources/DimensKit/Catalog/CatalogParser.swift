/// Reads a catalog file (`{"devices": [...]}`, the reference's "The config") into a `DeviceCatalog`, reporting each
/// bad entry at its place. Used for the built-in catalog and for users' `extend`/`replace` files.
package struct CatalogParser {
    static let known = [
        "id", "name", "family", "year", "width", "height", "scale", "pixels", "ppi", "diagonal", "sizeClass", "source",
        "platform",
    ]

    let file: String
    var diagnostics: [Diagnostic] = []

    package static func parse(_ source: SourceFile) -> (DeviceCatalog?, [Diagnostic]) {
        let parsed = JSONParser.parse(source)
        guard let root = parsed.value else { return (nil, parsed.diagnostics) }
        var parser = CatalogParser(file: source.path)
        guard let entries = root.object?["devices"]?.array else {
            parser.fail("a catalog must be an object with a \"devices\" array", at: root)
            return (nil, parsed.diagnostics + parser.diagnostics)
        }
        var devices: [Device] = []
        var seen: [String: SourceLocation] = [:]
        for entry in entries {
            guard let device = parser.device(entry) else { continue }
            let here = SourceLocation(file: source.path, position: entry.position)
            if let first = seen[device.id] {
                parser.diagnostics.append(
                    .error(
                        .catalogEntry, "device id '\(device.id)' appears twice", at: here,
                        notes: [.init("first here", at: first)]))
                continue
            }
            seen[device.id] = here
            devices.append(device)
        }
        return (DeviceCatalog(devices: devices), parsed.diagnostics + parser.diagnostics)
    }

    mutating func fail(_ message: String, at value: JSONValue) {
        diagnostics.append(.error(.catalogEntry, message, at: SourceLocation(file: file, position: value.position)))
    }

    /// "device needs a \"width\" string": one message for a field missing, of the wrong type or invalid.
    static let words = JSONFieldWords(code: .catalogEntry) { mistake in
        mistake.allowed.isEmpty
            ? "device needs \(mistake.expected)"
            : "device needs \"\(mistake.key)\": one of \(mistake.allowed.joined(separator: ", "))"
    }

    /// An entry read by the rules of the platform it names; without a known name, by its family's
    /// (an Android family is held to Android's rules, which ask for the platform), else by the
    /// default platform's. A family of another platform than the one named stops the entry there.
    /// An entry with any error is left out.
    private mutating func device(_ entry: JSONValue) -> Device? {
        guard let object = entry.object else {
            fail("each device must be an object", at: entry)
            return nil
        }
        let before = diagnostics.count
        let family = object["family"]?.string.flatMap(DeviceFamily.init(rawValue:))
        let name = object["platform"]
        let named = name.flatMap { Platform(rawValue: $0.string ?? "") }
        let platform = named ?? family?.platform ?? Platform.defaults[0]
        if let name, named == nil {
            failPlatform(at: name)
        } else if name == nil, platform.record.namesPlatform {
            failPlatform(at: entry)
        }
        if let family, family.platform != platform {
            let article = "AEIOU".contains(platform.displayName.prefix(1)) ? "an" : "a"
            fail(
                "\(article) \(platform.displayName) device's family must be one of "
                    + platform.families.map(\.rawValue).joined(separator: ", "),
                at: object["family"]!)
            return nil
        }
        let device = platform.record.read(&self, object, entry)
        return diagnostics.count == before ? device : nil
    }

    private mutating func failPlatform(at value: JSONValue) {
        fail(
            "\"platform\" must be \(Platform.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or "))",
            at: value)
    }

    /// An Apple entry: `width` and `height` in points, `scale`, and the size classes each way.
    mutating func appleDevice(_ object: JSONObject, _ entry: JSONValue) -> Device? {
        var fields = JSONFields(object, at: entry.position, in: file, words: Self.words)
        let id = fields.string("id", "a \"id\" string", required: true, where: { !$0.isEmpty })
        let name = fields.string("name", "a \"name\" string", required: true, where: { !$0.isEmpty })
        let family = fields.choice("family", as: DeviceFamily.self, required: true, suggesting: true)
        let positive = { (number: Double) in number.isFinite && number > 0 }
        let year = fields.number("year", Self.yearExpected, required: true, where: Self.isYear)
        let width = fields.number("width", "a positive \"width\" number", required: true, where: positive)
        let height = fields.number("height", "a positive \"height\" number", required: true, where: positive)
        let scale = fields.number("scale", "a positive \"scale\" number", required: true, where: positive)
        let pixels = object["pixels"]?.object
        var sizeClasses = fields.reading(
            object["sizeClass"]?.object ?? JSONObject(), at: (object["sizeClass"] ?? entry).position)
        let portrait = sizeClasses.choice("portrait", as: SizeClass.self, required: true, suggesting: true)
        let landscape = sizeClasses.choice("landscape", as: SizeClass.self, required: true, suggesting: true)
        fields.diagnostics += sizeClasses.diagnostics
        if let id, !Device.isValidID(id) {
            fields.report(
                "device id '\(id)' must be lowercase kebab case, such as iphone-15-pro", at: object["id"]!.position)
        }
        diagnostics += fields.diagnostics
        guard fields.diagnostics.isEmpty, let id, let name, let family, let year, let width, let height, let scale,
            let portrait, let landscape
        else { return nil }
        var device = Device(
            id: id, name: name, family: family, year: Int(year), width: width, height: height, scale: scale,
            pixelWidth: pixels?["width"]?.number?.double, pixelHeight: pixels?["height"]?.number?.double,
            ppi: object["ppi"]?.number?.double, diagonal: object["diagonal"]?.number?.double,
            portraitSizeClass: portrait, landscapeSizeClass: landscape, source: object["source"]?.string ?? "")
        device.extra = object.members.filter { !Self.known.contains($0.key) }
        return device
    }
}

extension CatalogParser {
    /// A device's year: a whole number a calendar has (one that `Int` holds).
    static func isYear(_ number: Double) -> Bool { number >= 1900 && number <= 3000 && number.rounded() == number }
    static let yearExpected = "a whole \"year\" from 1900 to 3000"
}

extension DiagnosticCode {
    /// A catalog entry with a missing or invalid field, or a repeated id.
    package static let catalogEntry = DiagnosticCode("catalog.entry")
}
