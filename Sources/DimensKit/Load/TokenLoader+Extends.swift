/// A group's `$extends`: the group to inherit tokens from.
struct GroupExtension {
    var group: TokenPath
    var reference: JSONValue
    var location: SourceLocation
}

extension TokenLoader {
    /// Copies every token of each extended group into the extending group, unless the extending
    /// group defines that token itself. Extensions of extensions are applied first, depth first
    /// with an explicit stack (a chain of groups as long as the file cannot exhaust the call
    /// stack); cycles are errors.
    mutating func applyExtends() {
        guard !extendsRequests.isEmpty else { return }
        for (i, token) in set.tokens.enumerated() {
            for group in token.path.ancestors { tokensUnder[group, default: []].append(i) }
        }
        var byGroup: [TokenPath: Int] = [:]
        for (i, request) in extendsRequests.enumerated() where byGroup[request.group] == nil {
            byGroup[request.group] = i
        }
        var done = Set<Int>()
        for start in extendsRequests.indices where !done.contains(start) {
            var stack = [start]
            var onStack: Set<Int> = [start]
            while let top = stack.last {
                // The extended group's own extension goes first, so its inherited tokens come along.
                if let target = target(of: extendsRequests[top]), let inner = byGroup[target], !done.contains(inner) {
                    if onStack.contains(inner) {
                        let members =
                            stack.drop { $0 != inner }.map { extendsRequests[$0].group.description } + [
                                extendsRequests[inner].group.description
                            ]
                        report(
                            .error(
                                .groupExtends,
                                "groups extend each other in a cycle: \(members.joined(separator: " → "))",
                                at: extendsRequests[inner].location, token: extendsRequests[inner].group.description))
                        for member in stack { done.insert(member) }
                        break
                    }
                    stack.append(inner)
                    onStack.insert(inner)
                    continue
                }
                apply(extendsRequests[top])
                done.insert(top)
                onStack.remove(stack.removeLast())
            }
        }
    }

    /// A token written as `{"$ref": "#/group"}` names a group: it is a group that extends that
    /// group (§6.4.1), not an alias to it. Decided once every document is loaded, so a pointer may
    /// name a group defined later; a chain of such objects is followed to its end, once.
    mutating func convertGroupReferences() {
        guard !referenceTokens.isEmpty else { return }
        var decided: [TokenPath: Bool] = [:]
        for start in referenceTokens.keys {
            var chain: [TokenPath] = []
            var current = start
            var isGroup = false
            while let target = pointerTarget(of: current), !chain.contains(current) {
                if let known = decided[current] {
                    isGroup = known
                    break
                }
                chain.append(current)
                if set.groups[target] != nil, tokenIndex[target] == nil {
                    isGroup = true
                    break
                }
                current = target
            }
            for path in chain { decided[path] = isGroup }
        }
        let converted = Set(decided.filter(\.value).keys)
        guard !converted.isEmpty else { return }
        for path in converted {
            let token = set.tokens[tokenIndex[path]!]
            set.groups[path] = token.location
            groupRecords[path] = GroupRecord(
                type: token.ownType, hasInvalidType: token.hasInvalidType, dimensBlocks: token.dimensBlocks)
            extendsRequests.append(GroupExtension(group: path, reference: token.value, location: token.valueLocation))
        }
        set.tokens.removeAll { converted.contains($0.path) }
        tokenIndex = [:]
        for (i, token) in set.tokens.enumerated() { tokenIndex[token.path] = i }
    }

    /// The path a `{"$ref": …}` token (still the one written so, not replaced by a later
    /// definition) points to, as a whole token or group; nil for any other token.
    private func pointerTarget(of path: TokenPath) -> TokenPath? {
        guard let written = referenceTokens[path], let i = tokenIndex[path], set.tokens[i].location == written,
            case .reference(let reference) = Reference.detect(in: set.tokens[i].value), reference.syntax == .pointer,
            reference.valuePath == nil
        else { return nil }
        return reference.target
    }

    /// Each group's `$extends` target (its first request), for the groups' types.
    func extendedGroups() -> [TokenPath: TokenPath] {
        var targets: [TokenPath: TokenPath] = [:]
        for request in extendsRequests where targets[request.group] == nil {
            if let target = target(of: request) { targets[request.group] = target }
        }
        return targets
    }

    /// The group a request extends, when it names one it may extend (no diagnostics here).
    private func target(of request: GroupExtension) -> TokenPath? {
        guard case .reference(let reference) = Reference.detect(in: request.reference), reference.valuePath == nil,
            set.groups[reference.target] != nil, !reference.target.segments.isEmpty,
            !request.group.hasPrefix(reference.target)
        else { return nil }
        return reference.target
    }

    private mutating func apply(_ request: GroupExtension) {
        let token = request.group.description
        guard case .reference(let reference) = Reference.detect(in: request.reference), reference.valuePath == nil
        else {
            report(
                .error(
                    .groupExtends,
                    "\"$extends\" must reference a group, as \"{group.name}\" or {\"$ref\": \"#/group/name\"}",
                    at: request.location, token: token))
            return
        }
        let target = reference.target
        guard set.groups[target] != nil, !target.segments.isEmpty else {
            report(
                .error(
                    .groupExtends, "\"$extends\" names \(reference.text), which is not a group", at: request.location,
                    token: token,
                    notes: Suggestion.note(for: target.description, in: set.groups.keys.map(\.description).sorted())))
            return
        }
        guard !request.group.hasPrefix(target) else {
            report(
                .error(
                    .groupExtends, "group '\(request.group)' cannot extend '\(target)', which contains it",
                    at: request.location, token: token))
            return
        }
        for i in tokensUnder[target] ?? [] {
            var copy = set.tokens[i]
            copy.path = TokenPath(request.group.segments + copy.path.segments.dropFirst(target.segments.count))
            guard !hasToken(copy.path) else { continue }
            let count = set.tokens.count
            add(copy)
            guard set.tokens.count > count else { return }
            for group in copy.path.ancestors { tokensUnder[group, default: []].append(count) }
        }
    }
}

extension DiagnosticCode {
    /// A group `$extends` that names no group, or a cycle of them.
    package static let groupExtends = DiagnosticCode("group.extends")
}
