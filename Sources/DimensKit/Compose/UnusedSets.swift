/// Sets a resolver declares but never composes: `resolutionOrder` does not name them, nor does
/// any set or context it names. Their tokens are not loaded, so an alias to one of them fails;
/// the warning names the set, and such an alias's error says where the token is and how to load it.
extension ResolverDocument {
    /// The sets no step of `resolutionOrder` reaches, in name order.
    package var unusedSets: [ResolverSet] {
        var used = Set<String>()
        var pending: [ResolverSource] = order.flatMap(\.sources)
        for step in order { if case .set(let set) = step { used.insert(set.name) } }
        while let source = pending.popLast() {
            guard case .set(let name) = source.target, used.insert(name).inserted, let set = sets[name] else {
                continue
            }
            pending += set.sources
        }
        return sets.keys.sorted().filter { !used.contains($0) }.map { sets[$0]! }
    }

    /// A warning for each unused set, at its definition.
    func unusedSetWarnings() -> [Diagnostic] {
        unusedSets.map { set in
            .warning(
                .resolverUnusedSet,
                "set '\(set.name)' is never used: resolutionOrder does not name it, so its tokens are not loaded",
                at: set.location, notes: [.init(Self.fix(for: set))])
        }
    }

    /// The fix from the config, which leaves a vendor's resolver as it is, and the edit to the
    /// resolver for a team that owns it.
    static func fix(for set: ResolverSet) -> String {
        let ref = JSONWriter.write(.string(reference(toSet: set.name)), pretty: false)
        return
            "to load it, add \"resolverOrder\": {\"prepend\": [\(ref)]} to the config (or {\"$ref\": \(ref)} to resolutionOrder before the steps that use its tokens)"
    }
}

extension Composer {
    /// For each token path an unused set defines (and the loaded files do not): a note naming
    /// the set, the file and the fix, for errors about aliases to it.
    func unusedSetHints() -> [TokenPath: AliasHint] {
        var hints: [TokenPath: AliasHint] = [:]
        for set in document.unusedSets {
            let documents = documents(of: set)
            let (tokens, _) = TokenLoader.load(documents, defaults: nil, redefinition: .lastWins)
            for token in tokens.tokens where hints[token.path] == nil {
                hints[token.path] = AliasHint(
                    note: .init(
                        "'\(token.path)' is defined in \(token.file) of set '\(set.name)', which resolutionOrder does not use; \(ResolverDocument.fix(for: set))",
                        at: token.location),
                    cause: "set '\(set.name)' is not in resolutionOrder")
            }
        }
        return hints
    }
}

extension DiagnosticCode {
    /// A set of the resolver that resolutionOrder never reaches (a warning).
    package static let resolverUnusedSet = DiagnosticCode("resolver.unused-set")
}
