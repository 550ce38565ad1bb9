/// The property names a Kotlin template declares in a class that also declares one property per
/// token (`tableRow` of the values class, `raw` of the Compose one), constructor parameters
/// included: a token taking one of them would not compile, so `NameCheck` refuses it. Read from
/// the template's text, as `SwiftReservedNames` reads Swift's, so a property added to a template
/// is reserved without a second list.
enum KotlinReservedNames {
    /// A braced block: the properties it declares directly and whether one of them is per token.
    private struct Scope {
        var declared: Set<String> = []
        var perToken = false

        mutating func declare(_ name: String) {
            // A property named by a Mustache interpolation alone (`val {{{name}}}`) is per token.
            if name == tag { perToken = true } else { declared.insert(name) }
        }
    }

    /// What a Mustache interpolation becomes in the code read: one word (`{{{typeName}}}Units` is
    /// `__TAG__Units`).
    static let tag = "__TAG__"

    /// The reserved names of the Kotlin template `source`.
    static func names(in source: String) -> Set<String> {
        var reserved: Set<String> = []
        var stack = [Scope()]
        // Parameters in parentheses (`class Units(val raw: Dimens) {`, over one line or several)
        // belong to the block the declaration opens; a new declaration starts a new list.
        var parameters = Scope()
        var depth = 0
        var previous = ""
        for token in tokens(code(source)) {
            switch token {
            case "(": depth += 1
            case ")": depth = max(depth - 1, 0)
            case "{":
                stack.append(parameters)
                parameters = Scope()
            case "}":
                guard stack.count > 1 else { break }
                let scope = stack.removeLast()
                if scope.perToken { reserved.formUnion(scope.declared) }
                parameters = Scope()
            case let word where depth == 0 && ["class", "object", "fun", "interface"].contains(word):
                parameters = Scope()
            default:
                if previous == "val" || previous == "var" {
                    if depth > 0 { parameters.declare(token) } else { stack[stack.count - 1].declare(token) }
                }
            }
            previous = token
        }
        return reserved
    }

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

    /// The template's Kotlin code: Mustache comments and section tags left out and interpolations
    /// made words; then comments (nested block comments too), string, raw string and character
    /// literals left out.
    static func code(_ template: String) -> String {
        let text = Array(
            String(decoding: TemplateText.withoutMustacheComments(Array(template.utf8)), as: UTF8.self))
        var out = ""
        var index = 0
        func at(_ offset: Int) -> Character? { index + offset < text.count ? text[index + offset] : nil }
        func starts(_ prefix: String) -> Bool { prefix.enumerated().allSatisfy { at($0.offset) == $0.element } }
        func skip(past end: String, escapes: Bool) {
            while index < text.count, !starts(end) { index += escapes && text[index] == "\\" ? 2 : 1 }
            index += end.count
        }
        while index < text.count {
            if starts("{{") {
                let isSection = ["#", "/", "^"].contains(at(2).map(String.init) ?? "")
                let close = starts("{{{") ? "}}}" : "}}"
                skip(past: close, escapes: false)
                if !isSection { out += tag }
            } else if starts("//") {
                while index < text.count, text[index] != "\n" { index += 1 }
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
            } else if starts("\"\"\"") {
                index += 3
                skip(past: "\"\"\"", escapes: false)
            } else if starts("\"") || starts("'") {
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
}
