/// Reading a template's text, for the names its generated code declares or uses
/// (`SwiftReservedNames`, `KotlinReservedNames`, `TypeScriptReservedNames`).
enum TemplateText {
    /// The comments and literals of the code a template writes, which `code(_:_:)` leaves out.
    enum Syntax {
        /// Kotlin: `//`, nested `/* */`, `"…"`, `'…'` and raw `"""…"""`.
        case kotlin
        /// TypeScript: `//`, `/* */` (not nested), `"…"`, `'…'` and template literals `` `…` ``.
        case typescript
    }

    /// What a Mustache interpolation becomes in the code read: one word (`{{{typeName}}}Units` is
    /// `__TAG__Units`).
    static let tag = "__TAG__"

    /// The words and the brackets `(`, `)`, `{`, `}` of `code`.
    static func tokens(_ code: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
                continue
            }
            if !current.isEmpty { tokens.append(current) }
            current = ""
            if "(){}".contains(character) { tokens.append(String(character)) }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// The template's code: Mustache comments and section tags left out and interpolations made
    /// words (`tag`); then the comments and string and character literals of `syntax` left out.
    static func code(_ template: String, _ syntax: Syntax) -> String {
        let text = Array(String(decoding: withoutMustacheComments(Array(template.utf8)), as: UTF8.self))
        var out = ""
        var index = 0
        func at(_ offset: Int) -> Character? { index + offset < text.count ? text[index + offset] : nil }
        func starts(_ prefix: String) -> Bool { prefix.enumerated().allSatisfy { at($0.offset) == $0.element } }
        func skip(past end: String, escapes: Bool) {
            while index < text.count, !starts(end) { index += escapes && text[index] == "\\" ? 2 : 1 }
            index += end.count
        }
        let quotes: Set<Character> = syntax == .kotlin ? ["\"", "'"] : ["\"", "'", "`"]
        while index < text.count {
            if starts("{{") {
                let isSection = ["#", "/", "^"].contains(at(2).map(String.init) ?? "")
                let close = starts("{{{") ? "}}}" : "}}"
                skip(past: close, escapes: false)
                if !isSection { out += tag }
            } else if starts("//") {
                while index < text.count, text[index] != "\n" { index += 1 }
            } else if starts("/*"), syntax == .typescript {
                index += 2
                skip(past: "*/", escapes: false)
            } else if starts("/*") {
                var nesting = 0
                while index < text.count {
                    if starts("/*") {
                        nesting += 1
                        index += 2
                    } else if starts("*/") {
                        nesting -= 1
                        index += 2
                        if nesting == 0 { break }
                    } else {
                        index += 1
                    }
                }
            } else if syntax == .kotlin, starts("\"\"\"") {
                index += 3
                skip(past: "\"\"\"", escapes: false)
            } else if quotes.contains(text[index]) {
                let quote = String(text[index])
                index += 1
                skip(past: quote, escapes: true)
            } else {
                out.append(text[index])
                index += 1
            }
        }
        return out
    }

    /// The template without `{{! … }}` comments, which may span lines.
    static func withoutMustacheComments(_ source: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var rest = source[...]
        while let open = start(of: Array("{{!".utf8), in: rest) {
            result += rest[..<open]
            guard let close = start(of: Array("}}".utf8), in: rest[(open + 3)...]) else { return result }
            rest = rest[(close + 2)...]
        }
        return result + rest
    }

    /// Where `pattern` first occurs in `bytes` (an index of `bytes`), or nil.
    static func start(of pattern: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = bytes.startIndex
        while index <= bytes.endIndex - pattern.count {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
