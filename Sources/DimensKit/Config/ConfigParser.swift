/// Reads `dimens.json` (JSON with comments) into a `Config`, reporting every bad key at its place.
public struct ConfigParser {
    static let keys = [
        "tokens", "resolver", "resolverOrder", "modifiers", "catalog", "orientations", "multitasking", "reference",
        "defaults", "outDir",
        "templates",
        "outputs", "lint", "allowFilesOutside", "rules", "platforms", "scaled", "interfaceBuilder",
    ]

    /// The config object; the findings in its nested objects collect here too, in order.
    var fields: JSONFields
    /// The built-in output kinds, whose options an output's are checked against.
    let kinds: OutputKindTable

    /// `"outDir" must be a folder path`; a key dimens does not know is an error (`in` names the
    /// object, if not the config itself).
    static func words(prefix: String = "", in place: String? = nil) -> JSONFieldWords {
        JSONFieldWords(
            code: .configValue, unknownKeyCode: .configUnknownKey,
            unknownKey: { key in place.map { "unknown key '\(key)' in \($0)" } ?? "unknown config key '\(key)'" },
            message: { mistake in "\"\(prefix)\(mistake.key)\" must be \(mistake.expected)" })
    }

    /// Parses the config in `source`; `directory` is the folder its paths are relative to, and
    /// `kinds` the built-in output kinds (`OutputKinds.table`).
    package static func parse(_ source: SourceFile, directory: String, kinds: OutputKindTable) -> (
        Config?, [Diagnostic]
    ) {
        let parsed = JSONParser.parse(source, options: .init(allowComments: true, allowTrailingCommas: true))
        guard let root = parsed.value else { return (nil, parsed.diagnostics) }
        guard let object = root.object else {
            let at = SourceLocation(file: source.path, position: root.position)
            return (nil, parsed.diagnostics + [.error(.configValue, "the config must be a JSON object", at: at)])
        }
        var parser = ConfigParser(
            fields: JSONFields(object, at: root.position, in: source.path, words: words()), kinds: kinds)
        var config = Config(directory: directory, file: source.path)
        for member in object.members { parser.read(member, into: &config) }
        parser.checkResolverKeys(object)
        parser.checkPlatforms(object, config)
        return (config, parsed.diagnostics + parser.fields.diagnostics)
    }

    private mutating func read(_ member: JSONObject.Member, into config: inout Config) {
        let value = member.value
        // A path a config names: not empty, and no NUL or other control character.
        let nonEmpty = { (text: String) in !text.isEmpty && !FilePath.hasControlCharacters(text) }
        switch member.key {
        case "tokens":
            if let single = value.string {
                config.tokens = [single]
            } else if let many = fields.strings(member) {
                config.tokens = many
            }
        case "interfaceBuilder": readInterfaceBuilder(member, into: &config)
        case "resolver":
            let expected = "the path of a DTCG resolver file such as \"tokens/app.resolver.json\""
            if let path = fields.string(member, expected, where: nonEmpty) {
                config.resolver = Located(path, at: fields.location(of: value))
            }
        case "modifiers": readModifiers(member, into: &config)
        case "resolverOrder": readResolverOrder(member, into: &config)
        case "lint": readLint(member, into: &config)
        case "catalog": readCatalog(member, into: &config)
        case "platforms": readPlatforms(value, into: &config)
        case "orientations":
            guard let names = fields.strings(member) else { return }
            let parsed = names.compactMap(Config.Orientation.init(rawValue:))
            if parsed.count != names.count || parsed.isEmpty {
                fields.report("\"orientations\" takes \"portrait\" and/or \"landscape\"", at: value.position)
            } else {
                config.orientations = Config.Orientation.allCases.filter(parsed.contains)
                config.orientationsLocation = fields.location(member.keyPosition)
            }
        case "multitasking":
            if let flag = fields.bool(member) { config.multitasking = flag }
        case "allowFilesOutside":
            if let flag = fields.bool(member) { config.allowFilesOutside = flag }
        case "reference": readReference(member, into: &config)
        case "defaults":
            if let block = fields.object(member, "a dimens block object such as {\"model\": \"fixed\"}") {
                config.defaults = DimensBlock(
                    object: block, file: fields.file, location: fields.location(member.keyPosition))
            }
        case "outDir":
            if let path = fields.string(member, "a folder path", where: nonEmpty) { config.outDir = path }
        case "templates":
            if let path = fields.string(member, "a folder path", where: nonEmpty) { config.templates = path }
        case "outputs":
            if let items = fields.array(member, "an array of {\"template\", \"path\"} objects") {
                config.outputs = items.compactMap { readOutput($0) }
            }
        case "rules": readRules(member, into: &config)
        case "scaled": readScaled(member, into: &config)
        case "$schema":
            break
        default:
            fields.reportUnknown(member, suggesting: Self.keys)
        }
    }

