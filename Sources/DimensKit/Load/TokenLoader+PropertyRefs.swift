/// Resolving `$type` and `$description` written as `{"$ref": …}` (Format §7.4.2's pointer table:
/// `#/colors/blue/$type`). A pointer may reach a token's or group's `$type` or `$description`, or a
/// string inside a token's `$value`; chains are followed with an explicit stack, and a cycle, a
/// pointer to nothing or to something other than a string is an error at the `$ref` that breaks.
/// A `$type` that comes from anywhere but another `$type` must name a type dimens knows.
extension TokenLoader {
    /// Resolves every recorded property reference, in source order, and applies what each comes
    /// to: a broken one leaves a `$type` invalid (its tokens are reported once, here).
    mutating func resolvePropertyReferences() {
        guard !propertyReferences.isEmpty else { return }
        var resolved: [PropertyKey: String?] = [:]
        for start in propertyReferenceOrder where propertyReferences[start] != nil && resolved[start] == nil {
            var chain: [PropertyKey] = []
            var current = start
            var outcome: String?
            while true {
                if let known = resolved[current] {
                    outcome = known
                    break
                }
                if let loop = chain.firstIndex(of: current) {
                    reportCycle(Array(chain[loop...]))
                    break
                }
                chain.append(current)
                let reference = propertyReferences[current]!
                switch target(of: reference) {
                case .reference(let next):
                    current = next
                    continue
                case .text(let text, let checkedType):
                    outcome = check(text, checkedType: checkedType, for: reference, owner: current.owner)
                case .invalid:
                    break
                case .problem(let code, let message):
                    report(.error(code, message, at: reference.location, token: current.owner.description))
                }
                break
            }
            for key in chain { resolved[key] = .some(outcome) }
        }
        for (key, text) in resolved { apply(text, to: key) }
    }

    /// What the pointer of `reference` reaches, one hop.
    private func target(of reference: PropertyReference) -> PropertyTarget {
        let segments = Reference.segments(of: reference.pointer)
        let reaches = "a $ref on \(reference.property) points to a $type or $description, or a string in a $value"
        guard let at = segments.firstIndex(where: { $0.hasPrefix("$") && $0 != "$root" }) else {
            return .problem(code: .aliasUnknown, message: "\(reference.pointer) names a token or group; \(reaches)")
        }
        let owner = TokenPath(Array(segments[..<at]))
        let property = segments[at]
        let rest = Array(segments[(at + 1)...])
        let token = tokenIndex[owner].map { set.tokens[$0] }
        guard token != nil || set.groups[owner] != nil else {
            return .problem(
                code: .aliasUnknown,
                message: "\(reference.pointer) points to nothing: there is no token or group '\(owner)'")
        }
        if property == "$value", let token {
            guard let part = token.value.descend(rest) else {
                return .problem(
                    code: .aliasUnknown,
                    message: "\(reference.pointer) points to nothing inside the value of '\(owner)'")
            }
            guard let text = part.string, !Reference.detect(in: part).isReference else {
                return .problem(
                    code: .tokenPropertyType,
                    message:
                        "\(reference.property) must be a string, but \(reference.pointer) points to \(part.kindDescription)"
                )
            }
            return .text(text, checkedType: false)
        }
        guard PropertyReference.properties.contains(property), rest.isEmpty else {
            return .problem(code: .aliasUnknown, message: "\(reference.pointer): \(reaches)")
        }
        let key = PropertyKey(owner: owner, property: property, isGroup: token == nil)
        if propertyReferences[key] != nil { return .reference(key) }
        let record = groupRecords[owner]
        let written: String?
        switch (property, token) {
        case ("$type", let token?):
            if token.hasInvalidType { return .invalid }
            written = token.ownType?.value.rawValue
        case ("$type", nil):
            if record?.hasInvalidType == true { return .invalid }
            written = record?.type?.value.rawValue
        case (_, let token?): written = token.description
        default: written = record?.description
        }
        guard let written else {
            return .problem(
                code: .aliasUnknown,
                message: "\(reference.pointer) points to nothing: '\(owner)' has no \(property) of its own")
        }
        return .text(written, checkedType: property == "$type")
    }

    /// The text a `$type` reference reached must name a known type, unless it is a `$type`
    /// (checked where written); a `$description` takes any text.
    private mutating func check(_ text: String, checkedType: Bool, for reference: PropertyReference, owner: TokenPath)
        -> String?
    {
        guard reference.property == "$type", !checkedType, !TokenType(rawValue: text).isKnown else { return text }
        report(
            .error(
                .tokenPropertyType,
                "$type must name a type, but \(reference.pointer) points to \"\(text)\", which is not one dimens knows",
                at: reference.location, token: owner.description))
        return nil
    }

    /// One error per cycle, at the `$ref` that closes it, naming every property in it.
    private mutating func reportCycle(_ members: [PropertyKey]) {
        let names = (members + [members[0]]).map { "\($0.owner).\($0.property)" }
        report(
            .error(
                .aliasCycle, "$ref cycle: \(names.joined(separator: " → "))",
                at: propertyReferences[members[members.count - 1]]!.location,
                token: members[members.count - 1].owner.description))
    }

    /// Gives a token or group the property its reference came to; nil leaves a `$type` invalid.
    private mutating func apply(_ text: String?, to key: PropertyKey) {
        let location = propertyReferences[key]!.location
        switch (key.property, key.isGroup) {
        case ("$type", true):
            groupRecords[key.owner]?.type = text.map { Located(TokenType(rawValue: $0), at: location) }
            groupRecords[key.owner]?.hasInvalidType = text == nil
        case ("$type", false):
            guard let i = tokenIndex[key.owner] else { return }
            set.tokens[i].ownType = text.map { Located(TokenType(rawValue: $0), at: location) }
            set.tokens[i].hasInvalidType = text == nil
        case (_, true):
            groupRecords[key.owner]?.description = text
        default:
            guard let i = tokenIndex[key.owner] else { return }
            set.tokens[i].description = text
        }
    }
}
