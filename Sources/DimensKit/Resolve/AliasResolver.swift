/// The resolve stage: follows curly aliases and `$ref` pointers to their values, takes `$type`
/// from the alias target when the token has none, and reports unknown targets, type mismatches
/// and cycles (naming every member).
public struct AliasResolver {
    enum State {
        case unvisited, visiting
        case resolved(type: TokenType, value: TokenValue, chain: [TokenPath])
        case failed
    }

    let input: ValidatedTokenSet
    let index: [TokenPath: Int]
    var states: [State]
    var diagnostics: [Diagnostic] = []

    private init(_ set: ValidatedTokenSet) {
        self.input = set
        index = set.tokens.index()
        states = Array(repeating: .unvisited, count: set.tokens.tokens.count)
    }

    public static func resolve(_ set: ValidatedTokenSet) -> (ResolvedTokenSet, [Diagnostic]) {
        var resolver = AliasResolver(set)
        var resolved: [ResolvedToken] = []
        for i in set.tokens.tokens.indices {
            resolver.resolve(i, stack: [])
            guard case .resolved(let type, let value, let chain) = resolver.states[i] else { continue }
            let token = set.tokens.tokens[i]
            if case .other(let json) = value, chain.isEmpty { resolver.checkNestedReferences(in: json, of: token) }
            resolved.append(ResolvedToken(token: token, type: type, value: value, aliasChain: chain, settings: set.settings[i]))
        }
        return (ResolvedTokenSet(tokens: resolved), resolver.diagnostics)
    }

    var tokens: [Token] { input.tokens.tokens }

    private mutating func resolve(_ i: Int, stack: [Int]) {
        switch states[i] {
        case .resolved, .failed: return
        case .visiting: reportCycle(Array(stack[stack.firstIndex(of: i)!...])); return
        case .unvisited: break
        }
        states[i] = .visiting
        switch input.values[i] {
        case .invalid:
            states[i] = .failed
        case .literal(let value):
            states[i] = .resolved(type: tokens[i].declaredType!.value, value: value, chain: [])
        case .alias(let reference):
            let outcome = follow(reference, from: i, stack: stack + [i])
            if case .visiting = states[i] { states[i] = outcome }
        }
    }

    private mutating func follow(_ reference: Reference, from i: Int, stack: [Int]) -> State {
        let token = tokens[i]
        guard let target = index[reference.target] else {
            reportUnknown(reference, from: token)
            return .failed
        }
        resolve(target, stack: stack)
        guard case .resolved(let targetType, let targetValue, let targetChain) = states[target] else { return .failed }
        let chain = [reference.target] + targetChain
        if let path = reference.valuePath, !path.isEmpty {
            return resolvePointerIntoValue(reference, path: path, target: tokens[target], targetChain: targetChain, from: token, chain: chain)
        }
        if let own = token.ownType, own.value != targetType {
            diagnostics.append(.error(
                .aliasTypeMismatch,
                "'\(token.path)' is declared \(own.value.rawValue) but its alias \(reference) is \(targetType.rawValue)",
                at: token.valueLocation, token: token.path.description,
                notes: [.init("'\(reference.target)' is defined here", at: tokens[target].location)]))
            return .failed
        }
        return .resolved(type: token.ownType?.value ?? targetType, value: targetValue, chain: chain)
    }

    /// `{"$ref": "#/a/b/$value/value"}`: a part of another token's literal value, typed by this token.
    private mutating func resolvePointerIntoValue(
        _ reference: Reference, path: [String], target: Token, targetChain: [TokenPath], from token: Token, chain: [TokenPath]
    ) -> State {
        let name = token.path.description
        guard targetChain.isEmpty, let part = target.value.descend(path) else {
            diagnostics.append(.error(
                .aliasUnknown, "\(reference) points to nothing inside the value of '\(target.path)'",
                at: token.valueLocation, token: name))
            return .failed
        }
        guard let type = token.declaredType?.value else {
            diagnostics.append(.error(
                .typeMissing, "'\(name)' points inside another token's value, so it needs its own $type",
                at: token.location, token: name))
            return .failed
        }
        let typing = ValueTyping(file: target.file, token: name, reportExtensions: false)
        guard let value = typing.type(part, as: type, into: &diagnostics) else { return .failed }
        return .resolved(type: type, value: value, chain: chain)
    }
}

extension JSONValue {
    /// The value at a JSON Pointer's remaining segments (object keys or array indices).
    func descend(_ segments: [String]) -> JSONValue? {
        guard let first = segments.first else { return self }
        switch kind {
        case .object(let object): return object[first]?.descend(Array(segments.dropFirst()))
        case .array(let items):
            guard let i = Int(first), items.indices.contains(i) else { return nil }
            return items[i].descend(Array(segments.dropFirst()))
        default: return nil
        }
    }
}
