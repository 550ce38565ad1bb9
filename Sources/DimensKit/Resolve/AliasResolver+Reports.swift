extension AliasResolver {
    mutating func reportUnknown(_ reference: Reference, from token: Token) {
        let name = token.path.description
        if input.tokens.groups[reference.target] != nil {
            diagnostics.append(
                .error(
                    .aliasGroup, "\(reference) names a group, not a token", at: token.valueLocation, token: name,
                    notes: [.init("'\(reference.target)' is defined here", at: input.tokens.groups[reference.target])],
                    cause: "'\(reference.target)' is a group"))
            return
        }
        var notes = hints[reference.target].map { [$0.note] } ?? []
        if notes.isEmpty {
            // Found once per missing path: many aliases to one missing token are one cause.
            let closest =
                closestPaths[reference.target]
                ?? Suggestion.closestPath(to: reference.target.description, in: tokens.map(\.path.description))
            closestPaths[reference.target] = closest
            notes = closest.map { [.init("did you mean \(Self.written($0, like: reference))?")] } ?? []
        }
        diagnostics.append(
            .error(
                .aliasUnknown, "\(reference) refers to a token that does not exist", at: token.valueLocation,
                token: name, notes: notes,
                cause: hints[reference.target]?.cause ?? "'\(reference.target)' does not exist"))
    }

    /// A token path written as `reference` writes its target: `{spacing.m}`, or the JSON Pointer
    /// `"#/spacing/m"`.
    static func written(_ path: String, like reference: Reference) -> String {
        switch reference.syntax {
        case .curly: "{\(path)}"
        case .pointer:
            "\"#/\(TokenPath(dotted: path).segments.map { $0.replacing("~", with: "~0").replacing("/", with: "~1") }.joined(separator: "/"))\""
        }
    }

    /// One error per cycle, at its first member in source order, with a note at every member.
    mutating func reportCycle(_ members: [Int]) {
        for member in members { states[member] = .failed }
        let ordered = members.sorted { tokens[$0].location < tokens[$1].location }
        let first = ordered[0]
        let start = members.firstIndex(of: first)!
        let loop = (members[start...] + members[..<start] + [first]).map { tokens[$0].path.description }
        let shown = 20
        var notes = ordered.prefix(shown).map {
            Diagnostic.Note("'\(tokens[$0].path)' is part of the cycle", at: tokens[$0].valueLocation)
        }
        if ordered.count > shown { notes.append(.init("and \(ordered.count - shown) more tokens, all named above")) }
        diagnostics.append(
            .error(
                .aliasCycle, "alias cycle: \(loop.joined(separator: " → "))", at: tokens[first].valueLocation,
                token: tokens[first].path.description, notes: notes))
    }

    /// Aliases inside composite values (a shadow's `color`, a typography's `fontSize`) must exist.
    mutating func checkNestedReferences(in json: JSONValue, of token: Token) {
        switch Reference.detect(in: json) {
        case .reference(let reference):
            if index[reference.target] == nil { reportUnknown(reference, from: token, at: json) }
            return
        case .malformed(let message):
            diagnostics.append(
                .error(
                    .aliasSyntax, message, at: SourceLocation(file: token.file, position: json.position),
                    token: token.path.description))
            return
        case .notAReference:
            break
        }
        switch json.kind {
        case .object(let object): for member in object.members { checkNestedReferences(in: member.value, of: token) }
        case .array(let items): for item in items { checkNestedReferences(in: item, of: token) }
        default: break
        }
    }

    mutating func reportUnknown(_ reference: Reference, from token: Token, at json: JSONValue) {
        var nested = token
        nested.value = json
        reportUnknown(reference, from: nested)
    }

    mutating func reportUnknown(_ reference: Reference, from token: Token, at location: SourceLocation) {
        reportUnknown(reference, from: token, at: JSONValue(.null, at: location.position))
    }
}

/// A note for errors about aliases to a token the loaded files do not define but another source
/// does (a resolver set `resolutionOrder` leaves out), and the cause those errors share.
package struct AliasHint: Sendable {
    package var note: Diagnostic.Note
    /// What every alias to such a token has in common (`Diagnostic.cause`).
    package var cause: String
}

extension DiagnosticCode {
    /// An alias that names a group.
    package static let aliasGroup = DiagnosticCode("alias.group")
    /// An alias whose target has another `$type` than the token declares.
    package static let aliasTypeMismatch = DiagnosticCode("alias.type-mismatch")
}
