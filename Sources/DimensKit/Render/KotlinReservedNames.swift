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
            // A Mustache interpolation (`{{{name}}}`) names the tokens' properties.
            if name == "__TAG__" { perToken = true } else { declared.insert(name) }
        }
    }

    /// The reserved names of the Kotlin template `source`.
    static func names(in source: String) -> Set<String> {
        var reserved: Set<String> = []
        var stack = [Scope()]
        var inRawString = false
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            // Parameters declared in parentheses (`class Units(val raw: Dimens) {`) belong to the
            // block the line opens; other declarations to the block the line is in.
            var parameters = Scope()
            var depth = 0
            var previous = ""
            for token in tokens(codeOnly(rawLine, inRawString: &inRawString)) {
                switch token {
                case "(": depth += 1
                case ")": depth = max(depth - 1, 0)
                case "{":
                    stack.append(parameters)
                    parameters = Scope()
                case "}" where stack.count > 1:
                    let scope = stack.removeLast()
                    if scope.perToken { reserved.formUnion(scope.declared) }
                default:
                    if previous == "val" || previous == "var" {
                        if depth > 0 { parameters.declare(token) } else { stack[stack.count - 1].declare(token) }
                    }
                }
                previous = token
            }
        }
        return reserved
    }

    /// The words and the brackets `(`, `)`, `{`, `}` of a line of code; each Mustache tag is one
    /// word, `__TAG__`.
    static func tokens(_ code: String) -> [String] {
        var text = code
        while let open = text.range(of: "{{"), let close = text.range(of: "}}", range: open.upperBound..<text.endIndex)
        {
            let end = text[close.upperBound...].hasPrefix("}") ? text.index(after: close.upperBound) : close.upperBound
            text.replaceSubrange(open.lowerBound..<end, with: " __TAG__ ")
        }
        var tokens: [String] = []
        var current = ""
        for character in text {
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

    /// The code of a line: comments, string literals, the lines of a raw string, and Mustache
    /// comments and section tags left out (interpolations stay: they stand for names).
    static func codeOnly(_ line: Substring, inRawString: inout Bool) -> String {
        let rawQuotes = line.components(separatedBy: "\"\"\"").count - 1
        if inRawString {
            if rawQuotes % 2 == 1 { inRawString = false }
            return ""
        }
        if rawQuotes % 2 == 1 { inRawString = true }
        let trimmed = line.drop { $0 == " " }
        if ["//", "*", "/*", "{{!", "{{#", "{{/", "{{^"].contains(where: { trimmed.hasPrefix($0) }) { return "" }
        var code = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if character == "\"", previous != "\\" {
                inString.toggle()
            } else if !inString {
                if character == "/", previous == "/" {
                    code.removeLast()
                    break
                }
                code.append(character)
            }
            previous = character
        }
        return code
    }
}
