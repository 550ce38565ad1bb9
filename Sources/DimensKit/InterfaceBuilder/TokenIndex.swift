/// The token names a storyboard may use: every token path of the resolved sets with its type and
/// its row in the generated runtime (the first set's where sets differ), and the groups above
/// them, which are not tokens.
///
/// Work is bounded whatever the files hold: a name is one dictionary lookup, and "did you mean" is
/// searched only for the first `suggestedNames` unknown names of a check (the rest are reported
/// without one, folded into one finding in text output), each search comparing the name with the
/// tokens whose length is within its edit limit (`SuggestionIndex`). So a check makes at most
/// `suggestedNames` × the token count edit-distance evaluations, however many names are unknown.
struct TokenIndex {
    /// How many unknown names get a "did you mean".
    static let suggestedNames = 50

    var types: [String: TokenType?] = [:]
    /// Each token's row in the runtime (`InspectableRuntime.row(of:)`).
    var rows: [String: InspectableRuntime.Row] = [:]
    /// Token paths in source order, for "did you mean".
    var names: [String] = []
    /// Each group's path and its first tokens, for the note on a group named as a token.
    var groups: [String: [String]] = [:]
    /// The "did you mean" candidates of each property (its key path): tokens of a type it takes
    /// first, so ties go to them. Made the first time a name is unknown.
    private var suggestions: [String: SuggestionIndex] = [:]
    /// How many unknown names were searched for a near one.
    private(set) var searchedNames = 0

    init(_ sets: [ResolvedTokenSet]) {
        for set in sets { add(set) }
    }

    /// Takes the tokens of one more set (a resolver's next input); a name already known keeps
    /// the first set's token.
    mutating func add(_ set: ResolvedTokenSet) {
        for token in set.tokens {
            let name = token.path.description
            guard types[name] == nil else { continue }
            types[name] = .some(token.type)
            rows[name] = InspectableRuntime.row(of: token)
            names.append(name)
            for group in token.path.ancestors.dropFirst() {
                groups[group.description, default: []].append(name)
            }
        }
    }

    /// The edit distances every search so far has computed.
    var suggestionEvaluations: Int { suggestions.values.reduce(0) { $0 + $1.evaluations } }

    /// The findings about `name` given to `property` at `location`: no such token, a group, a
    /// token the runtime has no row for, or (when `typeChecked`) a token of a type the property
    /// does not take.
    mutating func check(
        _ name: String, at location: SourceLocation, for property: InspectableProperty, typeChecked: Bool
    )
        -> [Diagnostic]
    {
        guard let type = types[name] else { return [unknown(name, at: location, for: property)] }
        let takes = type.map(property.types.contains) == true
        if typeChecked, !takes {
            let what =
                type.map { ("aeiou".contains($0.rawValue.prefix(1)) ? "an " : "a ") + "\($0) token" }
                ?? "a token without a $type"
            return [
                .error(
                    .ibTokenType, "'\(name)' is \(what); '\(property.keyPath)' takes a \(property.typeList)",
                    at: location, token: name)
            ]
        }
        guard takes, case .absent(let reason) = rows[name] else { return [] }
        return [
            .error(
                .ibTokenUnapplied,
                "'\(property.keyPath)' names '\(name)', which the generated runtime cannot apply: \(reason)",
                at: location, token: name,
                notes: [.init("at run time the object would keep its storyboard value")])
        ]
    }

    /// A name no token has: a group's, or none at all (with a near name for the first few).
    private mutating func unknown(_ name: String, at location: SourceLocation, for property: InspectableProperty)
        -> Diagnostic
    {
        if let members = groups[name] {
            let shown = members.prefix(3).joined(separator: ", ") + (members.count > 3 ? ", …" : "")
            return .error(
                .ibUnknownToken, "'\(property.keyPath)' names '\(name)', a group, not a token", at: location,
                token: name, notes: [.init("its tokens: \(shown)")])
        }
        let message = "'\(property.keyPath)' names '\(name)', which is not a token"
        guard searchedNames < Self.suggestedNames else {
            return .error(
                .ibUnknownToken, message, at: location, token: name,
                notes: [.init("no near name is searched past the first \(Self.suggestedNames) unknown names")],
                cause: "an unknown name past the first \(Self.suggestedNames)")
        }
        searchedNames += 1
        if suggestions[property.keyPath] == nil {
            // Tokens of a type the property takes are preferred: ties go to the earlier candidate.
            let types = self.types
            let fits = { (candidate: String) in types[candidate]!.map(property.types.contains) == true }
            suggestions[property.keyPath] = SuggestionIndex(names.filter(fits) + names.filter { !fits($0) })
        }
        return .error(
            .ibUnknownToken, message, at: location, token: name,
            notes: suggestions[property.keyPath]!.note(for: name))
    }
}
