import Foundation

/// Several inputs of a resolver in one table: each input's tokens are scaled on the screens that
/// take it, and the parts are joined screen by screen.
extension ScaledTable {
    /// Joins `parts` (one table per input, each over its own screens, in screen order) into one
    /// table over `screens`. A token computed under one input must exist, as the same kind of
    /// value, under every input; a carried-through token that differs between inputs keeps the
    /// first input's value, with a warning.
    static func joining(
        _ parts: [ScaledTable], inputs: [ResolverInput], screenInput: [Int], screens: [Screen],
        reference: ScalingReference
    ) -> (ScaledTable, [Diagnostic]) {
        if parts.count == 1 {
            var table = parts[0]
            (table.inputs, table.screenInput) = (inputs, screenInput)
            return (table, [])
        }
        var positionInPart: [Int] = []
        var counts = [Int](repeating: 0, count: parts.count)
        for part in screenInput {
            positionInPart.append(counts[part])
            counts[part] += 1
        }
        let indexes = parts.map { part in
            Dictionary(part.tokens.enumerated().map { ($1.token.path, $0) }, uniquingKeysWith: { a, _ in a })
        }
        var paths: [TokenPath] = []
        var seen = Set<TokenPath>()
        for part in parts {
            for token in part.tokens where seen.insert(token.token.path).inserted { paths.append(token.token.path) }
        }

        let labels = inputs.map { $0.label(for: ResolverInput.varying(inputs)) }
        var tokens: [ScaledToken] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            let found = indexes.enumerated().map { part, index in index[path].map { parts[part].tokens[$0] } }
            let present = found.indices.filter { found[$0] != nil }
            var joined = found[present[0]]!
            let sources = found.map { $0?.token.token.location }
            if Set(sources.compactMap { $0 }).count > 1 { joined.sourcesByInput = sources }
            let mismatch = Joiner(found: found, labels: labels, screenCounts: counts).problem()
            switch mismatch {
            case .error(let diagnostic)?:
                diagnostics.append(diagnostic)
                continue
            case .warning(let diagnostic)?: diagnostics.append(diagnostic)
            case nil: break
            }
            if let warning = Self.doubleAdaptation(found, labels: labels) { diagnostics.append(warning) }
            if case .constant = joined.values {
            } else {
                joined.values = Self.joinValues(
                    found.map { $0!.values }, screenInput: screenInput, positionInPart: positionInPart)
            }
            tokens.append(joined)
        }
        var table = ScaledTable(reference: reference, screens: screens, tokens: tokens)
        table.inputs = inputs
        table.screenInput = screenInput
        return (table, diagnostics)
    }

    private static func joinValues(_ parts: [ScaledToken.Values], screenInput: [Int], positionInPart: [Int])
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
    static func doubleAdaptation(_ found: [ScaledToken?], labels: [String]) -> Diagnostic? {
        let present = found.indices.filter { found[$0] != nil }
        guard let first = present.first, let model = found[first]!.model,
            ![.none, .breakpoint, .physical].contains(model)
        else { return nil }
        let base = found[first]!.token.value
        guard let other = present.first(where: { !found[$0]!.token.value.sameDefinition(as: base) }) else { return nil }
        let token = found[first]!.token
        let name = token.path.description
        return .warning(
            .scaleDoubleAdaptation,
            "'\(name)' differs between \(labels[first]) and \(labels[other]) already, and the \(model.rawValue) model scales it again on every screen",
            at: found[other]!.token.token.location, token: name,
            notes: [
                .init("with \(labels[first]) it is defined here", at: token.token.location),
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

/// Checks one token across the inputs of a build.
private struct Joiner {
    enum Problem {
        case error(Diagnostic)
        case warning(Diagnostic)
    }

    /// The token under each input; nil where the input does not define it.
    var found: [ScaledToken?]
    var labels: [String]
    /// How many screens take each input.
    var screenCounts: [Int]

    func problem() -> Problem? {
        let present = found.indices.filter { found[$0] != nil }
        let first = found[present[0]]!
        let name = first.token.path.description
        let perScreen = present.contains { found[$0]!.values.kind != .constant }
        if let missing = found.indices.first(where: { found[$0] == nil }) {
            let message = "'\(name)' is defined with \(labels[present[0]]) but not with \(labels[missing])"
            return perScreen
                ? .error(
                    .error(
                        .resolverContextMismatch,
                        message + ", so the \(screens(missing)) using \(labels[missing]) have no value for it",
                        at: first.token.token.location, token: name))
                : .warning(
                    .warning(
                        .resolverConstantVaries,
                        message + "; it is carried through with its value from \(labels[present[0]])",
                        at: first.token.token.location, token: name))
        }
        if let other = present.first(where: { found[$0]!.values.kind != first.values.kind }) {
            return .error(
                .error(
                    .resolverContextMismatch,
                    "'\(name)' is \(first.values.kind.rawValue) with \(labels[present[0]]) but \(found[other]!.values.kind.rawValue) with \(labels[other])",
                    at: found[other]!.token.token.location, token: name,
                    notes: [.init("with \(labels[present[0]]) it is defined here", at: first.token.token.location)]))
        }
        if case .composite(let shape) = first.values,
            let other = present.first(where: { Set(found[$0]!.values.memberPaths) != Set(shape.members.map(\.path)) })
        {
            return .error(
                .error(
                    .resolverContextMismatch,
                    "'\(name)' has the members \(Self.list(shape)) with \(labels[present[0]]) but \(found[other]!.values.memberPaths.map { $0.joined(separator: ".") }.joined(separator: ", ")) with \(labels[other])",
                    at: found[other]!.token.token.location, token: name,
                    notes: [.init("with \(labels[present[0]]) it is defined here", at: first.token.token.location)]))
        }
        guard case .constant(let json) = first.values else { return nil }
        if let other = present.first(where: {
            if case .constant(let v) = found[$0]!.values { !v.sameValue(as: json) } else { false }
        }) {
            return .warning(
                .warning(
                    .resolverConstantVaries,
                    "'\(name)' differs between \(labels[present[0]]) and \(labels[other]), but its type is carried through as one value: the outputs use \(labels[present[0]])'s",
                    at: found[other]!.token.token.location, token: name,
                    notes: [.init("with \(labels[present[0]]) it is defined here", at: first.token.token.location)]))
        }
        return nil
    }

    private static func list(_ composite: ScaledComposite) -> String {
        composite.members.map(\.dotted).joined(separator: ", ")
    }

    private func screens(_ part: Int) -> String {
        screenCounts[part] == 1 ? "1 screen" : "\(screenCounts[part]) screens"
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
    public static let scaleDoubleAdaptation = DiagnosticCode("scale.double-adaptation")
    /// A token computed under one input of a build is missing, or of another kind, under another.
    public static let resolverContextMismatch = DiagnosticCode("resolver.context-mismatch")
    /// A carried-through token differs between the inputs of a build (a warning).
    public static let resolverConstantVaries = DiagnosticCode("resolver.constant-varies")
}
