/// A tag's name, split at its dots once, when the template is parsed.
struct Name: Sendable {
    let text: String
    let parts: [String]
    /// `{{.}}`: the current item itself.
    var isImplicit: Bool { text == "." }

    init(_ text: String) {
        self.text = text
        parts = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}

/// A parsed template, as a tree.
indirect enum Node: Sendable {
    case text(String)
    /// Text as the renderer writes it: every `text` of a parsed template becomes this, so that
    /// writing it is one copy of bytes.
    case utf8([UInt8])
    case variable(name: Name, escaped: Bool, line: Int, column: Int)
    case section(name: Name, inverted: Bool, children: [Node], line: Int, column: Int)
    case partial(name: String, dynamic: Bool, indent: String, line: Int, column: Int)
    /// `{{<parent}}…{{/parent}}` with the blocks it overrides.
    case parent(name: String, dynamic: Bool, indent: String, overrides: [String: Block], line: Int, column: Int)
    case block(Block)
}

/// `{{$name}}…{{/name}}`: a default at an expansion site, or an override inside a parent tag.
struct Block: Sendable {
    var name: String
    var children: [Node]
    /// The open tag stood alone on its line (the line was removed).
    var standalone = false
    /// The whitespace before the open tag when only whitespace precedes it on its line.
    var lineIndent: String?
    /// The leading whitespace of the default content's first text, read before `encodingText`
    /// joins texts that a comment or delimiter tag kept apart.
    private var intrinsicIndent: String?

    init(name: String, children: [Node], standalone: Bool = false, lineIndent: String? = nil) {
        (self.name, self.children, self.standalone, self.lineIndent) = (name, children, standalone, lineIndent)
    }

    /// The same block with its text as UTF-8 bytes.
    var encodingText: Block {
        var block = self
        block.intrinsicIndent = children.firstLineIndent
        block.children = children.encodingText
        return block
    }

    /// Where an override is re-indented: a standalone site at its default content's own
    /// indentation (or the tag's when there is no default), an inline site after its first line.
    var expansionIndent: (indent: String, firstLine: Bool)? {
        if standalone { return (intrinsicIndent ?? lineIndent ?? "", true) }
        guard let lineIndent, !lineIndent.isEmpty else { return nil }
        return (lineIndent, false)
    }
}

extension [Node] {
    /// The same nodes with every text as UTF-8 bytes, inside sections and blocks too, and texts
    /// side by side (the parser splits text at each line) joined into one.
    var encodingText: [Node] {
        var encoded: [Node] = []
        for node in self {
            if case .text(let text) = node {
                if case .utf8(let before)? = encoded.last {
                    encoded[encoded.count - 1] = .utf8(before + [UInt8](text.utf8))
                } else {
                    encoded.append(.utf8([UInt8](text.utf8)))
                }
            } else {
                encoded.append(node.encodingText)
            }
        }
        return encoded
    }

    /// The leading spaces and tabs of the first line, when the nodes start with text (as parsed,
    /// before `encodingText`).
    var firstLineIndent: String? {
        guard case .text(let text)? = first else { return nil }
        let indent = text.prefix { $0 == " " || $0 == "\t" }
        return indent.isEmpty ? nil : String(indent)
    }

    /// Removes `indent` from the start of every line (an override's indentation at its site of
    /// definition), recursively, so that it can be re-indented where it is expanded. Parsed
    /// nodes only: text already encoded is left as it is.
    func dedented(by indent: String) -> [Node] {
        var atLineStart = true
        return dedent(indent, atLineStart: &atLineStart)
    }

    private func dedent(_ indent: String, atLineStart: inout Bool) -> [Node] {
        map { node in
            switch node {
            case .text(let text):
                var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                for i in lines.indices where i > 0 || atLineStart {
                    if lines[i].hasPrefix(indent) { lines[i].removeFirst(indent.count) }
                }
                atLineStart = text.hasSuffix("\n")
                return .text(lines.joined(separator: "\n"))
            case .section(let name, let inverted, let children, let line, let column):
                let inner = children.dedent(indent, atLineStart: &atLineStart)
                return .section(name: name, inverted: inverted, children: inner, line: line, column: column)
            case .block(var block):
                block.children = block.children.dedent(indent, atLineStart: &atLineStart)
                if let lineIndent = block.lineIndent, lineIndent.hasPrefix(indent) {
                    block.lineIndent = String(lineIndent.dropFirst(indent.count))
                }
                return .block(block)
            default:
                atLineStart = false
                return node
            }
        }
    }
}

extension Node {
    /// This node with its text, and its children's, as UTF-8 bytes.
    var encodingText: Node {
        switch self {
        case .text(let text): .utf8(Array(text.utf8))
        case .section(let name, let inverted, let children, let line, let column):
            .section(name: name, inverted: inverted, children: children.encodingText, line: line, column: column)
        case .parent(let name, let dynamic, let indent, let overrides, let line, let column):
            .parent(
                name: name, dynamic: dynamic, indent: indent, overrides: overrides.mapValues(\.encodingText),
                line: line, column: column)
        case .block(let block): .block(block.encodingText)
        default: self
        }
    }
}
