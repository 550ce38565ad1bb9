/// The config's `scaled` key: named profiles for scaling any value in the generated code
/// (`d.scaled(16, as: .text)`), each a dimens block that is checked and made linear in the
/// scale stage (`ScaledProfile`).
extension Config {
    /// One profile of `scaled` as written: its name, its dimens block (typed later, with every
    /// other dimens block) and where its name is written.
    package struct ScaledProfileSpec: Sendable {
        package var name: String
        package var block: DimensBlock
        package var location: SourceLocation

        package init(name: String, block: DimensBlock, location: SourceLocation) {
            self.name = name
            self.block = block
            self.location = location
        }
    }
}

extension ConfigParser {
    /// Names a profile may not take: they are members every generated `Scaling` enum has.
    static let reservedProfileNames: Set<String> = ["allCases", "hashValue", "hash", "rule"]

    /// `"scaled": {"text": {"model": "dynamic", "round": "point"}, …}`: profile name → dimens
    /// block. A name is a Swift enum case: lowerCamelCase letters and digits (`default` is the
    /// one keyword allowed: it names the profile `scaled(_:)` uses without `as:`).
    mutating func readScaled(_ member: JSONObject.Member, into config: inout Config) {
        let expected = "an object of profile name → dimens block, such as {\"text\": {\"model\": \"dynamic\"}}"
        guard let object = fields.object(member, expected) else { return }
        var profiles: [Config.ScaledProfileSpec] = []
        for entry in object.members {
            guard Self.isProfileName(entry.key) else {
                fields.report(
                    "'\(entry.key)' cannot name a scaled profile: use lowerCamelCase letters and digits, not a Swift keyword (except default) or \(Self.reservedProfileNames.sorted().joined(separator: ", "))",
                    at: entry.keyPosition)
                continue
            }
            guard let block = entry.value.object else {
                fields.report(
                    "the scaled profile '\(entry.key)' must be a dimens block object such as {\"model\": \"dynamic\"}",
                    at: entry.value.position)
                continue
            }
            let at = fields.location(entry.keyPosition)
            profiles.append(
                Config.ScaledProfileSpec(
                    name: entry.key,
                    block: DimensBlock(
                        object: block, file: fields.file, location: fields.location(of: entry.value),
                        owner: "scaled profile '\(entry.key)'"),
                    location: at))
        }
        config.scaled = profiles
        config.scaledLocation = fields.location(member.keyPosition)
    }

    /// Whether `name` can be a profile's enum case.
    static func isProfileName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        let plain = name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
        return plain && (name == "default" || !SwiftIdentifier.keywords.contains(name))
            && !reservedProfileNames.contains(name)
    }
}
