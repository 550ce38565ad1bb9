/// Figma writes an alias into another collection as the target's value, naming the target in
/// `com.figma.aliasData`; where the target is in the export, the alias is written again.
extension FigmaExport {
    /// Each token with `aliasData` whose target is a token of another collection with one mode,
    /// of the same type and with the value the token holds, gets `"$value": "{target.path}"`: the
    /// same number on every screen, and the primitive written once. Any other keeps its literal.
    static func restoreAliases(_ collections: inout [FigmaCollection]) {
        var byID: [String: (collection: Int, entry: FigmaEntry)] = [:]
        var byName: [String: (collection: Int, entry: FigmaEntry)] = [:]
        for (index, collection) in collections.enumerated() where collection.modes.count == 1 {
            for entry in collection.modes[0].entries where entry.isToken {
                let id = entry.value.object?["$extensions"]?.object?["com.figma.variableId"]?.string
                if let id { byID[id] = (index, entry) }
                byName[collection.name.lowercased() + "\u{0}" + entry.path.joined(separator: "/")] = (index, entry)
            }
        }
        rewriteTokens(&collections) { c, entry, token in
            guard let alias = token["$extensions"]?.object?["com.figma.aliasData"]?.object else { return nil }
            let named = alias["targetVariableSetName"]?.string.flatMap { set in
                alias["targetVariableName"]?.string.flatMap { byName[set.lowercased() + "\u{0}" + $0] }
            }
            guard let target = alias["targetVariableId"]?.string.flatMap({ byID[$0] }) ?? named,
                target.collection != c, target.entry.type == entry.type,
                let value = token.member("$value"), let targetValue = target.entry.value.object?["$value"],
                value.value.sameValue(as: targetValue),
                !target.entry.path.contains(where: { $0.contains { ".{}".contains($0) } })
            else { return nil }
            var token = token
            let index = token.members.firstIndex { $0.key == "$value" }!
            token.members[index].value = JSONValue(
                .string("{\(target.entry.path.joined(separator: "."))}"), at: value.value.position)
            return token
        }
    }
}
