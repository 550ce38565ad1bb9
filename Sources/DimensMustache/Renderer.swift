/// Walks a template tree with one context stack and the block overrides in force, writing into
/// one byte buffer.
struct Renderer {
    /// One level of the context stack.
    enum Frame {
        case value(MustacheValue)
        /// Inside an element of a lazy list that supplies positions: answers `first` and `last`.
        case position(first: Bool, last: Bool)
    }

    let partials: @Sendable (String) -> String?
    let options: Template.Options
    var output: [UInt8] = []
    var stack: [Frame] = []
    /// Parsed partials by name and indentation.
    private var cache: [String: [Node]] = [:]
    /// Sections and partials open at once; deeper is an error (recursive partials, for example).
    static let maximumDepth = 200

    init(partials: @escaping @Sendable (String) -> String?, options: Template.Options) {
        self.partials = partials
        self.options = options
    }

    mutating func render(_ nodes: [Node], template: String, overrides: [String: Block], depth: Int)
        throws(MustacheError)
    {
        for node in nodes {
            switch node {
            case .text(let text):
                output.append(contentsOf: text.utf8)
            case .utf8(let bytes):
                output.append(contentsOf: bytes)
            case .variable(let name, let escaped, let line, let column):
                guard let value = try lookup(name, template: template, line: line, column: column, required: true)
                else { continue }
                write(value, escaped: escaped)
                try checkSize(template: template, line: line, column: column)
            case .section(let name, let inverted, let children, let line, let column):
                try renderSection(
                    name, inverted: inverted, children: children, template: template, overrides: overrides,
                    depth: depth, line: line, column: column)
            case .partial(let name, let dynamic, let indent, let line, let column):
                guard
                    let (partialName, nodes) = try include(
                        name, dynamic: dynamic, indent: indent, from: template, line: line, column: column, depth: depth
                    )
                else { continue }
                try render(nodes, template: partialName, overrides: overrides, depth: depth + 1)
            case .parent(let name, let dynamic, let indent, let blocks, let line, let column):
                guard
                    let (parentName, nodes) = try include(
                        name, dynamic: dynamic, indent: indent, from: template, line: line, column: column, depth: depth
                    )
                else { continue }
                // The most derived definition wins: overrides already in force beat this parent tag's.
                let merged = blocks.merging(overrides) { _, outer in outer }
                try render(nodes, template: parentName, overrides: merged, depth: depth + 1)
            case .block(let block):
                try renderBlock(block, template: template, overrides: overrides, depth: depth)
            }
        }
    }

    /// A section: its children once for each element of a list (the element on top of the
    /// stack), once with a truthy value on top, or, inverted, once when the value is falsey.
    private mutating func renderSection(
        _ name: Name, inverted: Bool, children: [Node], template: String, overrides: [String: Block], depth: Int,
        line: Int, column: Int
    ) throws(MustacheError) {
        let value = try lookup(name, template: template, line: line, column: column) ?? .null
        let inner = try deeper(depth, template: template, line: line, column: column)
        if inverted {
            if value.isFalsey { try render(children, template: template, overrides: overrides, depth: inner) }
            return
        }
        // Frames are pushed and popped around each render; an error ends the whole render,
        // so nothing needs unwinding then.
        switch value {
        case .list(let items):
            for item in items {
                stack.append(.value(item))
                try render(children, template: template, overrides: overrides, depth: inner)
                stack.removeLast()
                try checkSize(template: template, line: line, column: column)
            }
        case .lazyList(let list):
            let count = list.count
            let positions = list.suppliesPositions
            for index in 0..<count {
                if positions { stack.append(.position(first: index == 0, last: index == count - 1)) }
                stack.append(.value(list.element(at: index)))
                try render(children, template: template, overrides: overrides, depth: inner)
                // One at a time: `removeLast(k)` destroys through the generic path.
                stack.removeLast()
                if positions { stack.removeLast() }
                try checkSize(template: template, line: line, column: column)
            }
        case _ where !value.isFalsey:
            stack.append(.value(value))
            try render(children, template: template, overrides: overrides, depth: inner)
            stack.removeLast()
        default:
            break
        }
    }

