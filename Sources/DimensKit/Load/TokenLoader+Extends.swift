/// A group's `$extends`: the group to inherit tokens from.
struct GroupExtension {
    var group: TokenPath
    var reference: JSONValue
    var location: SourceLocation
}

extension TokenLoader {
    /// Copies every token of each extended group into the extending group, unless the extending
    /// group defines that token itself. Extensions of extensions are applied first; cycles are errors.
    mutating func applyExtends() {
        var applied = Set<TokenPath>()
        for request in extendsRequests {
            apply(request, applied: &applied, chain: [])
        }
    }

    private mutating func apply(_ request: GroupExtension, applied: inout Set<TokenPath>, chain: [TokenPath]) {
        let token = request.group.description
        if chain.contains(request.group) {
            let cycle = (chain.drop { $0 != request.group } + [request.group]).map(\.description).joined(separator: " → ")
            report(.error(.groupExtends, "groups extend each other in a cycle: \(cycle)", at: request.location, token: token))
            return
        }
        guard applied.insert(request.group).inserted else { return }
        guard case .reference(let reference) = Reference.detect(in: request.reference), reference.valuePath == nil else {
            report(.error(.groupExtends, "\"$extends\" must reference a group, as \"{group.name}\" or {\"$ref\": \"#/group/name\"}",
                          at: request.location, token: token))
            return
        }
        let target = reference.target
        guard set.groups[target] != nil, !target.segments.isEmpty else {
            report(.error(.groupExtends, "\"$extends\" names \(reference.text), which is not a group", at: request.location,
                          token: token, notes: Suggestion.note(for: target.description, in: set.groups.keys.map(\.description).sorted())))
            return
        }
        guard !request.group.hasPrefix(target) else {
            report(.error(.groupExtends, "group '\(request.group)' cannot extend '\(target)', which contains it",
                          at: request.location, token: token))
            return
        }
        if let inner = extendsRequests.first(where: { $0.group == target }) {
            apply(inner, applied: &applied, chain: chain + [request.group])
        }
        let inherited = set.tokens.filter { $0.path.hasPrefix(target) }
        for var copy in inherited {
            copy.path = TokenPath(request.group.segments + copy.path.segments.dropFirst(target.segments.count))
            if !hasToken(copy.path) { add(copy) }
        }
    }
}

extension DiagnosticCode {
    /// A group `$extends` that names no group, or a cycle of them.
    public static let groupExtends = DiagnosticCode("group.extends")
}
