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
                if !checkPointer(alias, path: path, target: target, found: found, in: token) { sound = false }
                continue
            }
            guard checkType(of: alias, target: target, found: found, in: token) else {
                sound = false
                continue
            }
            if carried == nil {
                carried = carriedThrough(alias, target: target, found: found, composite: composite, in: token)
            }
        }
        return (sound, carried)
    }

    /// Whether `alias`, a pointer to `path` inside token `target`'s value, finds a part that fits
    /// its place; an error when not.
    private mutating func checkPointer(
        _ alias: TypedAlias, path: [String], target: Int, found: Resolution, in token: Token
    ) -> Bool {
        // Present in a literal value; through an alias, the scale stage finds the part. Either
        // way, a part found must fit the member (`AliasResolver+Parts`).
        if found.target == nil, tokens[target].value.descend(path) == nil {
            diagnostics.append(
                .error(
                    .aliasUnknown,
                    "\(alias.reference) points to nothing inside the value of '\(alias.reference.target)'",
                    at: alias.location, token: token.path.description))
            return false
        }
        return checkPart(of: alias, path: path, target: target, in: token)
    }

    /// Whether the type of token `target`, which `alias` names, fits the alias's place: an error
    /// when it does not, and also (the alias still sound) where DTCG wants another type but
    /// dimens tolerates this one.
    private mutating func checkType(of alias: TypedAlias, target: Int, found: Resolution, in token: Token) -> Bool {
        let name = token.path.description
        let reference = alias.reference
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
            return false
        }
        return true
    }

    /// The reason to carry composite `token` through when `alias`, in a numeric member, names a
    /// token dimens carries through (`found`), with a warning saying so; nil otherwise.
    private mutating func carriedThrough(
        _ alias: TypedAlias, target: Int, found: Resolution, composite: CompositeValue?, in token: Token
    ) -> String? {
        guard let reason = found.uncomputable,
            let member = composite?.members.first(where: { $0.dotted == alias.member }), member.role.isNumeric
        else { return nil }
        let name = token.path.description
        let carried = "its \"\(member.dotted)\" \(alias.reference) is carried through: \(reason)"
        diagnostics.append(
            .warning(
                .compositeUncomputable,
                "'\(name)' is carried through untouched, not computed per screen: \(carried)",
                at: member.location, token: name,
                notes: [.init("'\(alias.reference.target)' is defined here", at: tokens[target].location)]))
        return carried
    }
}

extension DiagnosticCode {
    /// A composite whose member aliases a token dimens carries through: it is carried through too
    /// (a warning).
    package static let compositeUncomputable = DiagnosticCode("composite.uncomputable")
}
