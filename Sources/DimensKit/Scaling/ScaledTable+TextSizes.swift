/// Text sizes: the table of another text size's context, over the same screens, joined into this
/// one token by token. Only values that differ from the default size's are kept.
extension ScaledTable {
    /// Adds `other` (computed under the context bound to `size`, named `label`) as the values at
    /// `size`. A per-screen token it lacks, or has as another kind of value, is an error.
    mutating func add(_ size: ContentSizeCategory, _ other: ScaledTable, label: String) -> [Diagnostic] {
        let index = Dictionary(
            other.tokens.enumerated().map { ($1.token.path, $0) }, uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        for i in tokens.indices {
            let token = tokens[i]
            let name = token.token.path.description
            if case .constant = token.values { continue }
            guard let found = index[token.token.path].map({ other.tokens[$0] }), found.values.kind == token.values.kind
            else {
                diagnostics.append(
                    .error(
                        .resolverContextMismatch,
                        "'\(name)' has values at the default text size, but none of the same kind with \(label)",
                        at: token.token.token.location, token: name))
                continue
            }
            if let problem = Self.memberMismatch(token.values, found.values) {
                diagnostics.append(
                    .error(
                        .resolverContextMismatch, "'\(name)' \(problem) with \(label) than at the default text size",
                        at: found.token.token.location, token: name,
                        notes: [.init("at the default text size it is defined here", at: token.token.token.location)]))
                continue
            }
            guard !found.values.sameValues(as: token.values) else { continue }
            tokens[i].textSizes[size] = found.values
            if found.token.token.location != token.token.token.location {
                tokens[i].textSizeSources[size] = found.token.token.location
            }
        }
        let known = Set(tokens.map(\.token.path))
        for token in other.tokens where !known.contains(token.token.path) {
            if case .constant = token.values { continue }
            diagnostics.append(
                .error(
                    .resolverContextMismatch,
                    "'\(token.token.path)' has values with \(label) but none at the default text size",
                    at: token.token.token.location, token: token.token.path.description))
        }
        if !textSizes.contains(size) { textSizes = (textSizes + [size]).sorted() }
        return diagnostics
    }

    /// How a composite's members differ in shape between two sizes (other members, or a length
    /// where the other has a ratio); nil when they match.
    static func memberMismatch(_ a: ScaledToken.Values, _ b: ScaledToken.Values) -> String? {
        guard case .composite(let x) = a, case .composite(let y) = b else { return nil }
        let paths = Set(x.members.map(\.path))
        guard paths == Set(y.members.map(\.path)) else {
            return "has the members \(y.members.map(\.dotted).joined(separator: ", "))"
        }
        for member in x.members where y.members.first(where: { $0.path == member.path })?.isLength != member.isLength {
            return "has \"\(member.dotted)\" as \(member.isLength ? "a ratio" : "a length")"
        }
        return nil
    }
}

extension ScaledToken.Values {
    /// Equal values on every screen (a composite's members compared by path and value, not by
    /// where they are written).
    func sameValues(as other: ScaledToken.Values) -> Bool {
        guard case .composite(let a) = self, case .composite(let b) = other else { return self == other }
        guard a.members.count == b.members.count else { return false }
        return a.members.allSatisfy { member in
            guard let twin = b.members.first(where: { $0.path == member.path }) else { return false }
            switch (member.values, twin.values) {
            case (.numbers(let x), .numbers(let y)): return x == y
            default: return member.values.texts == twin.values.texts
            }
        }
    }
}

extension MemberValues {
    /// The values as JSON texts, for comparisons that ignore where a value is written.
    var texts: [String] {
        switch self {
        case .numbers(let values): values.map { NumberText.plain($0) }
        case .constant(let value): [JSONWriter.write(value, pretty: false)]
        case .perScreen(let values): values.map { JSONWriter.write($0, pretty: false) }
        }
    }
}
