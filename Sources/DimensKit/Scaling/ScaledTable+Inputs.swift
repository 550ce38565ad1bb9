import Foundation

/// Several inputs of a resolver in one table: each input's tokens are scaled on the screens that
/// take it, and the parts are joined screen by screen (`TableJoiner`, one part at a time).
extension ScaledTable {
    /// Each input's values of one token, picked screen by screen into one list over every screen.
    static func joinValues(_ parts: [ScaledToken.Values], screenInput: [Int], positionInPart: [Int])
        -> ScaledToken.Values
    {
        func pick<T>(_ arrays: [[T]]) -> [T] { zip(screenInput, positionInPart).map { arrays[$0][$1] } }
        switch parts[0] {
        case .numbers: return .numbers(pick(parts.map { if case .numbers(let v) = $0 { v } else { [] } }))
        case .strings: return .strings(pick(parts.map { if case .strings(let v) = $0 { v } else { [] } }))
        case .booleans: return .booleans(pick(parts.map { if case .booleans(let v) = $0 { v } else { [] } }))
        case .constant: return parts[0]
        case .composite(var first):
            let composites = parts.map { if case .composite(let c) = $0 { c } else { first } }
            for m in first.members.indices {
                // Inputs may write the members in another order: each is found by its path.
                let same = composites.map { $0.members.first { $0.path == first.members[m].path } ?? first.members[m] }
                first.members[m].values = joinMember(
                    same.map(\.values), screenInput: screenInput, positionInPart: positionInPart)
                first.members[m].isLength = same.contains { $0.isLength }
            }
            return .composite(first)
        }
    }

    /// A warning when a token's value already differs between the contexts its screens take (the
    /// design system adapted it) and a model scales it again: usually a number chosen for large
    /// screens, scaled up once more (`scale.double-adaptation`).
    static func doubleAdaptation(_ first: ScaledToken, _ found: [TableJoiner.Found?], labels: [String])
        -> Diagnostic?
    {
        guard let model = first.model, ![.none, .breakpoint, .physical].contains(model),
            let firstPart = found.firstIndex(where: { $0 != nil }),
            let other = found.firstIndex(where: { $0 != nil && !$0!.sameDefinition })
        else { return nil }
        let token = first.token
        let name = token.path.description
        return .warning(
            .scaleDoubleAdaptation,
            "'\(name)' differs between \(labels[firstPart]) and \(labels[other]) already, and the \(model.rawValue) model scales it again on every screen",
            at: found[other]!.location, token: name,
            notes: [
                .init("with \(labels[firstPart]) it is defined here", at: token.token.location),
                .init(
                    "to keep the design system's numbers, give these tokens the model none (a rule such as {\"tokens\": \"\(name)\", \"model\": \"none\"})"
                ),
            ])
    }

    /// One member across inputs: numbers picked screen by screen; a carried value stays one
    /// value when every input has the same, else it is kept per screen.
    private static func joinMember(_ parts: [MemberValues], screenInput: [Int], positionInPart: [Int]) -> MemberValues {
        if case .constant(let first) = parts[0],
            parts.allSatisfy({ if case .constant(let v) = $0 { v.sameValue(as: first) } else { false } })
        {
            return parts[0]
        }
        if parts.allSatisfy({ if case .numbers = $0 { true } else { false } }) {
            return .numbers(
                zip(screenInput, positionInPart).map { if case .numbers(let v) = parts[$0] { v[$1] } else { 0 } })
        }
        return .perScreen(
            zip(screenInput, positionInPart).map { part, position in
                switch parts[part] {
                case .numbers(let v): .number(v[position])
                case .constant(let v): v
                case .perScreen(let v): v[position]
                }
            })
    }
}

extension ScaledToken.Values {
    /// What kind of values these are, for messages.
    enum Kind: String {
        case numbers = "a number"
        case strings = "a string"
        case booleans = "a boolean"
        case composite = "computed member by member"
        case constant = "carried through"
    }

    var kind: Kind {
        switch self {
        case .numbers: .numbers
        case .strings: .strings
        case .booleans: .booleans
        case .composite: .composite
        case .constant: .constant
        }
    }

    /// A composite's member paths; empty for other values.
    var memberPaths: [MemberPath] {
        if case .composite(let composite) = self { composite.members.map(\.path) } else { [] }
    }
}

extension TokenValue {
    /// The same value as written, wherever it is written (a composite's members compared by value).
    func sameDefinition(as other: TokenValue) -> Bool {
        guard case .composite(let a) = self, case .composite(let b) = other else { return self == other }
        return a.members.count == b.members.count
            && zip(a.members, b.members).allSatisfy { $0.path == $1.path && $0.value == $1.value }
    }
}

extension DiagnosticCode {
    /// A token whose value differs between the contexts bound to screens and that a model scales
    /// as well (a warning).
    package static let scaleDoubleAdaptation = DiagnosticCode("scale.double-adaptation")
    /// A token computed under one input of a build is missing, or of another kind, under another.
    package static let resolverContextMismatch = DiagnosticCode("resolver.context-mismatch")
    /// A carried-through token differs between the inputs of a build (a warning).
    package static let resolverConstantVaries = DiagnosticCode("resolver.constant-varies")
}
