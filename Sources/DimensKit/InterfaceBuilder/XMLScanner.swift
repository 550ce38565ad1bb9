/// The cursor of `XMLReader` over a file's bytes: where it is (line, column in Unicode scalars,
/// byte offset) and the small steps every part of the grammar takes.
struct XMLScanner {
    /// Where and why the text stops being well-formed XML.
    struct Failure: Error {
        var message: String
        var position: SourcePosition
    }

    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1
    /// How many times a start tag looked an attribute's name up among the tag's earlier ones.
    var attributeLookups = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var position: SourcePosition { SourcePosition(line: line, column: column, offset: index) }
    var atEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func failure(_ message: String, at position: SourcePosition? = nil) -> Failure {
        Failure(message: message, position: position ?? self.position)
    }

    /// Moves past `count` bytes; a column is one Unicode scalar (UTF-8 continuation bytes add none).
    mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < bytes.count {
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

    func starts(with text: [UInt8]) -> Bool {
        index + text.count <= bytes.count && bytes[index..<index + text.count].elementsEqual(text)
    }

    /// Moves past `text` when it comes next.
    mutating func skip(_ text: [UInt8]) -> Bool {
        guard starts(with: text) else { return false }
        advance(text.count)
        return true
    }

    /// Moves past spaces, tabs and line breaks; true when there were any.
    @discardableResult mutating func skipWhitespace() -> Bool {
        let start = index
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
        return index > start
    }

    /// Moves past everything up to and including `terminator`; `what` names the construct for the
    /// error when the file ends first (reported where it started).
    mutating func skip(past terminator: [UInt8], _ what: String, from start: SourcePosition) throws(Failure) {
        while !atEnd {
            if skip(terminator) { return }
            advance()
        }
        throw failure("\(what) at \(start) is never closed with '\(String(decoding: terminator, as: UTF8.self))'")
    }

    /// An XML name: a letter, `_`, `:` or any non-ASCII character, then those, digits, `-` and `.`.
    mutating func name(_ what: String) throws(Failure) -> String {
        func isStart(_ byte: UInt8) -> Bool {
            ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: ":") || byte >= 0x80
        }
        guard let first = current, isStart(first) else { throw failure("expected \(what)") }
        let start = index
        while let byte = current,
            isStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".")
        {
            advance()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The character an entity at the current `&` stands for: `&amp;`, `&lt;`, `&gt;`, `&quot;`,
    /// `&apos;`, `&#38;` or `&#x26;`.
    mutating func entity() throws(Failure) -> Unicode.Scalar {
        let start = position
        advance()
        let from = index
        while let byte = current, byte != UInt8(ascii: ";"), index - from < 12, byte > 0x20, byte != UInt8(ascii: "<") {
            advance()
        }
        guard current == UInt8(ascii: ";") else {
            throw failure("'&' must start an entity such as '&amp;' and end with ';'", at: start)
        }
        let name = String(decoding: bytes[from..<index], as: UTF8.self)
        advance()
        let named: [String: Unicode.Scalar] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        if let scalar = named[name] { return scalar }
        let digits = name.hasPrefix("#x") ? name.dropFirst(2) : name.dropFirst()
        if name.hasPrefix("#"), !digits.isEmpty, let value = UInt32(digits, radix: name.hasPrefix("#x") ? 16 : 10),
            let scalar = Unicode.Scalar(value), value == 0x9 || value == 0xA || value == 0xD || value >= 0x20
        {
            return scalar
        }
        throw failure(
            name.hasPrefix("#")
                ? "'&\(name);' is not a character XML allows"
                : "unknown entity '&\(name);' (XML knows &amp; &lt; &gt; &quot; &apos; and numeric ones)", at: start)
    }
}