    private mutating func readCatalog(_ field: JSONObject.Member, into config: inout Config) {
        guard let object = fields.object(field, "an object with \"include\", \"extend\" or \"replace\"") else { return }
        var catalog = fields.reading(
            object, at: field.value.position, words: Self.words(prefix: "catalog.", in: "\"catalog\""))
        for member in object.members {
            switch member.key {
            case "include":
                guard let names = catalog.strings(member) else { continue }
                for name in names where DeviceFamily(rawValue: name) == nil {
                    catalog.report(
                        "unknown family '\(name)' in catalog.include", at: member.value.position,
                        notes: Suggestion.note(for: name, in: DeviceFamily.allCases.map(\.rawValue)))
                }
                config.catalog.include = names.compactMap(DeviceFamily.init(rawValue:))
            case "extend", "replace":
                guard let path = catalog.string(member, "a file path") else { continue }
                if member.key == "extend" { config.catalog.extend = path } else { config.catalog.replace = path }
            default:
                catalog.reportUnknown(member, suggesting: ["include", "extend", "replace"])
            }
        }
        catalog.flush(into: &fields.diagnostics)
    }

    private mutating func readReference(_ member: JSONObject.Member, into config: inout Config) {
        let value = member.value
        if let name = value.string {
            config.reference = name == "appdimens" ? .appdimens : .device(name)
        } else if let object = value.object, let w = object["width"]?.number?.double,
            let h = object["height"]?.number?.double,
            w > 0, h > 0, w.isFinite, h.isFinite
        {
            config.reference = .size(width: w, height: h)
        } else {
            fields.report(
                JSONFieldMistake(
                    problem: .invalid, key: member.key,
                    expected: "{\"width\": 375, \"height\": 667}, \"appdimens\" or a device id", value: value))
        }
    }
}

extension DiagnosticCode {
    /// An output or template path that would leave its folder.
    package static let configPath = DiagnosticCode("config.path")
}

extension ConfigParser {
    /// `"rules": [{"tokens": "spacing.**", "model": "fixed"}, …]`: each a token path pattern and
    /// the keys of a dimens block (checked with every other dimens block).
    mutating func readRules(_ member: JSONObject.Member, into config: inout Config) {
        let expected = "a list of {\"tokens\": \"spacing.**\", …dimens block keys}"
        guard let items = fields.array(member, expected) else { return }
        for item in items {
            guard let object = item.object else {
                fields.report(
                    "a rule must be an object such as {\"tokens\": \"spacing.**\", \"model\": \"fixed\"}",
                    at: item.position)
                continue
            }
            guard let pattern = object["tokens"]?.string, !pattern.isEmpty,
                !pattern.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
            else {
                fields.report(
                    "a rule needs \"tokens\": a token path pattern such as \"spacing.*\" or \"layout.breakpoints.**\"",
                    at: (object["tokens"] ?? item).position)
                continue
            }
            let block = JSONObject(object.members.filter { $0.key != "tokens" })
            let at = fields.location(of: item)
            config.rules.append(
                TokenRule(
                    pattern: pattern,
                    block: DimensBlock(object: block, file: fields.file, location: at, owner: "rule '\(pattern)'"),
                    location: at))
        }
    }
}
