import Foundation

/// Source lists and their `$ref`s: token files relative to the resolver, same-document pointers,
/// and inline token objects.
extension ResolverParser {
    /// A set's `sources` or a context's list. `path` is the list's JSON Pointer, to catch a
    /// reference to a part of the document that contains it.
    mutating func readSources(_ value: JSONValue, path: [String], owner: String) -> [ResolverSource] {
        guard let items = value.array else {
            error(
                .resolverStructure,
                "the sources of \(owner) must be an array of {\"$ref\": …} or token objects, not \(value.kindDescription)",
                at: value.position)
            return []
        }
        return items.enumerated().compactMap { index, item in readSource(item, path: path + [String(index)]) }
    }

    private mutating func readSource(_ item: JSONValue, path: [String]) -> ResolverSource? {
        guard let object = item.object else {
            error(
                .resolverStructure,
                "a source must be {\"$ref\": \"file.tokens.json\"} or an object of tokens, not \(item.kindDescription)",
                at: item.position)
            return nil
        }
        guard let ref = object.member("$ref") else {
            return ResolverSource(target: .tokens(item), location: location(item.position))
        }
        var fields = JSONFields(object, at: item.position, in: file, words: Self.words("a source"))
        let text = fields.string(ref)
        fields.flush(into: &diagnostics)
        guard let text else { return nil }
        let overrides = object.members.filter { $0.key != "$ref" }
        guard let target = sourceTarget(text, at: ref.value.position, path: path, hasOverrides: !overrides.isEmpty)
        else { return nil }
        return ResolverSource(target: target, location: location(ref.value.position), overrides: overrides)
    }

    /// What a source's `$ref` names, or nil after reporting why it cannot be followed.
    private mutating func sourceTarget(_ ref: String, at position: SourcePosition, path: [String], hasOverrides: Bool)
        -> ResolverSource.Target?
    {
        if ref.hasPrefix("#") {
            return localTarget(
                Self.pointer(ref.dropFirst()), text: ref, at: position, path: path, hasOverrides: hasOverrides)
        }
        if Self.isRemote(ref) {
            error(
                .resolverRef, "\"$ref\" \"\(ref)\" is not a local file; dimens reads token files from disk only",
                at: position,
                notes: [.init("download it into the project and reference it by a path relative to the resolver")])
            return nil
        }
        let hash = ref.firstIndex(of: "#")
        let filePart = String(ref[..<(hash ?? ref.endIndex)])
        let pointer = hash.map { Self.pointer(ref[ref.index(after: $0)...]) } ?? []
        return .file(path: FilePath.join(directory, filePart), pointer: pointer)
    }

    /// A same-document pointer: a whole set, or tokens written elsewhere in the resolver.
    private mutating func localTarget(
        _ pointer: [String], text: String, at position: SourcePosition, path: [String], hasOverrides: Bool
    ) -> ResolverSource.Target? {
        switch pointer.first {
        case "modifiers":
            error(
                .resolverRef, "\"\(text)\" references a modifier; only resolutionOrder may, not a set or a context",
                at: position)
            return nil
        case "resolutionOrder":
            error(.resolverRef, "\"\(text)\" points into resolutionOrder, which nothing may reference", at: position)
            return nil
        case "sets":
            guard pointer.count == 2 else {
                error(.resolverRef, "\"\(text)\" must point at one whole set, as \"#/sets/NAME\"", at: position)
                return nil
            }
            if hasOverrides {
                error(.resolverStructure, "a reference to a set takes no other keys beside \"$ref\"", at: position)
            }
            return .set(pointer[1])
        default:
            if path.starts(with: pointer) {
                error(
                    .resolverCycle, "\"\(text)\" points at a part of the document that contains this reference",
                    at: position)
                return nil
            }
            guard let target = root.descend(pointer) else {
                error(.resolverRef, "\"\(text)\" points to nothing in this document", at: position)
                return nil
            }
            guard target.object != nil else {
                error(
                    .resolverRef, "\"\(text)\" must point to an object of tokens, not \(target.kindDescription)",
                    at: position)
                return nil
            }
            return .tokens(target)
        }
    }

    /// The segments of a JSON Pointer written in a URI fragment (`/sets/a~1b` → `sets`, `a/b`);
    /// a fragment without its leading `/` (`sets/base`) is read the same way.
    static func pointer(_ fragment: Substring) -> [String] {
        let decoded = String(fragment).removingPercentEncoding ?? String(fragment)
        let body = decoded.hasPrefix("/") ? decoded.dropFirst() : Substring(decoded)
        guard !body.isEmpty else { return [] }
        return body.split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    /// `https://…`, `npm:…` and other URI schemes (a scheme is letters before the first `:`).
    static func isRemote(_ ref: String) -> Bool {
        guard let colon = ref.firstIndex(of: ":") else { return false }
        let scheme = ref[..<colon]
        return scheme.count > 1 && scheme.first!.isLetter
            && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+.-".contains($0) }
    }
}
