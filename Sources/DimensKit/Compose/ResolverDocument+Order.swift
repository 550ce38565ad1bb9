/// The config's `resolverOrder` applied to a resolver: its references looked up among the
/// resolver's root sets and modifiers, and the steps added before or after `resolutionOrder`'s
/// own, as if the resolver had written them there.
extension ResolverDocument {
    /// The document with `order`'s steps added; a reference to nothing, or to a step the order
    /// already has, is an error at the config's reference and adds nothing.
    package func extended(by order: Config.ResolverOrder) -> (ResolverDocument, [Diagnostic]) {
        guard !order.isEmpty else { return (self, []) }
        var diagnostics: [Diagnostic] = []
        var names = Set(self.order.map(\.name))
        func steps(_ refs: [Located<String>]) -> [ResolutionStep] {
            refs.compactMap { ref in
                guard let step = step(named: ref, diagnostics: &diagnostics) else { return nil }
                guard names.insert(step.name).inserted else {
                    diagnostics.append(
                        .error(
                            .resolverDuplicateName,
                            "'\(step.name)' is already in the resolutionOrder of \(file); resolverOrder adds what it leaves out",
                            at: ref.location))
                    return nil
                }
                return step
            }
        }
        var extended = self
        extended.order = steps(order.prepend) + self.order + steps(order.append)
        return (extended, diagnostics)
    }

    private func step(named ref: Located<String>, diagnostics: inout [Diagnostic]) -> ResolutionStep? {
        let pointer = ResolverParser.pointer(ref.value.dropFirst())
        let isSet = pointer.first == "sets"
        if pointer.count == 2, isSet, let set = sets[pointer[1]] { return .set(set) }
        if pointer.count == 2, !isSet, let modifier = modifiers[pointer[1]] { return .modifier(modifier) }
        let kind = isSet ? "set" : "modifier"
        let candidates = isSet ? sets.keys.sorted() : modifiers.keys.sorted()
        let listed = Diagnostic.Note(
            "its \(kind)s: \(candidates.isEmpty ? "none" : candidates.joined(separator: ", "))")
        diagnostics.append(
            .error(
                .resolverRef, "\"\(ref.value)\" in resolverOrder names no \(kind) of \(file)", at: ref.location,
                notes: [Self.suggestion(for: ref.value, kind: kind, among: candidates) ?? listed]))
        return nil
    }
}
