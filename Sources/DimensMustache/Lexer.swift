/// One piece of a template: literal text or a tag, with where it starts.
struct MustacheToken {
    enum Kind: Equatable {
        case text
        case variable, unescaped
        case section, inverted, close
        case comment, delimiters
        case partial, parent, block
    }

    var kind: Kind
    /// The text of a text token, or the trimmed name of a tag.
    var content: String
    /// `{{>*name}}` and `{{<*name}}`: the name is looked up in the context.
    var dynamic = false
    var line: Int
    var column: Int
}

/// Splits a template into text and tags, following `{{=<% %>=}}` delimiter changes.
struct MustacheLexer {
    let bytes: [UInt8]
    let template: String
    private var index = 0, line = 1, column = 1
    private var open = Array("{{".utf8), close = Array("}}".utf8)

    init(_ source: String, template: String) {
        bytes = Array(source.utf8)
        self.template = template
    }

    mutating func tokens() throws(MustacheError) -> [MustacheToken] {
        var tokens: [MustacheToken] = []
        while index < bytes.count {
            let (textLine, textColumn) = (line, column)
            let start = index
            while index < bytes.count, !matches(open, at: index) { advance() }
            if index > start {
                tokens.append(
                    MustacheToken(
                        kind: .text, content: String(decoding: bytes[start..<index], as: UTF8.self), line: textLine,
                        column: textColumn))
            }
            if index < bytes.count { tokens.append(try tag()) }
        }
        return tokens
    }

    private func matches(_ pattern: [UInt8], at position: Int) -> Bool {
        position + pattern.count <= bytes.count && bytes[position..<position + pattern.count].elementsEqual(pattern)
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
    }

    private func error(_ message: String, _ line: Int, _ column: Int) -> MustacheError {
        MustacheError(message, template: template, line: line, column: column)
    }

    /// Reads the tag at the cursor (which is on an opening delimiter).
    private mutating func tag() throws(MustacheError) -> MustacheToken {
        let (tagLine, tagColumn) = (line, column)
        advance(open.count)
        let sigil = index < bytes.count ? bytes[index] : 0
        var kind = MustacheToken.Kind.variable
        var terminator = close
        switch sigil {
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: "="):
            kind = .delimiters
            terminator = Array("=".utf8) + close
        case UInt8(ascii: "{"):
            kind = .unescaped
            terminator = Array("}".utf8) + close
        case UInt8(ascii: "&"): kind = .unescaped
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .inverted
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "<"): kind = .parent
        case UInt8(ascii: "$"): kind = .block
        default: break
        }
        if kind != .variable { advance() }
        var dynamic = false
        if kind == .partial || kind == .parent {
            var probe = index
            while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") || bytes[probe] == UInt8(ascii: "\t") {
                probe += 1
            }
            if probe < bytes.count, bytes[probe] == UInt8(ascii: "*") {
                dynamic = true
                advance(probe - index + 1)
            }
        }
        let start = index
        while index < bytes.count, !matches(terminator, at: index) { advance() }
        guard index < bytes.count else {
            throw error("unclosed tag: missing '\(String(decoding: close, as: UTF8.self))'", tagLine, tagColumn)
        }
        let content = String(decoding: bytes[start..<index], as: UTF8.self).trimmingWhitespace
        advance(terminator.count)
        if kind == .delimiters {
            let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard parts.count == 2 else {
                throw error("a delimiter tag needs two delimiters, as {{=<% %>=}}", tagLine, tagColumn)
            }
            (open, close) = (Array(parts[0].utf8), Array(parts[1].utf8))
        } else if kind != .comment,
            content.isEmpty || content.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" })
        {
            throw error("invalid tag name '\(content)'", tagLine, tagColumn)
        }
        return MustacheToken(kind: kind, content: content, dynamic: dynamic, line: tagLine, column: tagColumn)
    }
}

extension String {
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        let isSpace = { (s: Unicode.Scalar) in s == " " || s == "\t" || s == "\n" || s == "\r" }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
