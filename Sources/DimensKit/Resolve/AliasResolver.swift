/// The resolve stage: follows curly aliases and `$ref` pointers to their values, takes `$type`
/// from the alias target when the token has none, and reports unknown targets, type mismatches
/// and cycles (naming every member). A token dimens cannot compute resolves to its raw value,
/// carried through; a computed token that needs one is an error.
package struct AliasResolver {
    enum State {
        case unvisited, visiting
        case resolved(Resolution)
        case failed
    }

    let input: ValidatedTokenSet
    let index: [TokenPath: Int]
    /// Notes for aliases to tokens the loaded files do not define but a resolver set that
    /// `resolutionOrder` leaves out does.
    let hints: [TokenPath: AliasHint]
    var states: [State]
    var diagnostics: [Diagnostic] = []
    /// The "did you mean" of each missing path reported (nil inside: none is close).
    var closestPaths: [TokenPath: String?] = [:]

    private init(_ set: ValidatedTokenSet, hints: [TokenPath: AliasHint]) {
        self.input = set
        self.hints = hints
        index = set.tokens.index()
        states = Array(repeating: .unvisited, count: set.tokens.tokens.count)
    }

    package static func resolve(_ set: ValidatedTokenSet, hints: [TokenPath: AliasHint] = [:]) -> (
        ResolvedTokenSet, [Diagnostic]
    ) {
        var resolver = AliasResolver(set, hints: hints)
        resolver.failListCycles()
        var resolved: [ResolvedToken] = []
        var carried: [TokenPath: String] = [:]
        for i in set.tokens.tokens.indices {
            resolver.resolve(i)
            guard case .resolved(let outcome) = resolver.states[i] else { continue }
            let token = set.tokens.tokens[i]
            if outcome.target == nil {
                switch outcome.value {
                case .other(let json) where outcome.uncomputable != nil:
                    resolver.checkNestedReferences(in: json, of: token)
                case .other, .composite:
                    let composite: CompositeValue? =
                        if case .composite(let value) = outcome.value { value } else { nil }
                    let (sound, reason) = resolver.checkAliases(of: i, composite: composite)
                    guard sound else {
                        resolver.states[i] = .failed
                        continue
                    }
                    carried[token.path] = reason
                default: break
                }
            }
            resolved.append(
                ResolvedToken(
                    token: token, type: outcome.type, value: outcome.value, aliasTarget: outcome.target,
                    settings: set.settings[i],
                    uncomputable: outcome.uncomputable))
        }
        carryUncomputable(&resolved, reasons: carried)
        return (ResolvedTokenSet(tokens: resolved), resolver.diagnostics)
    }

    var tokens: [Token] { input.tokens.tokens }

    /// Resolves token `start` and every token its alias chain passes through, depth first with an
    /// explicit stack, so a chain as long as the token set cannot exhaust the call stack.
    mutating func resolve(_ start: Int) {
        guard case .unvisited = states[start] else { return }
        states[start] = .visiting
        var stack = [start]
        while let top = stack.last {
            guard case .visiting = states[top] else {
                stack.removeLast()
                continue
            }
            switch input.values[top] {
            case .invalid:
                states[top] = .failed
            case .literal(let value):
                states[top] = .resolved(Resolution(type: tokens[top].declaredType!.value, value: value))
            case .carried(let reason):
                states[top] = .resolved(
                    Resolution(
                        type: tokens[top].declaredType?.value, value: .other(tokens[top].value), uncomputable: reason))
            case .alias(let reference):
                guard let target = index[reference.target] else {
                    reportUnknown(reference, from: tokens[top])
                    states[top] = .failed
                    continue
                }
                switch states[target] {
                case .unvisited:
                    states[target] = .visiting
                    stack.append(target)
                    continue
                case .visiting:
                    reportCycle(Array(stack[stack.lastIndex(of: target)!...]))
                case .resolved(let found):
                    states[top] = follow(reference, from: top, to: target, found: found)
                case .failed:
                    states[top] = .failed
                }
            }
        }
    }

    /// The state of token `i`, whose alias `reference` names token `target`, resolved as `found`.
    private mutating func follow(_ reference: Reference, from i: Int, to target: Int, found: Resolution) -> State {
        let token = tokens[i]
        if let path = reference.valuePath, !path.isEmpty {
            return resolvePointerIntoValue(
                reference, path: path, target: tokens[target], targetIsAlias: found.target != nil, from: token)
        }
        if let own = token.ownType, let targetType = found.type, own.value != targetType {
            diagnostics.append(
                .error(
                    .aliasTypeMismatch,
                    "'\(token.path)' is declared \(own.value.rawValue) but its alias \(reference) is \(targetType.rawValue)",
                    at: token.valueLocation, token: token.path.description,
                    notes: [.init("'\(reference.target)' is defined here", at: tokens[target].location)],
                    cause: "a \(own.value.rawValue) aliases '\(reference.target)'"))
            return .failed
        }
        guard let reason = found.uncomputable else {
            return .resolved(
                Resolution(type: token.ownType?.value ?? found.type, value: found.value, target: reference.target))
        }
        let computed = token.ownType?.value.isPerScreen == true
        if computed || input.tokens.ownDimensBlock(of: token) != nil {
            diagnostics.append(
                .error(
                    .tokenUncomputable,
                    "'\(token.path)' \(computed ? "is computed per screen" : "has a dimens block"), but its alias \(reference) is carried through untouched: \(reason)",
                    at: token.valueLocation, token: token.path.description,
                    notes: [.init("'\(reference.target)' is defined here", at: tokens[target].location)],
                    cause: "'\(reference.target)' is carried through"))
            return .failed
        }
        let type = token.ownType?.value ?? found.type ?? token.groupType?.value
        return .resolved(Resolution(type: type, value: found.value, target: reference.target, uncomputable: reason))
    }

    /// `{"$ref": "#/a/b/$value/value"}`: a part of another token's literal value, typed by this token.
    private mutating func resolvePointerIntoValue(
        _ reference: Reference, path: [String], target: Token, targetIsAlias: Bool, from token: Token
    ) -> State {
        let name = token.path.description
        guard !targetIsAlias, let part = target.value.descend(path) else {
            diagnostics.append(
                .error(
                    .aliasUnknown, "\(reference) points to nothing inside the value of '\(target.path)'",
                    at: token.valueLocation, token: name))
            return .failed
        }
        // The part is itself an alias (a composite's member): it stands for that token.
        if case .reference(let inner) = Reference.detect(in: part) {
            return resolveAliasInsideValue(inner, pointer: reference, target: target, from: token)
        }
        guard let type = token.declaredType?.value else {
            diagnostics.append(
                .warning(
                    .typeMissing,
                    "'\(name)' points inside another token's value but has no $type of its own: it is carried through untouched",
                    at: token.location, token: name, cause: Validator.missingTypeCause(token)))
            return .resolved(
                Resolution(type: nil, value: .other(part), target: reference.target, uncomputable: "it has no $type"))
        }
        if type.isKnown, let reason = misfit(part, as: [type], in: target.file, token: name) {
            reportPartMismatch(reference, part: part, owner: target, type: type, reason: reason, from: token)
            return .failed
        }
        return resolvePart(part, as: type, pointer: reference, target: target, from: token)
    }

    /// A pointer (`pointer`) to an alias (`inner`) inside `target`'s value: it stands for the
    /// token that alias names, once resolved; an error otherwise (an alias to it directly is
    /// what to write).
    private mutating func resolveAliasInsideValue(
        _ inner: Reference, pointer reference: Reference, target: Token, from token: Token
    ) -> State {
        guard let hop = index[inner.target], case .resolved(let found) = states[hop] else {
            diagnostics.append(
                .error(
                    .aliasUnknown,
                    "\(reference) points to the alias \(inner) inside '\(target.path)'; alias \(inner) directly",
                    at: token.valueLocation, token: token.path.description))
            return .failed
        }
        return .resolved(
            Resolution(
                type: token.declaredType?.value ?? found.type, value: found.value, target: inner.target,
                uncomputable: found.uncomputable))
    }

    /// The literal `part` of `target`'s value a pointer names, typed as the token's own `type`:
    /// its value, or carried through where dimens cannot compute it (an error for a token computed
    /// per screen).
    private mutating func resolvePart(
        _ part: JSONValue, as type: TokenType, pointer reference: Reference, target: Token, from token: Token
    ) -> State {
        let name = token.path.description
        let typing = ValueTyping(file: target.file, token: name, reportExtensions: false)
        var inside: [TypedAlias] = []
        switch type.isKnown
            ? typing.type(part, as: type, into: &diagnostics, aliases: &inside)
            : .carried("its $type \"\(type)\" is not one dimens knows")
        {
        case .value(let value):
            return .resolved(Resolution(type: type, value: value, target: reference.target))
        case .carried(let reason) where !type.isPerScreen:
            return .resolved(
                Resolution(type: type, value: .other(part), target: reference.target, uncomputable: reason))
        case .carried(let reason):
            diagnostics.append(
                .error(
                    .tokenUncomputable,
                    "'\(name)' is computed per screen, but \(reference) points to a value dimens cannot compute: \(reason)",
                    at: token.valueLocation, token: name))
            return .failed
        case .invalid:
            return .failed
        }
    }
}

/// What a token resolves to: the type and value it takes, the token its alias names (one hop;
/// nil for a literal), and why dimens carries it through rather than computing it, when it does.
struct Resolution {
    var type: TokenType?
    var value: TokenValue
    var target: TokenPath? = nil
    var uncomputable: String? = nil
}

extension JSONValue {
    /// The value at a JSON Pointer's remaining segments (object keys or array indices).
    package func descend(_ segments: [String]) -> JSONValue? {
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
