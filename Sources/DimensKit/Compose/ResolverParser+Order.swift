/// `resolutionOrder` (references to root sets and modifiers, or inline ones with `type` and
/// `name`), and the checks that need the whole document: set references and their cycles.
extension ResolverParser {
    mutating func readOrder(_ items: [JSONValue], into document: inout ResolverDocument) {
        var names: [String: SourcePosition] = [:]
        for (index, item) in items.enumerated() {
            guard let (step, namePosition) = readStep(item, index: index, document: document) else { continue }
            if let first = names[step.name] {
                error(
                    .resolverDuplicateName,
                    "'\(step.name)' appears twice in resolutionOrder; names there must be unique",
                    at: namePosition, notes: [.init("first here", at: location(first))])
                continue
            }
            names[step.name] = namePosition
            document.order.append(step)
        }
    }

    /// One item: `{"$ref": "#/sets/NAME"}`, `{"$ref": "#/modifiers/NAME"}`, or an inline set or
    /// modifier with `type` and `name`. Returns the step and where its name is written.
    private mutating func readStep(_ item: JSONValue, index: Int, document: ResolverDocument) -> (
        ResolutionStep, SourcePosition
    )? {
        guard let object = item.object else {
            error(
                .resolverStructure,
                "a resolutionOrder item must be {\"$ref\": \"#/sets/NAME\"} or an inline set or modifier, not \(item.kindDescription)",
                at: item.position)
            return nil
        }
        if let ref = object["$ref"] { return referencedStep(ref, document: document).map { ($0, ref.position) } }
        var fields = JSONFields(object, at: item.position, in: file, words: Self.words("an inline item"))
        let kind = object["type"] == nil ? nil : fields.oneOf("type", ["set", "modifier"])
        fields.flush(into: &diagnostics)
        guard let name = object["name"]?.string, let kind else {
            if object["type"] == nil || kind != nil {
                error(
                    .resolverStructure,
                    "an inline resolutionOrder item needs \(object["name"]?.string == nil ? "a \"name\"" : "a \"type\", \"set\" or \"modifier\"")",
                    at: item.position)
            }
            return nil
        }
        let path = ["resolutionOrder", String(index)]
        let namePosition = object["name"]!.position
        if kind == "set" {
            return readSet(item, name: name, at: namePosition, path: path, extraKeys: ["type", "name"]).map {
                (.set($0), namePosition)
            }
        }
        return readModifier(item, name: name, at: namePosition, path: path, extraKeys: ["type", "name"]).map {
            (.modifier($0), namePosition)
        }
    }

    private mutating func referencedStep(_ ref: JSONValue, document: ResolverDocument) -> ResolutionStep? {
        guard let text = ref.string, text.hasPrefix("#") else {
            error(
                .resolverRef,
                "a resolutionOrder reference must be \"#/sets/NAME\" or \"#/modifiers/NAME\", not \(ref.shown)",
                at: ref.position)
            return nil
        }
        let pointer = Self.pointer(text.dropFirst())
        guard pointer.count == 2, pointer[0] == "sets" || pointer[0] == "modifiers" else {
            let problem =
                pointer.first == "resolutionOrder"
                ? "points into resolutionOrder, which nothing may reference"
                : "must be \"#/sets/NAME\" or \"#/modifiers/NAME\""
            error(.resolverRef, "\"\(text)\" \(problem)", at: ref.position)
            return nil
        }
        let name = pointer[1]
        if pointer[0] == "sets" {
            if let set = document.sets[name] { return .set(set) }
            reportMissing(text, kind: "set", candidates: document.sets.keys.sorted(), at: ref.position)
        } else {
            if let modifier = document.modifiers[name] { return .modifier(modifier) }
            reportMissing(text, kind: "modifier", candidates: document.modifiers.keys.sorted(), at: ref.position)
        }
        return nil
    }

    private mutating func reportMissing(_ text: String, kind: String, candidates: [String], at position: SourcePosition)
    {
        let hint = ResolverDocument.suggestion(for: text, kind: kind, among: candidates)
        error(
            .resolverRef, "\"\(text)\" names no \(kind) of this resolver", at: position, notes: hint.map { [$0] } ?? [])
    }

    /// Every `{"$ref": "#/sets/NAME"}` in a source list must name a root set, and sets must not
    /// reference each other in a loop.
    mutating func checkSetReferences(in document: ResolverDocument) {
        let lists =
            document.sets.keys.sorted().map { document.sets[$0]!.sources }
            + document.modifiers.keys.sorted().flatMap { document.modifiers[$0]!.contexts.map(\.sources) }
            + document.order.map(\.sources)
        for source in lists.joined() {
            guard case .set(let name) = source.target, document.sets[name] == nil else { continue }
            reportMissing(
                "#/sets/\(name)", kind: "set", candidates: document.sets.keys.sorted(), at: source.location.position)
        }
        reportSetCycles(document)
    }

    /// Depth-first over the set graph with an explicit stack; each cycle is reported once, at the
    /// reference that closes it.
    private mutating func reportSetCycles(_ document: ResolverDocument) {
        enum Mark { case visiting, done }
        var marks: [String: Mark] = [:]
        for start in document.sets.keys.sorted() where marks[start] == nil {
            var stack: [(name: String, next: Int)] = [(start, 0)]
            marks[start] = .visiting
            while let top = stack.last {
                let sources = document.sets[top.name]!.sources
                guard top.next < sources.count else {
                    marks[top.name] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                guard case .set(let target) = sources[top.next].target, document.sets[target] != nil else { continue }
                switch marks[target] {
                case .visiting:
                    let loop = stack.map(\.name).drop { $0 != target } + [target]
                    error(
                        .resolverCycle, "sets reference each other in a cycle: \(loop.joined(separator: " → "))",
                        at: sources[top.next].location.position)
                case .done:
                    continue
                case nil:
                    marks[target] = .visiting
                    stack.append((target, 0))
                }
            }
        }
    }
}
