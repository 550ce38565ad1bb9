/// The resolver's composition step: for one input, the token documents in resolution order —
/// each set's sources, and each modifier's chosen context — ready for the load stage to merge
/// with "the last occurrence wins".
package struct Composer: Sendable {
    let document: ResolverDocument
    /// Every parsed token file by path; files that failed to read or parse are absent.
    let files: [String: JSONValue]

    package init(document: ResolverDocument, files: [String: JSONValue]) {
        self.document = document
        self.files = files
    }

    /// The documents of `input`, in order. Sources whose file is missing or broken are skipped:
    /// `check` has reported them.
    package func documents(for input: ResolverInput) -> [ParsedDocument] {
        var documents: [ParsedDocument] = []
        for step in document.order {
            switch step {
            case .set(let set):
                expand(set.sources, into: &documents)
            case .modifier(let modifier):
                guard let chosen = input[modifier.name], let context = modifier.context(named: chosen) else { continue }
                expand(context.sources, into: &documents)
            }
        }
        return documents
    }

    /// The documents of one set alone.
    func documents(of set: ResolverSet) -> [ParsedDocument] {
        var documents: [ParsedDocument] = []
        expand(set.sources, into: &documents)
        return documents
    }

    /// Problems with file sources, each reported once at its `$ref`: a file that could not be
    /// read (`unreadable` holds the read stage's finding), a fragment that points to nothing,
    /// overrides on a document that is not an object.
    package func check(unreadable: [String: Diagnostic]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen = Set<SourceLocation>()
        for source in allSources where seen.insert(source.location).inserted {
            guard case .file(let path, let pointer) = source.target else { continue }
            if var problem = unreadable[path] {
                problem.location = source.location
                diagnostics.append(problem)
            } else if let root = files[path] {
                guard let part = root.descend(pointer) else {
                    diagnostics.append(
                        .error(
                            .resolverRef, "'#/\(pointer.joined(separator: "/"))' points to nothing in '\(path)'",
                            at: source.location))
                    continue
                }
                if !source.overrides.isEmpty, part.object == nil {
                    diagnostics.append(
                        .error(
                            .resolverStructure,
                            "keys beside \"$ref\" override members of an object, but '\(path)' holds \(part.kindDescription)",
                            at: source.location))
                }
            }
        }
        return diagnostics
    }

    private var allSources: [ResolverSource] {
        document.sets.keys.sorted().flatMap { document.sets[$0]!.sources }
            + document.modifiers.keys.sorted().flatMap { document.modifiers[$0]!.contexts.flatMap(\.sources) }
            + document.order.flatMap(\.sources)
    }

    /// Appends the documents of `sources`, following set references with an explicit stack; a
    /// set already being expanded is skipped (the parser reported the cycle).
    private func expand(_ sources: [ResolverSource], into documents: inout [ParsedDocument]) {
        var stack: [(sources: [ResolverSource], next: Int, set: String?)] = [(sources, 0, nil)]
        while let top = stack.last {
            guard top.next < top.sources.count else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            let source = top.sources[top.next]
            switch source.target {
            case .set(let name):
                guard let set = document.sets[name], !stack.contains(where: { $0.set == name }) else { continue }
                stack.append((set.sources, 0, name))
            case .file(let path, let pointer):
                guard let part = files[path]?.descend(pointer) else { continue }
                append(part, file: path, overrides: source.overrides, into: &documents)
            case .tokens(let tokens):
                append(tokens, file: document.file, overrides: source.overrides, into: &documents)
            }
        }
    }

    /// One source's document; members written beside `$ref` replace the document's members of
    /// the same name whole, so they follow as a second document from the resolver file.
    private func append(
        _ root: JSONValue, file: String, overrides: [JSONObject.Member], into documents: inout [ParsedDocument]
    ) {
        guard !overrides.isEmpty, let object = root.object else {
            documents.append(ParsedDocument(file: file, root: root))
            return
        }
        let replaced = Set(overrides.map(\.key))
        let kept = JSONObject(object.members.filter { !replaced.contains($0.key) })
        documents.append(ParsedDocument(file: file, root: JSONValue(.object(kept), at: root.position)))
        documents.append(
            ParsedDocument(
                file: document.file, root: JSONValue(.object(JSONObject(overrides)), at: overrides[0].keyPosition)))
    }
}
