/// The aliases written inside literal values (a composite's members, a gradient stop's color, a
/// layer of a shadow list): each must name a token whose type fits its place (DTCG §7.4.5: a
/// `fontSize` a dimension, a `fontWeight` a font weight, a `color` a color). A member that aliases
/// a token dimens carries through (a length in an unknown unit) carries the composite through too,
/// with a warning, as an unknown unit in the value itself does; tokens that alias such a
/// composite follow it.
extension AliasResolver {
    /// Checks the aliases inside token `i`'s literal value: whether every one is sound (an alias
    /// to a token that failed makes the value fail too, without another diagnostic), and the
    /// reason to carry a composite through, if any.
    mutating func checkAliases(of i: Int, composite: CompositeValue?) -> (sound: Bool, carried: String?) {
        let token = tokens[i]
        let name = token.path.description
        var sound = true
        var carried: String?
        for alias in input.aliases[i] {
            let reference = alias.reference
            guard let target = index[reference.target] else {
                reportUnknown(reference, from: token, at: alias.location)
                sound = false
                continue
            }
            resolve(target)
            guard case .resolved(let found) = states[target] else {
                sound = false
                continue
            }
            if let path = reference.valuePath, !path.isEmpty {
                // Present in a literal value; through an alias, the scale stage finds the part. Either
                // way, a part found must fit the member (`AliasResolver+Parts`).
                if found.target == nil, tokens[target].value.descend(path) == nil {
                    diagnostics.append(
                        .error(
                            .aliasUnknown, "\(reference) points to nothing inside the value of '\(reference.target)'",
                            at: alias.location, token: name))
                    sound = false
                } else if !checkPart(of: alias, path: path, target: target, in: token) {
                    sound = false
                }
                continue
            }
            if let type = found.type, alias.tolerates.contains(type) {
                diagnostics.append(
                    .error(
                        .valueNonconforming,
                        "\"\(alias.member)\" of '\(name)' names \(reference), a \(type.rawValue) token; DTCG wants \(alias.accepts?.map(\.rawValue).joined(separator: " or ") ?? "another type") there",
                        at: alias.location, token: name,
                        notes: [.init("'\(reference.target)' is defined here", at: tokens[target].location)],
                        cause: "\"\(alias.member)\" aliases '\(reference.target)'"))
            } else if let accepted = alias.accepts, let type = found.type, !accepted.contains(type) {
                diagnostics.append(
                    .error(
                        .aliasTypeMismatch,
                        "\"\(alias.member)\" of '\(name)' must be \(accepted.map(\.rawValue).joined(separator: " or ")), but its alias \(reference) is \(type.rawValue)",
                        at: alias.location, token: name,
                        notes: [.init("'\(reference.target)' is defined here", at: tokens[target].location)],
                        cause: "\"\(alias.member)\" aliases '\(reference.target)'"))
                sound = false
                continue
            }
            guard let reason = found.uncomputable, carried == nil,
                let member = composite?.members.first(where: { $0.dotted == alias.member }), member.role.isNumeric
            else { continue }
            carried = "its \"\(member.dotted)\" \(reference) is carried through: \(reason)"
            diagnostics.append(
                .warning(
                    .compositeUncomputable,
                    "'\(name)' is carried through untouched, not computed per screen: \(carried!)",
                    at: member.location, token: name,
                    notes: [.init("'\(reference.target)' is defined here", at: tokens[target].location)]))
        }
        return (sound, carried)
    }
}

extension DiagnosticCode {
    /// A composite whose member aliases a token dimens carries through: it is carried through too
    /// (a warning).
    package static let compositeUncomputable = DiagnosticCode("composite.uncomputable")
}
