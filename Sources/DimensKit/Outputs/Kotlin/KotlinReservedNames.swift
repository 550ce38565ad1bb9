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

    /// What a Mustache interpolation becomes in the code read (`TemplateText.tag`).
    static let tag = TemplateText.tag

    /// The reserved names of the Kotlin template `source`.
    static func names(in source: String) -> Set<String> {
        var reserved: Set<String> = []
        var stack = [Scope()]
        // Parameters in parentheses (`class Units(val raw: Dimens) {`, over one line or several)
        // belong to the block the declaration opens; a new declaration starts a new list.
        var parameters = Scope()
        var depth = 0
        var previous = ""
        for token in TemplateText.tokens(TemplateText.code(source, .kotlin)) {
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
}
