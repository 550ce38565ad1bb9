/// Reads `dimens.json` (JSON with comments) into a `Config`, reporting every bad key at its place.
public struct ConfigParser {
    static let keys = [
        "tokens", "resolver", "modifiers", "catalog", "orientations", "multitasking", "reference", "defaults", "outDir",
        "templates",
        "outputs", "lint", "allowFilesOutside", "rules", "platforms",
    ]

    let file: String
    var diagnostics: [Diagnostic] = []

    private init(file: String) { self.file = file }

    /// Parses the config in `source`; `directory` is the folder its paths are relative to.
    public static func parse(_ source: SourceFile, directory: String) -> (Config?, [Diagnostic]) {
        let parsed = JSONParser.parse(source, options: .init(allowComments: true))
        guard let root = parsed.value else { return (nil, parsed.diagnostics) }
        var parser = ConfigParser(file: source.path)
        guard let object = root.object else {
            return (nil, parsed.diagnostics + [parser.error("the config must be a JSON object", at: root)])
        }
        var config = Config(directory: directory, file: source.path)
        for member in object.members { parser.read(member, into: &config) }
        parser.checkResolverKeys(object)
        parser.checkPlatforms(object, config)
        return (config, parsed.diagnostics + parser.diagnostics)
    }

    func location(_ value: JSONValue) -> SourceLocation { SourceLocation(file: file, position: value.position) }

    func error(_ message: String, at value: JSONValue) -> Diagnostic {
        .error(.configValue, message, at: location(value))
    }

    private mutating func read(_ member: JSONObject.Member, into config: inout Config) {
        let value = member.value
        switch member.key {
        case "tokens":
            if let single = value.string {
                config.tokens = [single]
            } else if let many = strings(value, key: "tokens") {
                config.tokens = many
            }
        case "resolver":
            if let path = value.string, !path.isEmpty {
                config.resolver = Located(path, at: location(value))
            } else {
                diagnostics.append(
                    error(
                        "\"resolver\" must be the path of a DTCG resolver file such as \"tokens/app.resolver.json\"",
                        at: value))
            }
        case "modifiers": readModifiers(value, into: &config)
        case "lint": readLint(value, into: &config)
        case "catalog": readCatalog(value, into: &config)
        case "platforms": readPlatforms(value, into: &config)
        case "orientations":
            guard let names = strings(value, key: "orientations") else { return }
            let parsed = names.compactMap(Config.Orientation.init(rawValue:))
            if parsed.count != names.count || parsed.isEmpty {
                diagnostics.append(error("\"orientations\" takes \"portrait\" and/or \"landscape\"", at: value))
            } else {
                config.orientations = Config.Orientation.allCases.filter(parsed.contains)
            }
        case "multitasking":
            if let flag = value.bool {
                config.multitasking = flag
            } else {
                diagnostics.append(error("\"multitasking\" must be true or false", at: value))
            }
        case "allowFilesOutside":
            if let flag = value.bool {
                config.allowFilesOutside = flag
            } else {
                diagnostics.append(error("\"allowFilesOutside\" must be true or false", at: value))
            }
        case "reference": readReference(value, into: &config)
        case "defaults":
            if let block = value.object {
                config.defaults = DimensBlock(
                    object: block, file: file, location: SourceLocation(file: file, position: member.keyPosition))
            } else {
                diagnostics.append(
                    error("\"defaults\" must be a dimens block object such as {\"model\": \"fixed\"}", at: value))
            }
        case "outDir":
            if let path = value.string, !path.isEmpty {
                config.outDir = path
            } else {
                diagnostics.append(error("\"outDir\" must be a folder path", at: value))
            }
        case "templates":
            if let path = value.string, !path.isEmpty {
                config.templates = path
            } else {
                diagnostics.append(error("\"templates\" must be a folder path", at: value))
            }
        case "outputs": readOutputs(value, into: &config)
        case "rules": readRules(value, into: &config)
        case "$schema":
            break
        default:
            diagnostics.append(
                .error(
                    .configUnknownKey, "unknown config key '\(member.key)'",
                    at: SourceLocation(file: file, position: member.keyPosition),
                    notes: Suggestion.note(for: member.key, in: Self.keys)))
        }
    }

