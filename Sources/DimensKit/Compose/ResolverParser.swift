/// Reads a resolver document (`*.resolver.json`, DTCG Resolver Module 2025.10) into a
/// `ResolverDocument`, reporting every rule of the module it breaks at its line and column:
/// the version, required keys, contexts and defaults, references (missing, remote, to a modifier or
/// into `resolutionOrder`), cycles and duplicate names. Unknown keys are warnings; `$defs` is
/// ignored and `$extensions` kept.
package struct ResolverParser {
    static let version = "2025.10"
    static let rootKeys = [
        "$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs", "$extensions",
    ]
    static let setKeys = ["description", "sources", "$extensions"]
    static let modifierKeys = ["description", "contexts", "default", "$extensions"]

    let file: String
    /// The resolver's folder: file references are relative to it.
    let directory: String
    /// The whole document, for same-document pointers.
    let root: JSONValue
    var diagnostics: [Diagnostic] = []

    /// Parses and checks the resolver in `source`. The document is nil only when the file is not
    /// a JSON object; otherwise it holds everything that could be read.
    package static func parse(_ source: SourceFile) -> (ResolverDocument?, [Diagnostic]) {
        let parsed = JSONParser.parse(source)
        guard let root = parsed.value else { return (nil, parsed.diagnostics) }
        var parser = ResolverParser(file: source.path, directory: FilePath.directory(of: source.path), root: root)
        guard let object = root.object else {
            parser.error(
                .resolverStructure,
                "a resolver must be a JSON object with \"version\" and \"resolutionOrder\", not \(root.kindDescription)",
                at: root.position)
            return (nil, parsed.diagnostics + parser.diagnostics)
        }
        let document = parser.read(object, at: root.position)
        return (document, parsed.diagnostics + parser.diagnostics)
    }

    func location(_ position: SourcePosition) -> SourceLocation { SourceLocation(file: file, position: position) }

    mutating func error(
        _ code: DiagnosticCode, _ message: String, at position: SourcePosition, notes: [Diagnostic.Note] = []
    ) {
        diagnostics.append(.error(code, message, at: location(position), notes: notes))
    }

    /// `"name" must be a string, not a number`; a key the module does not define is a warning.
    /// A modifier's `contexts` and `default` name the modifier.
    static func words(_ owner: String) -> JSONFieldWords {
        JSONFieldWords(
            code: .resolverStructure, unknownKeyCode: .resolverUnknownKey, unknownKeySeverity: .warning,
            unknownKey: { "unknown key '\($0)' in \(owner) is ignored" },
            message: { mistake in
                switch (mistake.key, mistake.problem) {
                case ("default", .notAllowed):
                    "the default of \(owner) must name one of its contexts (\(mistake.allowed.joined(separator: ", "))), not \(mistake.shown)"
                case ("contexts", _):
                    "\"contexts\" of \(owner) must be \(mistake.expected), not \(mistake.valueKind)"
                case (_, .wrongType): "\"\(mistake.key)\" must be \(mistake.expected), not \(mistake.valueKind)"
                default: "\"\(mistake.key)\" must be \(mistake.expected), not \(mistake.shown)"
                }
            })
    }

    private mutating func read(_ object: JSONObject, at position: SourcePosition) -> ResolverDocument {
        var document = ResolverDocument(file: file)
        var fields = JSONFields(object, at: position, in: file, words: Self.words("a resolver"))
        fields.checkKeys(Self.rootKeys)
        let missingVersion = "a resolver must declare \"version\": \"\(Self.version)\""
        if let version = fields.member("version", missing: missingVersion, code: .resolverVersion) {
            _ = fields.oneOf(version, [Self.version], code: .resolverVersion)
        }
        document.name = fields.string("name")
        document.extensions = fields.object("$extensions", "an object of vendor namespaces")
        let sets = fields.object("sets", "an object of named sets")
        fields.flush(into: &diagnostics)
        for member in sets?.members ?? [] {
            if let set = readSet(member.value, name: member.key, at: member.keyPosition, path: ["sets", member.key]) {
                document.sets[member.key] = set
            }
        }
        let modifiers = fields.object("modifiers", "an object of named modifiers")
        fields.flush(into: &diagnostics)
        for member in modifiers?.members ?? [] {
            if let modifier = readModifier(
                member.value, name: member.key, at: member.keyPosition, path: ["modifiers", member.key])
            {
                document.modifiers[member.key] = modifier
            }
        }
        let order = fields.member(
            "resolutionOrder",
            missing: "a resolver must have \"resolutionOrder\": the sets and modifiers to compose, in order")
        let items = order.flatMap { fields.array($0) }
        fields.flush(into: &diagnostics)
        if let order, items?.isEmpty == true {
            // Resolver §4.1.6; the module's schema (§4.4) gives `resolutionOrder` "minItems": 1.
            error(
                .resolverStructure,
                "\"resolutionOrder\" is empty; a resolver composes at least one set or modifier, in order",
                at: order.value.position,
                notes: [.init("write [{\"$ref\": \"#/sets/NAME\"}, …] or an inline set with \"type\" and \"name\"")])
        }
        readOrder(items ?? [], into: &document)
        checkSetReferences(in: document)
        return document
    }

    /// A set: `sources` (required) plus `description` and `$extensions`.
    mutating func readSet(
        _ value: JSONValue, name: String, at position: SourcePosition, path: [String], extraKeys: [String] = []
    ) -> ResolverSet? {
        guard let object = value.object else {
            error(
                .resolverStructure, "set '\(name)' must be an object with \"sources\", not \(value.kindDescription)",
                at: value.position)
            return nil
        }
        var fields = JSONFields(object, at: position, in: file, words: Self.words("set '\(name)'"))
        fields.checkKeys(Self.setKeys + extraKeys)
        let sources = fields.member(
            "sources", missing: "set '\(name)' must have \"sources\": an array of {\"$ref\": …} or token objects")
        fields.flush(into: &diagnostics)
        guard let sources else { return nil }
        let list = readSources(sources.value, path: path + ["sources"], owner: "set '\(name)'")
        let set = ResolverSet(
            name: name, sources: list, location: location(position), description: fields.string("description"),
            extensions: fields.object("$extensions", "an object of vendor namespaces"))
        fields.flush(into: &diagnostics)
        return set
    }

    /// A modifier: `contexts` (required, at least two) plus `default`, `description`, `$extensions`.
    mutating func readModifier(
        _ value: JSONValue, name: String, at position: SourcePosition, path: [String], extraKeys: [String] = []
    ) -> ResolverModifier? {
        guard let object = value.object else {
            error(
                .resolverStructure,
                "modifier '\(name)' must be an object with \"contexts\", not \(value.kindDescription)",
                at: value.position)
            return nil
        }
        var fields = JSONFields(object, at: position, in: file, words: Self.words("modifier '\(name)'"))
        fields.checkKeys(Self.modifierKeys + extraKeys)
        let contextsMember = fields.member(
            "contexts", missing: "modifier '\(name)' must have \"contexts\": an object of context name → sources")
        let contexts = contextsMember.flatMap { fields.object($0, "an object of context name → sources") }
        guard let contextsMember, let contexts else {
            fields.flush(into: &diagnostics)
            return nil
        }
        if contexts.members.count < 2 {
            let count = contexts.members.isEmpty ? "no contexts" : "one context"
            fields.report(
                "modifier '\(name)' has \(count); a modifier needs at least two (one is a set)",
                at: contextsMember.keyPosition, code: .resolverContext)
        }
        var modifier = ResolverModifier(
            name: name, contexts: [], defaultContext: nil, location: location(position),
            description: fields.string("description"),
            extensions: fields.object("$extensions", "an object of vendor namespaces"))
        fields.flush(into: &diagnostics)
        for context in contexts.members {
            let sources = readSources(
                context.value, path: path + ["contexts", context.key],
                owner: "context '\(context.key)' of modifier '\(name)'")
            modifier.contexts.append(
                .init(name: context.key, sources: sources, location: location(context.keyPosition)))
        }
        if let context = fields.oneOf("default", contexts.keys, suggesting: true, code: .resolverContext) {
            modifier.defaultContext = Located(context, at: location(object["default"]!.position))
        }
        fields.flush(into: &diagnostics)
        return modifier
    }
}

extension DiagnosticCode {
    /// A resolver without `"version": "2025.10"`.
    package static let resolverVersion = DiagnosticCode("resolver.version")
    /// A resolver key of the wrong kind, or a required key missing.
    package static let resolverStructure = DiagnosticCode("resolver.structure")
    /// A `$ref` that names nothing, a remote file, a modifier outside `resolutionOrder`, or
    /// something inside `resolutionOrder`.
    package static let resolverRef = DiagnosticCode("resolver.ref")
    /// References that loop, or one that points at a part of the document containing it.
    package static let resolverCycle = DiagnosticCode("resolver.cycle")
    /// A modifier with fewer than two contexts, or a default that is not one of them.
    package static let resolverContext = DiagnosticCode("resolver.context")
    /// Two items of `resolutionOrder` with one name.
    package static let resolverDuplicateName = DiagnosticCode("resolver.duplicate-name")
    /// A resolver key the module does not define (a warning).
    package static let resolverUnknownKey = DiagnosticCode("resolver.unknown-key")
}
