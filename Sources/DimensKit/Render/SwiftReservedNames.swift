/// The names a Swift template declares where it also declares one property per token: the
/// generated type's own members and nested types (`values`, `forSize`, `Typography`, `Scaled`)
/// and the members of nested types that repeat the tokens (`Scaled.base`, `Scaled.sized`). A
/// token taking one of them would not compile, so `NameCheck` refuses it. Read from the
/// template's text, so a member added to the template is reserved without a second list.
enum SwiftReservedNames {
    /// Names Swift gives every `Hashable` type, which no template declares.
    static let implicit: Set<String> = ["hashValue", "hash"]

    /// The reserved names of the Swift template `source`.
    static func names(in source: String) -> Set<String> {
        /// A braced block: whether it is the generated type (its declaration or an extension of
        /// it), what it declares directly, and whether it declares a property per token.
        struct Scope {
            var isGeneratedType: Bool
            var declared: Set<String> = []
            var perToken = false
        }
        var stack: [Scope] = [Scope(isGeneratedType: false)]
        var reserved = implicit
        var header = ""
        var inMultiline = false
        for rawLine in withoutMustacheComments(source).split(separator: "\n", omittingEmptySubsequences: false) {
            let line = codeOnly(withoutTags(String(rawLine)), inMultiline: &inMultiline)
            if let name = declaredName(in: line) {
                if name == "__TOKEN__" {
                    stack[stack.count - 1].perToken = true
                } else if !name.hasPrefix("__") {
                    stack[stack.count - 1].declared.insert(name)
                }
            }
            header += line
            for character in line {
                if character == "{" {
                    let isType = ["struct __TYPE__:", "struct __TYPE__ {", "extension __TYPE__ {"].contains {
                        header.contains($0)
                    }
                    stack.append(Scope(isGeneratedType: isType))
                    header = ""
                } else if character == "}", stack.count > 1 {
                    let scope = stack.removeLast()
                    if scope.isGeneratedType || scope.perToken { reserved.formUnion(scope.declared) }
                    header = ""
                }
            }
        }
        return reserved
    }

    /// A line with its Mustache tags replaced, so their braces do not count: the type's name by
    /// `__TYPE__`, a token's Swift name by `__TOKEN__`, any other tag by `__TAG__`.
    static func withoutTags(_ line: String) -> String {
        let bytes = Array(line.utf8)
        func pair(at index: Int, _ byte: UInt8) -> Bool {
            index + 1 < bytes.count && bytes[index] == byte && bytes[index + 1] == byte
        }
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard pair(at: index, UInt8(ascii: "{")) else {
                result.append(bytes[index])
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, !pair(at: end, UInt8(ascii: "}")) { end += 1 }
            guard end < bytes.count else {
                result += bytes[index...]
                break
            }
            var tag = bytes[(index + 2)..<end]
            var after = end + 2
            if tag.first == UInt8(ascii: "{"), after < bytes.count, bytes[after] == UInt8(ascii: "}") {
                tag = tag.dropFirst()
                after += 1
            }
            let text = String(decoding: tag, as: UTF8.self)
            result += (text == "typeName" ? "__TYPE__" : text == "names.swift" ? "__TOKEN__" : "__TAG__").utf8
            index = after
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The name after `var`, `let`, `func`, `struct`, `enum`, `class`, `case` or `typealias` on a
    /// line (`__TOKEN__` when it is a token's).
    static func declaredName(in line: String) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" || $0 == "," })
        for (index, word) in words.enumerated().dropLast()
        where ["var", "let", "func", "struct", "enum", "class", "case", "typealias"].contains(word) {
            let name = String(words[index + 1])
            if name.first.map({ $0.isLetter || $0 == "_" }) == true { return name }
        }
        return nil
    }

    /// A line without its comment and the text of its string literals (so their braces and
    /// words do not count).
    /// `inMultiline` carries an open `"""` string from one line to the next.
    static func codeOnly(_ line: String, inMultiline: inout Bool) -> String {
        var code = ""
        var inString = false
        let characters = Array(line)
        var i = 0
        while i < characters.count {
            let character = characters[i]
            let triple =
                character == "\"" && i + 2 < characters.count && characters[i + 1] == "\"" && characters[i + 2] == "\""
            if inMultiline {
                if triple {
                    inMultiline = false
                    i += 3
                } else {
                    i += 1
                }
                continue
            }
            if !inString, character == "/", i + 1 < characters.count, characters[i + 1] == "/" { break }
            if character == "\\", inString {
                i += 2
                continue
            }
            if triple, !inString {
                inMultiline = true
                i += 3
                continue
            }
            if character == "\"" { inString.toggle() } else if !inString { code.append(character) }
            i += 1
        }
        return code
    }

    /// The template without `{{! … }}` comments, which may span lines.
    static func withoutMustacheComments(_ source: String) -> String {
        var result = ""
        var rest = Substring(source)
        while let start = rest.range(of: "{{!") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: "}}") else { return result }
            rest = rest[end.upperBound...]
        }
        return result + rest
    }
}
