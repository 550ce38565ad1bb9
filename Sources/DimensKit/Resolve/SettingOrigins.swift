/// Where each setting of a token was written: the config's `defaults`, a group's dimens block, a
/// config rule or the token's own block, the nearest winning key by key — what `dimens explain`
/// prints so a designer sees which rule made a number scale.
package enum SettingOrigins {
    /// One setting: its key, its value as written, and where.
    package struct Origin: Sendable, Hashable {
        package var key: String
        package var value: String
        /// `the config's defaults`, `group 'spacing'`, `rule 'spacing.**'`, `the token`.
        package var source: String
        package var location: SourceLocation
    }

    /// The settings of `token`, from the blocks its settings were merged from (outermost first).
    package static func of(_ token: ResolvedToken, blocks: [DimensBlock]) -> [Origin] {
        var origins: [String: Origin] = [:]
        var order: [String] = []
        let isNumber = token.token.declaredType?.value == .number
        for id in token.token.dimensBlocks where blocks.indices.contains(id) {
            let block = blocks[id]
            let source =
                block.owner.map { owner in
                    owner.hasPrefix("rule ")
                        ? owner : owner == token.path.description ? "the token" : "group '\(owner)'"
                } ?? "the config's defaults"
            for member in block.object.members {
                // The config's defaults never give a number a model (see `Validator`).
                if isNumber, block.owner == nil, member.key == "model" { continue }
                if origins[member.key] == nil { order.append(member.key) }
                origins[member.key] = Origin(
                    key: member.key, value: JSONWriter.write(member.value, pretty: false), source: source,
                    location: SourceLocation(file: block.file, position: member.keyPosition))
            }
        }
        return order.map { origins[$0]! }
    }
}
