/// Walks a template tree with a context stack and the block overrides in force.
struct Renderer {
    let partials: @Sendable (String) -> String?
    let options: Template.Options
    var output = ""
    /// Parsed partials by name and indentation.
    private var cache: [String: [Node]] = [:]
    /// Sections and partials open at once; deeper is an error (recursive partials, for example).
    static let maximumDepth = 200

    init(partials: @escaping @Sendable (String) -> String?, options: Template.Options) {
        self.partials = partials
        self.options = options
    }

    mutating func render(_ nodes: [Node], template: String, stack: [MustacheValue], overrides: [String: Block], depth: Int) throws(MustacheError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .variable(let name, let escaped, let line, let column):
                guard let value = try lookup(name, in: stack, template: template, line: line, column: column, required: true) else { continue }
                output += escaped ? options.escape(value.text) : value.text
            case .section(let name, let inverted, let children, let line, let column):
                let value = try lookup(name, in: stack, template: template, line: line, column: column) ?? .null
                let inner = try deeper(depth, template: template, line: line, column: column)
                if inverted {
                    if value.isFalsey { try render(children, template: template, stack: stack, overrides: overrides, depth: inner) }
                } else if case .list(let items) = value {
                    for item in items { try render(children, template: template, stack: stack + [item], overrides: overrides, depth: inner) }
                } else if !value.isFalsey {
                    try render(children, template: template, stack: stack + [value], overrides: overrides, depth: inner)
                }
            case .partial(let name, let dynamic, let indent, let line, let column):
                guard let (partialName, nodes) = try include(name, dynamic: dynamic, indent: indent, stack: stack, from: template, line: line, column: column, depth: depth)
                else { continue }
                try render(nodes, template: partialName, stack: stack, overrides: overrides, depth: depth + 1)
            case .parent(let name, let dynamic, let indent, let blocks, let line, let column):
                guard let (parentName, nodes) = try include(name, dynamic: dynamic, indent: indent, stack: stack, from: template, line: line, column: column, depth: depth)
                else { continue }
                // The most derived definition wins: overrides already in force beat this parent tag's.
                let merged = blocks.merging(overrides) { _, outer in outer }
                try render(nodes, template: parentName, stack: stack, overrides: merged, depth: depth + 1)
            case .block(let block):
                guard let override = overrides[block.name] else {
                    try render(block.children, template: template, stack: stack, overrides: overrides, depth: depth)
                    continue
                }
                let start = output.endIndex
                try render(override.children, template: template, stack: stack, overrides: overrides, depth: depth)
                if let (indent, firstLine) = block.expansionIndent {
                    output.replaceSubrange(start..., with: Self.indent(String(output[start...]), by: indent, firstLine: firstLine))
                }
            }
        }
    }

    /// One level deeper, or an error past `maximumDepth`.
    private func deeper(_ depth: Int, template: String, line: Int, column: Int) throws(MustacheError) -> Int {
        guard depth < Self.maximumDepth else {
            throw MustacheError("sections and partials nest more than \(Self.maximumDepth) levels deep (a recursive partial?)",
                                template: template, line: line, column: column)
        }
        return depth + 1
    }

    /// Prefixes every line of `text` (the first one too when `firstLine`) with `indent`.
    static func indent(_ text: String, by indent: String, firstLine: Bool) -> String {
        guard !indent.isEmpty, !text.isEmpty else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for i in lines.indices where (i > 0 || firstLine) && !(i == lines.count - 1 && lines[i].isEmpty) {
            lines[i] = indent + lines[i]
        }
        return lines.joined(separator: "\n")
    }

    /// The parsed partial or parent named by a tag (looked up in the context when dynamic),
    /// indented when it stood alone on an indented line; nil when there is no such template.
    private mutating func include(
        _ name: String, dynamic: Bool, indent: String, stack: [MustacheValue], from template: String, line: Int, column: Int, depth: Int
    ) throws(MustacheError) -> (String, [Node])? {
        _ = try deeper(depth, template: template, line: line, column: column)
        let resolved = dynamic ? (try lookup(name, in: stack, template: template, line: line, column: column, required: true))?.text ?? "" : name
        let key = "\(resolved)\u{0}\(indent)"
        if let cached = cache[key] { return (resolved, cached) }
        guard let source = partials(resolved) else {
            if options.missingIsError { throw MustacheError("no partial named '\(resolved)'", template: template, line: line, column: column) }
            return nil
        }
        let nodes = try Template(Self.indent(source, by: indent, firstLine: true), name: resolved).nodes
        cache[key] = nodes
        return (resolved, nodes)
    }

    /// Resolves `a.b.c`: `a` in the nearest frame that has it, the rest inside it; `.` is the top.
    /// A missing name is an error only where it is `required` (interpolation, dynamic names) and
    /// `missingIsError` is set; a section on a missing name simply renders as false.
    private func lookup(
        _ name: String, in stack: [MustacheValue], template: String, line: Int, column: Int, required: Bool = false
    ) throws(MustacheError) -> MustacheValue? {
        if name == "." { return stack.last }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var found: MustacheValue?
        for frame in stack.reversed() {
            if case .object(let object) = frame, let value = object[parts[0]] { found = value; break }
        }
        for part in parts.dropFirst() {
            guard case .object(let object)? = found else { found = nil; break }
            found = object[part]
        }
        if found == nil, required, options.missingIsError {
            throw MustacheError("no value named '\(name)' in the context", template: template, line: line, column: column)
        }
        return found
    }
}
