/// `"platforms": ["apple", "android"]`: the platforms whose devices are screens (Apple's alone by
/// default), and the families of `catalog.include` checked against them.
extension ConfigParser {
    mutating func readPlatforms(_ value: JSONValue, into config: inout Config) {
        let names = Platform.allCases.map(\.rawValue)
        guard let items = value.array, !items.isEmpty else {
            fields.diagnostics.append(
                .error(
                    .configValue, "\"platforms\" must be a non-empty list of \(describe(names))",
                    at: fields.location(of: value)))
            return
        }
        var platforms: [Platform] = []
        for item in items {
            guard let platform = item.string.flatMap(Platform.init(rawValue:)) else {
                fields.diagnostics.append(
                    .error(
                        .configValue, "unknown platform \(item.string.map { "'\($0)'" } ?? item.kindDescription)",
                        at: fields.location(of: item), notes: Suggestion.note(for: item.string ?? "", in: names)))
                continue
            }
            if !platforms.contains(platform) { platforms.append(platform) }
        }
        if !platforms.isEmpty { config.platforms = Platform.allCases.filter(platforms.contains) }
    }

    /// A family in `catalog.include` whose platform the config leaves out would silently match
    /// nothing: an error naming the platform to add.
    mutating func checkPlatforms(_ object: JSONObject, _ config: Config) {
        guard let include = object["catalog"]?.object?["include"] else { return }
        for family in config.catalog.include where !config.platforms.contains(family.platform) {
            fields.diagnostics.append(
                .error(
                    .configValue,
                    "catalog.include names '\(family.rawValue)', a family of \(family.platform.rawValue), which \"platforms\" leaves out; add \"\(family.platform.rawValue)\" to \"platforms\"",
                    at: fields.location(of: include)))
        }
    }

    private func describe(_ names: [String]) -> String { names.map { "\"\($0)\"" }.joined(separator: " and ") }
}
