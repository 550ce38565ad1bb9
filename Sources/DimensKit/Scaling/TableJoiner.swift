/// Joins the scale stage's parts, one table per resolver input (each over the screens that take
/// that input, in screen order), into one table over every screen, taking one part at a time:
/// of each part it keeps only each token's values, where it is defined and whether it is defined
/// as under the first input, so memory grows with tokens × screens, never with a part's tokens
/// times the number of inputs. A token computed under one input must exist, as the same kind of
/// value, under every input; a carried-through token that differs between inputs keeps the first
/// input's value, with a warning.
struct TableJoiner {
    /// What the join keeps of a token under one input.
    struct Found {
        var values: ScaledToken.Values
        var location: SourceLocation
        /// Whether the token is written as under the first input that defines it.
        var sameDefinition: Bool
    }

    /// A token as the first input defining it has it, and what each input so far has of it.
    private struct Entry {
        var first: ScaledToken
        var found: [Found?]
    }

    let inputs: [ResolverInput]
    let screenInput: [Int]
    let screens: [Screen]
    let reference: ScalingReference
    private var entries: [Entry] = []
    private var index: [TokenPath: Int] = [:]
    private var partCount = 0
    /// The only part, kept whole, when the build has one input.
    private var single: ScaledTable?

    init(inputs: [ResolverInput], screenInput: [Int], screens: [Screen], reference: ScalingReference) {
        (self.inputs, self.screenInput, self.screens, self.reference) = (inputs, screenInput, screens, reference)
    }

    /// Takes the next input's part.
    mutating func add(_ part: ScaledTable) {
        defer { partCount += 1 }
        guard inputs.count > 1 else {
            single = part
            return
        }
        let k = partCount
        for token in part.tokens {
            guard let e = index[token.token.path] else {
                index[token.token.path] = entries.count
                let found = Found(values: token.values, location: token.token.token.location, sameDefinition: true)
                entries.append(Entry(first: token, found: [Found?](repeating: nil, count: k) + [found]))
                continue
            }
            // A path twice in one part: its first token counts.
            guard entries[e].found.count <= k else { continue }
            entries[e].found += [Found?](repeating: nil, count: k - entries[e].found.count)
            entries[e].found.append(
                Found(
                    values: token.values, location: token.token.token.location,
                    sameDefinition: token.token.value.sameDefinition(as: entries[e].first.token.value)))
        }
    }

    /// The joined table, with what joining found, once every input's part was added.
    consuming func finish() -> (ScaledTable, [Diagnostic]) {
        if var table = single {
            (table.inputs, table.screenInput) = (inputs, screenInput)
            return (table, [])
        }
        var positionInPart: [Int] = []
        var counts = [Int](repeating: 0, count: partCount)
        for part in screenInput {
            positionInPart.append(counts[part])
            counts[part] += 1
        }
        let labels = inputs.map { $0.label(for: ResolverInput.varying(inputs)) }
        var tokens: [ScaledToken] = []
        var diagnostics: [Diagnostic] = []
        for i in entries.indices {
            var entry = entries[i]
            entries[i].found = []
            entry.found += [Found?](repeating: nil, count: partCount - entry.found.count)
            var joined = entry.first
            let sources = entry.found.map { $0?.location }
            if Set(sources.compactMap { $0 }).count > 1 { joined.sourcesByInput = sources }
            switch Joiner(first: entry.first, found: entry.found, labels: labels, screenCounts: counts).problem() {
            case .error(let diagnostic)?:
                diagnostics.append(diagnostic)
                continue
            case .warning(let diagnostic)?: diagnostics.append(diagnostic)
            case nil: break
            }
            if let warning = ScaledTable.doubleAdaptation(entry.first, entry.found, labels: labels) {
                diagnostics.append(warning)
            }
            if case .constant = joined.values {
            } else {
                joined.values = ScaledTable.joinValues(
                    entry.found.map { $0!.values }, screenInput: screenInput, positionInPart: positionInPart)
            }
            tokens.append(joined)
        }
        var table = ScaledTable(reference: reference, screens: screens, tokens: tokens)
        table.inputs = inputs
        table.screenInput = screenInput
        return (table, diagnostics)
    }
}

/// Checks one token across the inputs of a build.
private struct Joiner {
    enum Problem {
        case error(Diagnostic)
        case warning(Diagnostic)
    }

    /// The token as the first input defining it has it.
    var first: ScaledToken
    /// The token under each input; nil where the input does not define it.
    var found: [TableJoiner.Found?]
    var labels: [String]
    /// How many screens take each input.
    var screenCounts: [Int]

    func problem() -> Problem? {
        let present = found.indices.filter { found[$0] != nil }
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
                    at: found[other]!.location, token: name,
                    notes: [.init("with \(labels[present[0]]) it is defined here", at: first.token.token.location)]))
        }
        if case .composite(let shape) = first.values,
            let other = present.first(where: { Set(found[$0]!.values.memberPaths) != Set(shape.members.map(\.path)) })
        {
            return .error(
                .error(
                    .resolverContextMismatch,
                    "'\(name)' has the members \(Self.list(shape)) with \(labels[present[0]]) but \(found[other]!.values.memberPaths.map { $0.joined(separator: ".") }.joined(separator: ", ")) with \(labels[other])",
                    at: found[other]!.location, token: name,
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
                    at: found[other]!.location, token: name,
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
