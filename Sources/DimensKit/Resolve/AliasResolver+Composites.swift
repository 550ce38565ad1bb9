/// The references inside composite values: each member alias must name a token whose type fits
/// the member (a `fontSize` a dimension, a `fontWeight` a weight or a number, a `color` a color).
/// A member that aliases a token dimens carries through (a length in an unknown unit) carries the
/// composite through too, with a warning, as an unknown unit in the value itself does; tokens
/// that alias such a composite follow it.
extension AliasResolver {
    /// The `$type`s a member alias may point to, by the member's role and name; nil accepts any.
    static func acceptedTypes(for member: CompositeMember) -> [TokenType]? {
        switch member.role {
        case .length, .letterSpacing: return [.dimension]
        case .lineHeight: return [.number, .dimension]
        case .fontWeight: return [.fontWeight, .number]
        case .carried:
            if Int(member.name) != nil { return [.shadow] }  // a layer of a shadow list
            switch member.name {
            case "fontFamily": return [.fontFamily, .string]
            case "color": return [.color, .string]
            case "inset": return [.boolean]
            case "style": return [.strokeStyle]
            default: return nil
            }
        }
    }

    /// Checks every member alias of a literal composite; the reason to carry it through, if any.
    mutating func checkMembers(_ composite: CompositeValue, of token: Token) -> String? {
        var carried: String?
        for member in composite.members {
            guard case .alias(let reference) = member.value else { continue }
            let name = token.path.description
            guard let target = index[reference.target] else {
                reportUnknown(reference, from: token, at: member.location)
                continue
            }
            guard case .resolved(let found) = states[target] else { continue }
            if reference.valuePath?.isEmpty == false { continue }
            if let accepted = Self.acceptedTypes(for: member), let type = found.type, !accepted.contains(type) {
                diagnostics.append(
                    .error(
                        .aliasTypeMismatch,
                        "\"\(member.dotted)\" of '\(name)' must be \(accepted.map(\.rawValue).joined(separator: " or ")), but its alias \(reference) is \(type.rawValue)",
                        at: member.location, token: name,
                        notes: [.init("'\(reference.target)' is defined here", at: tokens[target].location)]))
                continue
            }
            if let reason = found.uncomputable, member.role.isNumeric, carried == nil {
                carried = "its \"\(member.dotted)\" \(reference) is carried through: \(reason)"
                diagnostics.append(
                    .warning(
                        .compositeUncomputable,
                        "'\(name)' is carried through untouched, not computed per screen: \(carried!)",
                        at: member.location, token: name,
                        notes: [.init("'\(reference.target)' is defined here", at: tokens[target].location)]))
            }
        }
        return carried
    }

    /// Carries through the composites whose members cannot be computed, and the tokens that alias
    /// them.
    static func carryUncomputable(_ resolved: inout [ResolvedToken], reasons: [TokenPath: String]) {
        guard !reasons.isEmpty else { return }
        let byPath = Dictionary(resolved.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        for i in resolved.indices {
            var hop = resolved[i].path
            var seen = Set<TokenPath>()
            while reasons[hop] == nil, let next = byPath[hop].flatMap({ resolved[$0].aliasTarget }),
                seen.insert(next).inserted
            { hop = next }
            guard let reason = reasons[hop], let literal = byPath[hop] else { continue }
            resolved[i].value = .other(resolved[literal].token.value)
            resolved[i].uncomputable = reason
        }
    }
}

extension DiagnosticCode {
    /// A composite whose member aliases a token dimens carries through: it is carried through too
    /// (a warning).
    public static let compositeUncomputable = DiagnosticCode("composite.uncomputable")
}
