/// The token names a storyboard may use: every token path of the resolved sets with its type (the
/// first set's where sets differ), and the groups above them, which are not tokens.
struct TokenIndex {
    var types: [String: TokenType?] = [:]
    /// Token paths in source order, for "did you mean".
    var names: [String] = []
    /// Each group's path and its first tokens, for the note on a group named as a token.
    var groups: [String: [String]] = [:]

    init(_ sets: [ResolvedTokenSet]) {
        for set in sets {
            for token in set.tokens {
                let name = token.path.description
                guard types[name] == nil else { continue }
                types[name] = .some(token.type)
                names.append(name)
                for group in token.path.ancestors.dropFirst() {
                    groups[group.description, default: []].append(name)
                }
            }
        }
    }

    /// The findings about `name` given to `property` at `location`: no such token, a group, or
    /// (when `typeChecked`) a token of a type the property does not take.
    func check(_ name: String, at location: SourceLocation, for property: InspectableProperty, typeChecked: Bool)
        -> [Diagnostic]
    {
        guard let type = types[name] else {
            if let members = groups[name] {
                let shown = members.prefix(3).joined(separator: ", ") + (members.count > 3 ? ", …" : "")
                return [
                    .error(
                        .ibUnknownToken, "'\(property.keyPath)' names '\(name)', a group, not a token", at: location,
                        token: name,
                        notes: [.init("its tokens: \(shown)")])
                ]
            }
            // Tokens of a type the property takes are preferred: ties go to the earlier candidate.
            var (fitting, others) = ([String](), [String]())
            for candidate in names {
                if types[candidate]!.map(property.types.contains) == true {
                    fitting.append(candidate)
                } else {
                    others.append(candidate)
                }
            }
            return [
                .error(
                    .ibUnknownToken, "'\(property.keyPath)' names '\(name)', which is not a token", at: location,
                    token: name,
                    notes: Suggestion.note(for: name, in: fitting + others))
            ]
        }
        guard typeChecked, type.map(property.types.contains) != true else { return [] }
        let what =
            type.map { ("aeiou".contains($0.rawValue.prefix(1)) ? "an " : "a ") + "\($0) token" }
            ?? "a token without a $type"
        return [
            .error(
                .ibTokenType, "'\(name)' is \(what); '\(property.keyPath)' takes a \(property.typeList)",
                at: location, token: name)
        ]
    }
}
