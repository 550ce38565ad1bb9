/// A DTCG resolver document (Resolver Module 2025.10), read and checked: named sets of token
/// sources, modifiers whose contexts are alternative sources, and the order they compose in.
///
/// Produced by `ResolverParser`; `Composer` turns it and an input (a context per modifier) into
/// the ordered token documents the load stage merges.
package struct ResolverDocument: Sendable {
    /// The resolver file, as diagnostics show it.
    package var file: String
    package var name: String?
    /// The root `sets`, by name.
    package var sets: [String: ResolverSet] = [:]
    /// The root `modifiers`, by name.
    package var modifiers: [String: ResolverModifier] = [:]
    /// `resolutionOrder`, with references replaced by what they name and inline items in place.
    package var order: [ResolutionStep] = []
    /// The root `$extensions`, kept for tools.
    package var extensions: JSONObject?

    package init(file: String) { self.file = file }

    /// The modifiers `resolutionOrder` applies, in its order: the ones an input chooses contexts for.
    package var orderedModifiers: [ResolverModifier] {
        order.compactMap { if case .modifier(let modifier) = $0 { modifier } else { nil } }
    }

    /// Every file a `$ref` names, resolved against the resolver's folder, in order of first mention.
    package var files: [String] {
        var seen = Set<String>()
        var files: [String] = []
        let sources =
            sets.keys.sorted().flatMap { sets[$0]!.sources }
            + modifiers.keys.sorted().flatMap { modifiers[$0]!.contexts.flatMap(\.sources) }
            + order.flatMap(\.sources)
        for source in sources {
            if case .file(let path, _) = source.target, seen.insert(path).inserted { files.append(path) }
        }
        return files
    }
}

extension ResolverDocument {
    /// `#/sets/NAME`: a `$ref` to the root set `name`, escaped as a JSON Pointer segment (`~0`,
    /// `~1`) and percent-encoded, as the parser reads references back.
    package static func reference(toSet name: String) -> String { "#/sets/" + pointerSegment(name) }

    /// `#/modifiers/NAME`, escaped as `reference(toSet:)` escapes.
    package static func reference(toModifier name: String) -> String { "#/modifiers/" + pointerSegment(name) }

    /// "did you mean '#/sets/NAME'?" for a reference `ref` (`#/sets/…` or `#/modifiers/…`) to a
    /// root set or modifier that is not there: the closest of `candidates`, written as a `$ref`.
    static func suggestion(for ref: String, kind: String, among candidates: [String]) -> Diagnostic.Note? {
        let pointer = ResolverParser.pointer(ref.dropFirst())
        let name = pointer.count == 2 ? pointer[1] : ref
        return Suggestion.closest(to: name, in: candidates).map {
            Diagnostic.Note("did you mean '\(kind == "set" ? reference(toSet: $0) : reference(toModifier: $0))'?")
        }
    }

    static func pointerSegment(_ name: String) -> String {
        let escaped = name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
        return escaped.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed) ?? escaped
    }
}

/// One item of `resolutionOrder`.
package enum ResolutionStep: Sendable {
    case set(ResolverSet)
    case modifier(ResolverModifier)

    package var name: String {
        switch self {
        case .set(let set): set.name
        case .modifier(let modifier): modifier.name
        }
    }

    var sources: [ResolverSource] {
        switch self {
        case .set(let set): set.sources
        case .modifier(let modifier): modifier.contexts.flatMap(\.sources)
        }
    }
}

/// A named, ordered list of token sources; later sources override earlier ones.
package struct ResolverSet: Sendable {
    package var name: String
    package var sources: [ResolverSource]
    /// Where the set is defined (its key, or the inline item in `resolutionOrder`).
    package var location: SourceLocation
    package var description: String?
    package var extensions: JSONObject?
}

/// A modifier: named contexts, each a list of token sources, of which an input picks one.
package struct ResolverModifier: Sendable {
    /// One choice of a modifier.
    package struct Context: Sendable {
        package var name: String
        package var sources: [ResolverSource]
        /// Where the context's key is written.
        package var location: SourceLocation
    }

    package var name: String
    package var contexts: [Context]
    /// `default`, when the modifier declares one (already checked to name a context).
    package var defaultContext: Located<String>?
    package var location: SourceLocation
    package var description: String?
    package var extensions: JSONObject?

    package var contextNames: [String] { contexts.map(\.name) }

    package func context(named name: String) -> Context? { contexts.first { $0.name == name } }
}

/// One entry of a set's `sources` or a context's list.
package struct ResolverSource: Sendable {
    /// What the entry stands for.
    package enum Target: Sendable {
        /// A token file (resolved against the resolver's folder), or the part of it a fragment
        /// pointer (`file.json#/a/b`) names.
        case file(path: String, pointer: [String])
        /// Tokens written in the resolver itself: inline, or reached by a same-document pointer.
        case tokens(JSONValue)
        /// Another set of the resolver, by name (`{"$ref": "#/sets/base"}`).
        case set(String)
    }

    package var target: Target
    /// Where the entry is written in the resolver.
    package var location: SourceLocation
    /// Members written beside `$ref`: they replace the referenced document's members of the same
    /// name, shallowly, as JSON Schema's `$ref` extension does.
    package var overrides: [JSONObject.Member] = []
}