    /// A block: the override in force for its name, re-indented as the block's site asks
    /// (`Block.expansionIndent`); else the block's own children.
    private mutating func renderBlock(_ block: Block, template: String, overrides: [String: Block], depth: Int)
        throws(MustacheError)
    {
        guard let override = overrides[block.name] else {
            try render(block.children, template: template, overrides: overrides, depth: depth)
            return
        }
        let start = output.count
        try render(override.children, template: template, overrides: overrides, depth: depth)
        if let (indent, firstLine) = block.expansionIndent {
            let expanded = Self.indent(
                String(decoding: output[start...], as: UTF8.self), by: indent, firstLine: firstLine)
            output.replaceSubrange(start..., with: expanded.utf8)
        }
    }

    private mutating func write(_ value: MustacheValue, escaped: Bool) {
        switch value {
        case .number, .bool, .null: output.append(contentsOf: value.text.utf8)
        default: output.append(contentsOf: (escaped ? options.escape(value.text) : value.text).utf8)
        }
    }

    /// An error once the output passes `options.maximumBytes`: checked after each interpolation
    /// and each element of a list, so no loop can grow it without bound.
    private func checkSize(template: String, line: Int, column: Int) throws(MustacheError) {
        guard output.count > options.maximumBytes else { return }
        throw MustacheError(
            "the output passes \(options.maximumBytes) bytes", template: template, line: line, column: column,
            isSizeLimit: true)
    }

    /// One level deeper, or an error past `maximumDepth`.
    private func deeper(_ depth: Int, template: String, line: Int, column: Int) throws(MustacheError) -> Int {
        guard depth < Self.maximumDepth else {
            throw MustacheError(
                "sections and partials nest more than \(Self.maximumDepth) levels deep (a recursive partial?)",
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
        _ name: String, dynamic: Bool, indent: String, from template: String, line: Int, column: Int, depth: Int
    ) throws(MustacheError) -> (String, [Node])? {
        _ = try deeper(depth, template: template, line: line, column: column)
        let resolved =
            dynamic
            ? (try lookup(Name(name), template: template, line: line, column: column, required: true))?.text ?? ""
            : name
        let key = "\(resolved)\u{0}\(indent)"
        if let cached = cache[key] { return (resolved, cached) }
        guard let source = partials(resolved) else {
            if options.missingIsError {
                throw MustacheError("no partial named '\(resolved)'", template: template, line: line, column: column)
            }
            return nil
        }
        let nodes = try Template(Self.indent(source, by: indent, firstLine: true), name: resolved).nodes
        cache[key] = nodes
        return (resolved, nodes)
    }

    /// Resolves `a.b.c`: `a` in the nearest frame that has it, the rest inside it; `.` is the top.
    /// A missing name is an error only where it is `required` (interpolation, dynamic names) and
    /// `missingIsError` is set; a section on a missing name simply renders as false.
    private func lookup(_ name: Name, template: String, line: Int, column: Int, required: Bool = false)
        throws(MustacheError) -> MustacheValue?
    {
        var index = stack.count - 1
        if name.isImplicit {
            while index >= 0 {
                if case .value(let value) = stack[index] { return value }
                index -= 1
            }
            return nil
        }
        var found: MustacheValue?
        let head = name.parts[0]
        search: while index >= 0 {
            switch stack[index] {
            case .value(let value):
                if let member = value.member(head) {
                    found = member
                    break search
                }
            case .position(let first, let last):
                if head == "first" {
                    found = .bool(first)
                    break search
                }
                if head == "last" {
                    found = .bool(last)
                    break search
                }
            }
            index -= 1
        }
        for part in name.parts.dropFirst() {
            found = found?.member(part)
            if found == nil { break }
        }
        if found == nil, required, options.missingIsError {
            throw MustacheError(
                "no value named '\(name.text)' in the context", template: template, line: line, column: column)
        }
        return found
    }
}
