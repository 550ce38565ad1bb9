/// Reading a template's text as bytes, for the names its generated code declares
/// (`SwiftReservedNames`, `KotlinReservedNames`).
enum TemplateText {
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
