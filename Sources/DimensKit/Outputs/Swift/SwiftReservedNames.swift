/// The names a Swift template declares where it also declares one property per token: the
/// generated type's own members and nested types (`values`, `forSize`, `Typography`, `Scaled`)
/// and the members of nested types that repeat the tokens (`Scaled.base`, `Scaled.sized`), in
/// their declaration or in the extension that adds the tokens (`extension Dimens.Scaled`). A
/// token taking one of them would not compile, so `NameCheck` refuses it. Read from the
/// template's text, so a member added to the template is reserved without a second list.
enum SwiftReservedNames {
    /// Names Swift gives every `Hashable` type, which no template declares.
    static let implicit: Set<String> = ["hashValue", "hash"]

    /// The reserved names of the Swift template `source`, read as UTF-8 bytes (every character
    /// the scan looks for is ASCII).
    static func names(in source: String) -> Set<String> {
        /// A braced block: whether it is the generated type (its declaration or an extension of
        /// it), what it declares directly, and whether it declares a property per token.
        struct Scope {
            var isGeneratedType: Bool
            /// The nested type it declares or extends (`Scaled`), if any.
            var typeName: String? = nil
            var declared: Set<String> = []
            var perToken = false
        }
        var declaredByType: [String: Set<String>] = [:]
        var perTokenTypes: Set<String> = []
        let typeHeaders = ["struct __TYPE__:", "struct __TYPE__ {", "extension __TYPE__ {"].map { Array($0.utf8) }
        var stack: [Scope] = [Scope(isGeneratedType: false)]
        var reserved = implicit
        var header: [UInt8] = []
        var inMultiline = false
        let lines = TemplateText.withoutMustacheComments(Array(source.utf8)).split(
            separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for rawLine in lines {
            let line = codeOnly(withoutTags(rawLine), inMultiline: &inMultiline)
            if let name = declaredName(in: line) {
                if name == "__TOKEN__" {
                    stack[stack.count - 1].perToken = true
                } else if !name.hasPrefix("__") {
                    stack[stack.count - 1].declared.insert(name)
                }
            }
            header += line
            for byte in line {
                if byte == UInt8(ascii: "{") {
                    stack.append(
                        Scope(
                            isGeneratedType: typeHeaders.contains {
                                TemplateText.start(of: $0, in: header[...]) != nil
                            },
                            typeName: nestedTypeName(in: header)))
                    header = []
                } else if byte == UInt8(ascii: "}"), stack.count > 1 {
                    let scope = stack.removeLast()
                    if scope.isGeneratedType || scope.perToken { reserved.formUnion(scope.declared) }
                    if let name = scope.typeName {
                        declaredByType[name, default: []].formUnion(scope.declared)
                        if scope.perToken { perTokenTypes.insert(name) }
                    }
                    header = []
                }
            }
        }
        for name in perTokenTypes { reserved.formUnion(declaredByType[name] ?? []) }
        return reserved
    }

    /// The nested type a block's header declares or extends: `struct Scaled: Sendable {` and
    /// `extension __TYPE__.Scaled {` both give `Scaled`.
    static func nestedTypeName(in header: [UInt8]) -> String? {
        let text = String(decoding: header, as: UTF8.self)
        for keyword in ["extension __TYPE__.", "struct ", "enum ", "final class ", "class "] {
            guard let range = text.range(of: keyword) else { continue }
            let name = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty && name != "__TYPE__" { return String(name) }
        }
        return nil
    }

    /// A line with its Mustache tags replaced, so their braces do not count: the type's name by
    /// `__TYPE__`, a token's Swift name by `__TOKEN__`, any other tag by `__TAG__`.
    static func withoutTags(_ line: ArraySlice<UInt8>) -> [UInt8] {
        let bytes = Array(line)
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
        return result
    }

    /// The keywords whose next word `declaredName` reads.
    private static let declaringWords = ["var", "let", "func", "struct", "enum", "class", "case", "typealias"].map {
        Array($0.utf8)
    }

    /// The name after `var`, `let`, `func`, `struct`, `enum`, `class`, `case` or `typealias` on a
    /// line (`__TOKEN__` when it is a token's).
    static func declaredName(in line: [UInt8]) -> String? {
        let separators: [UInt8] = Array(" (:<,".utf8)
        let words = line.split(whereSeparator: { separators.contains($0) })
        for (index, word) in words.enumerated().dropLast()
        where declaringWords.contains(where: { word.elementsEqual($0) }) {
            let name = String(decoding: words[index + 1], as: UTF8.self)
            if name.first.map({ $0.isLetter || $0 == "_" }) == true { return name }
        }
        return nil
    }

    /// A line without its comment and the text of its string literals (so their braces and
    /// words do not count).
    /// `inMultiline` carries an open `"""` string from one line to the next.
    static func codeOnly(_ line: [UInt8], inMultiline: inout Bool) -> [UInt8] {
        let quote = UInt8(ascii: "\"")
        var code: [UInt8] = []
        var inString = false
        var i = 0
        while i < line.count {
            let byte = line[i]
            let triple = byte == quote && i + 2 < line.count && line[i + 1] == quote && line[i + 2] == quote
            if inMultiline {
                if triple {
                    inMultiline = false
                    i += 3
                } else {
                    i += 1
                }
                continue
            }
            if !inString, byte == UInt8(ascii: "/"), i + 1 < line.count, line[i + 1] == UInt8(ascii: "/") { break }
            if byte == UInt8(ascii: "\\"), inString {
                i += 2
                continue
            }
            if triple, !inString {
                inMultiline = true
                i += 3
                continue
            }
            if byte == quote { inString.toggle() } else if !inString { code.append(byte) }
            i += 1
        }
        return code
    }
}
