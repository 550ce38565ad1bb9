/// Reads a resolver document (`*.resolver.json`, DTCG Resolver Module 2025.10) into a
/// `ResolverDocument`, reporting every rule of the module it breaks at its line and column:
/// the version, required keys, contexts and defaults, references (missing, remote, to a modifier or
/// into `resolutionOrder`), cycles and duplicate names. Unknown keys are warnings; `$defs` is
/// ignored and `$extensions` kept.
public struct ResolverParser {
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
    public static func parse(_ source: SourceFile) -> (ResolverDocument?, [Diagnostic]) {
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

    private mutating func read(_ object: JSONObject, at position: SourcePosition) -> ResolverDocument {
        var document = ResolverDocument(file: file)
        warnAboutUnknownKeys(object, known: Self.rootKeys, in: "a resolver")
        if let version = object.member("version") {
            if version.value.string != Self.version {
                error(
                    .resolverVersion, "\"version\" must be \"\(Self.version)\", not \(describe(version.value))",
                    at: version.value.position)
            }
        } else {
            error(.resolverVersion, "a resolver must declare \"version\": \"\(Self.version)\"", at: position)
        }
        document.name = string(object, "name")
        document.extensions = extensions(object)
        if let sets = object.member("sets") {
            for member in members(of: sets.value, what: "\"sets\" must be an object of named sets") {
                if let set = readSet(
                    member.value, name: member.key, at: member.keyPosition, path: ["sets", member.key])
                {
                    document.sets[member.key] = set
                }
            }
        }
        if let modifiers = object.member("modifiers") {
            for member in members(of: modifiers.value, what: "\"modifiers\" must be an object of named modifiers") {
                if let modifier = readModifier(
                    member.value, name: member.key, at: member.keyPosition, path: ["modifiers", member.key])
                {
                    document.modifiers[member.key] = modifier
                }
            }
        }
        readOrder(object, at: position, into: &document)
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
        warnAboutUnknownKeys(object, known: Self.setKeys + extraKeys, in: "set '\(name)'")
        guard let sources = object.member("sources") else {
            error(
                .resolverStructure, "set '\(name)' must have \"sources\": an array of {\"$ref\": …} or token objects",
                at: position)
            return nil
        }
        return ResolverSet(
            name: name, sources: readSources(sources.value, path: path + ["sources"], owner: "set '\(name)'"),
            location: location(position), description: string(object, "description"), extensions: extensions(object))
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
        warnAboutUnknownKeys(object, known: Self.modifierKeys + extraKeys, in: "modifier '\(name)'")
        guard let contextsMember = object.member("contexts") else {
            error(
                .resolverStructure, "modifier '\(name)' must have \"contexts\": an object of context name → sources",
                at: position)
            return nil
        }
        guard let contexts = contextsMember.value.object else {
            error(
                .resolverStructure,
                "\"contexts\" of modifier '\(name)' must be an object of context name → sources, not \(contextsMember.value.kindDescription)",
                at: contextsMember.value.position)
            return nil
        }
        if contexts.members.count < 2 {
            let count = contexts.members.isEmpty ? "no contexts" : "one context"
            error(
                .resolverContext, "modifier '\(name)' has \(count); a modifier needs at least two (one is a set)",
                at: contextsMember.keyPosition)
        }
        var modifier = ResolverModifier(
            name: name, contexts: [], defaultContext: nil, location: location(position),
            description: string(object, "description"), extensions: extensions(object))
        for context in contexts.members {
            let sources = readSources(
                context.value, path: path + ["contexts", context.key],
                owner: "context '\(context.key)' of modifier '\(name)'")
            modifier.contexts.append(
                .init(name: context.key, sources: sources, location: location(context.keyPosition)))
        }
        if let defaultValue = object["default"] {
            if let context = defaultValue.string, contexts[context] != nil {
                modifier.defaultContext = Located(context, at: location(defaultValue.position))
            } else {
                error(
                    .resolverContext,
                    "the default of modifier '\(name)' must name one of its contexts (\(contexts.keys.joined(separator: ", "))), not \(describe(defaultValue))",
                    at: defaultValue.position, notes: Suggestion.note(for: defaultValue.string ?? "", in: contexts.keys)
                )
            }
        }
        return modifier
    }

    /// The members of an object, or none after reporting that it is something else.
    mutating func members(of value: JSONValue, what: String) -> [JSONObject.Member] {
        guard let object = value.object else {
            error(.resolverStructure, "\(what), not \(value.kindDescription)", at: value.position)
            return []
        }
        return object.members
    }

    mutating func warnAboutUnknownKeys(_ object: JSONObject, known: [String], in place: String) {
        for member in object.members where !known.contains(member.key) {
            diagnostics.append(
                .warning(
                    .resolverUnknownKey, "unknown key '\(member.key)' in \(place) is ignored",
                    at: location(member.keyPosition),
                    notes: Suggestion.note(for: member.key, in: known)))
        }
    }

    mutating func string(_ object: JSONObject, _ key: String) -> String? {
        guard let value = object[key] else { return nil }
        guard let text = value.string else {
            error(.resolverStructure, "\"\(key)\" must be a string, not \(value.kindDescription)", at: value.position)
            return nil
        }
        return text
    }

    mutating func extensions(_ object: JSONObject) -> JSONObject? {
        guard let value = object["$extensions"] else { return nil }
        guard let extensions = value.object else {
            error(
                .resolverStructure,
                "\"$extensions\" must be an object of vendor namespaces, not \(value.kindDescription)",
                at: value.position)
            return nil
        }
        return extensions
    }

    func describe(_ value: JSONValue) -> String { value.string.map { "\"\($0)\"" } ?? value.kindDescription }
}

extension DiagnosticCode {
    /// A resolver without `"version": "2025.10"`.
    public static let resolverVersion = DiagnosticCode("resolver.version")
    /// A resolver key of the wrong kind, or a required key missing.
    public static let resolverStructure = DiagnosticCode("resolver.structure")
    /// A `$ref` that names nothing, a remote file, a modifier outside `resolutionOrder`, or
    /// something inside `resolutionOrder`.
    public static let resolverRef = DiagnosticCode("resolver.ref")
    /// References that loop, or one that points at a part of the document containing it.
    public static let resolverCycle = DiagnosticCode("resolver.cycle")
    /// A modifier with fewer than two contexts, or a default that is not one of them.
    public static let resolverContext = DiagnosticCode("resolver.context")
    /// Two items of `resolutionOrder` with one name.
    public static let resolverDuplicateName = DiagnosticCode("resolver.duplicate-name")
    /// A resolver key the module does not define (a warning).
    public static let resolverUnknownKey = DiagnosticCode("resolver.unknown-key")
}
