/// Text sizes: the table of another text size's context, over the same screens, joined into this
/// one token by token. Only values that differ from the default size's are kept.
extension ScaledTable {
    /// Adds `other` (computed under the context bound to `size`, named `label`) as the values at
    /// `size`. A per-screen token it lacks, or has as another kind of value, is an error.
    mutating func add(_ size: ContentSizeCategory, _ other: ScaledTable, label: String) -> [Diagnostic] {
        let index = Dictionary(other.tokens.enumerated().map { ($1.token.path, $0) }, uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = [], differs = false
        for i in tokens.indices {
            let token = tokens[i], name = token.token.path.description
            if case .constant = token.values { continue }
            guard let found = index[token.token.path].map({ other.tokens[$0] }), found.values.kind == token.values.kind else {
                diagnostics.append(.error(.resolverContextMismatch, "'\(name)' has values at the default text size, but none of the same kind with \(label)",
                                          at: token.token.token.location, token: name))
                continue
            }
            guard !found.values.sameValues(as: token.values) else { continue }
            tokens[i].textSizes[size] = found.values
            differs = true
        }
        if !textSizes.contains(size) { textSizes = (textSizes + [size]).sorted() }
        _ = differs
        return diagnostics
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
