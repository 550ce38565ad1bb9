/// Turns tokens into a tree, removing standalone lines as the spec requires.
///
/// A line holding only whitespace and one tag that renders nothing (section, inverted, close,
/// comment, delimiters, partial, parent, block) is removed with its line break; the whitespace
/// becomes the indentation of a partial or parent. Several such tags on one line count as
/// standalone only when one of them is a parent tag (`{{<parent}}{{$block}}`).
struct MustacheParser {
    /// Deeper nesting is an error: it bounds the recursion of building, rendering and freeing the tree.
    static let maximumNesting = 100

    let template: String

    func parse(_ tokens: [MustacheToken]) throws(MustacheError) -> [Node] {
        var items = markStandaloneLines(splitLines(tokens), closedKinds: try closedKinds(tokens))
        items.reverse()
        let nodes = try nodes(until: nil, from: &items)
        return nodes
    }

    /// A token, with what standalone processing decided about it.
    struct Item {
        var token: MustacheToken
        var indent = ""
        var standalone = false
        var lineIndent: String?
        var removed = false
    }

    /// Text tokens split after each line break, so that every line is a run of items.
    private func splitLines(_ tokens: [MustacheToken]) -> [Item] {
        tokens.flatMap { token -> [Item] in
            guard token.kind == .text else { return [Item(token: token)] }
            var pieces: [Item] = []
            var current = ""
            for character in token.content {
                current.append(character)
                if character == "\n" || character == "\r\n" {
                    pieces.append(
                        Item(
                            token: MustacheToken(kind: .text, content: current, line: token.line, column: token.column))
                    )
                    current = ""
                }
            }
            if !current.isEmpty {
                pieces.append(
                    Item(token: MustacheToken(kind: .text, content: current, line: token.line, column: token.column)))
            }
            return pieces
        }
    }

    /// For each close tag (by token index), the kind of the tag it closes.
    private func closedKinds(_ tokens: [MustacheToken]) throws(MustacheError) -> [String: MustacheToken.Kind] {
        var stack: [MustacheToken] = []
        var kinds: [String: MustacheToken.Kind] = [:]
        for token in tokens {
            switch token.kind {
            case .section, .inverted, .parent, .block:
                stack.append(token)
                if stack.count > Self.maximumNesting {
                    throw error("sections nest more than \(Self.maximumNesting) levels deep", token)
                }
            case .close:
                guard let open = stack.popLast() else { throw error("'{{/\(token.content)}}' closes nothing", token) }
                guard open.content == token.content else {
                    throw error(
                        "'{{/\(token.content)}}' does not match the open '\(open.content)' at \(open.line):\(open.column)",
                        token)
                }
                kinds["\(token.line):\(token.column)"] = open.kind
            default: break
            }
        }
        if let open = stack.last { throw error("'\(open.content)' is never closed", open) }
        return kinds
    }

    private func markStandaloneLines(_ items: [Item], closedKinds: [String: MustacheToken.Kind]) -> [Item] {
        var items = items
        var start = 0
        let silent: [MustacheToken.Kind] = [
            .section, .inverted, .close, .comment, .delimiters, .partial, .parent, .block,
        ]
        while start < items.count {
            var end = start
            while end < items.count, !(items[end].token.kind == .text && items[end].token.content.endsLine) { end += 1 }
            let line = start..<min(end + 1, items.count)
            let tags = line.filter { items[$0].token.kind != .text }
            let texts = line.filter { items[$0].token.kind == .text }
            let blank = texts.allSatisfy {
                items[$0].token.content.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" }
            }
            let involvesParent = tags.contains {
                items[$0].token.kind == .parent
                    || closedKinds["\(items[$0].token.line):\(items[$0].token.column)"] == .parent
            }
            let leading = line.prefix { items[$0].token.kind == .text }.map { items[$0].token.content }.joined()
            if !tags.isEmpty, blank, tags.allSatisfy({ silent.contains(items[$0].token.kind) }),
                tags.count == 1 || involvesParent
            {
                for i in texts { items[i].removed = true }
                for i in tags {
                    items[i].standalone = true
                    items[i].indent = leading
                    items[i].lineIndent = leading
                }
            } else if let first = tags.first, leading.allSatisfy({ $0 == " " || $0 == "\t" }) {
                items[first].lineIndent = leading
            }
            start = end + 1
        }
        return items
    }

    private func error(_ message: String, _ token: MustacheToken) -> MustacheError {
        MustacheError(message, template: template, line: token.line, column: token.column)
    }

    /// Builds nodes from the reversed item list until the close tag of `name`.
    private func nodes(until name: String?, from items: inout [Item]) throws(MustacheError) -> [Node] {
        var nodes: [Node] = []
        while let item = items.popLast() {
            let token = item.token
            switch token.kind {
            case .text: if !item.removed { nodes.append(.text(token.content)) }
            case .variable, .unescaped:
                nodes.append(
                    .variable(
                        name: Name(token.content), escaped: token.kind == .variable, line: token.line,
                        column: token.column))
            case .comment, .delimiters: continue
            case .close: return nodes
            case .section, .inverted:
                let children = try self.nodes(until: token.content, from: &items)
                nodes.append(
                    .section(
                        name: Name(token.content), inverted: token.kind == .inverted, children: children,
                        line: token.line, column: token.column))
            case .partial:
                nodes.append(
                    .partial(
                        name: token.content, dynamic: token.dynamic, indent: item.indent, line: token.line,
                        column: token.column))
            case .block:
                let children = try self.nodes(until: token.content, from: &items)
                nodes.append(
                    .block(
                        Block(
                            name: token.content, children: children, standalone: item.standalone,
                            lineIndent: item.lineIndent)))
            case .parent:
                var overrides: [String: Block] = [:]
                for case .block(var block) in try self.nodes(until: token.content, from: &items) {
                    if block.standalone, let indent = block.children.firstLineIndent {
                        block.children = block.children.dedented(by: indent)
                    }
                    overrides[block.name] = block
                }
                nodes.append(
                    .parent(
                        name: token.content, dynamic: token.dynamic, indent: item.indent, overrides: overrides,
                        line: token.line, column: token.column))
            }
        }
        return nodes
    }
}

extension String {
    /// Ends with `\n` or `\r\n` (one `Character` in Swift).
    var endsLine: Bool { hasSuffix("\n") || hasSuffix("\r\n") }
}
