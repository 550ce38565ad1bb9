extension ConfigParser {
    /// `"interfaceBuilder": ["App/**/*.storyboard", "App/**/*.xib"]` (or one pattern): the
    /// storyboards and xibs whose token names `lint` and `build` check, relative to the config.
    mutating func readInterfaceBuilder(_ member: JSONObject.Member, into config: inout Config) {
        let expected = "a glob or a list of globs of storyboards and xibs, such as [\"App/**/*.storyboard\"]"
        let patterns: [String]
        if let single = member.value.string {
            patterns = [single]
        } else if let many = fields.strings(member, expected) {
            patterns = many
        } else {
            return
        }
        guard !patterns.isEmpty, !patterns.contains(where: \.isEmpty) else {
            fields.report("\"interfaceBuilder\" must be \(expected), without empty ones", at: member.value.position)
            return
        }
        config.interfaceBuilder = Located(patterns, at: fields.location(of: member.value))
    }
}