    private mutating func strings(_ value: JSONValue, key: String) -> [String]? {
        guard let items = value.array, let texts = Optional(items.compactMap(\.string)), texts.count == items.count
        else {
            diagnostics.append(error("\"\(key)\" must be an array of strings", at: value))
            return nil
        }
        return texts
    }

    private mutating func readCatalog(_ value: JSONValue, into config: inout Config) {
        guard let object = value.object else {
            diagnostics.append(
                error("\"catalog\" must be an object with \"include\", \"extend\" or \"replace\"", at: value))
            return
        }
        for member in object.members {
            switch member.key {
            case "include":
                guard let names = strings(member.value, key: "catalog.include") else { continue }
                for name in names where DeviceFamily(rawValue: name) == nil {
                    diagnostics.append(
                        .error(
                            .configValue, "unknown family '\(name)' in catalog.include", at: location(member.value),
                            notes: Suggestion.note(for: name, in: DeviceFamily.allCases.map(\.rawValue))))
                }
                config.catalog.include = names.compactMap(DeviceFamily.init(rawValue:))
            case "extend", "replace":
                guard let path = member.value.string else {
                    diagnostics.append(error("\"catalog.\(member.key)\" must be a file path", at: member.value))
                    continue
                }
                if member.key == "extend" { config.catalog.extend = path } else { config.catalog.replace = path }
            default:
                diagnostics.append(
                    .error(
                        .configUnknownKey, "unknown key '\(member.key)' in \"catalog\"",
                        at: SourceLocation(file: file, position: member.keyPosition),
                        notes: Suggestion.note(for: member.key, in: ["include", "extend", "replace"])))
            }
        }
    }

    private mutating func readReference(_ value: JSONValue, into config: inout Config) {
        if let name = value.string {
            config.reference = name == "appdimens" ? .appdimens : .device(name)
        } else if let object = value.object, let w = object["width"]?.number?.double,
            let h = object["height"]?.number?.double,
            w > 0, h > 0, w.isFinite, h.isFinite
        {
            config.reference = .size(width: w, height: h)
        } else {
            diagnostics.append(
                error(
                    "\"reference\" must be {\"width\": 375, \"height\": 667}, \"appdimens\" or a device id", at: value))
        }
    }

    private mutating func readOutputs(_ value: JSONValue, into config: inout Config) {
        guard let items = value.array else {
            diagnostics.append(error("\"outputs\" must be an array of {\"template\", \"path\"} objects", at: value))
            return
        }
        config.outputs = items.compactMap { readOutput($0) }
    }
}

extension DiagnosticCode {
    /// A config value of the wrong kind.
    public static let configValue = DiagnosticCode("config.value")
    /// A config key dimens does not know (an error: a misspelt key must not fall back to a default).
    public static let configUnknownKey = DiagnosticCode("config.unknown-key")
    /// An output or template path that would leave its folder.
    public static let configPath = DiagnosticCode("config.path")
}

extension ConfigParser {
    /// `"rules": [{"tokens": "spacing.**", "model": "fixed"}, …]`: each a token path pattern and
    /// the keys of a dimens block (checked with every other dimens block).
    mutating func readRules(_ value: JSONValue, into config: inout Config) {
        guard let items = value.array else {
            diagnostics.append(
                error("\"rules\" must be a list of {\"tokens\": \"spacing.**\", …dimens block keys}", at: value))
            return
        }
        for item in items {
            guard let object = item.object else {
                diagnostics.append(
                    error(
                        "a rule must be an object such as {\"tokens\": \"spacing.**\", \"model\": \"fixed\"}", at: item)
                )
                continue
            }
            guard let pattern = object["tokens"]?.string, !pattern.isEmpty,
                !pattern.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
            else {
                diagnostics.append(
                    error(
                        "a rule needs \"tokens\": a token path pattern such as \"spacing.*\" or \"layout.breakpoints.**\"",
                        at: object["tokens"] ?? item))
                continue
            }
            let block = JSONObject(object.members.filter { $0.key != "tokens" })
            let at = location(item)
            config.rules.append(
                TokenRule(
                    pattern: pattern,
                    block: DimensBlock(object: block, file: file, location: at, owner: "rule '\(pattern)'"),
                    location: at))
        }
    }
}
