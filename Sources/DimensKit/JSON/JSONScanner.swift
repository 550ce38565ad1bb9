/// A cursor over UTF-8 bytes that tracks line and column as it moves.
///
/// The parser asks it for one token at a time; it owns whitespace, comments, literals and the
/// bookkeeping of positions.
struct JSONScanner {
    let bytes: [UInt8]
    let allowComments: Bool
    private(set) var index = 0
    private(set) var line = 1
    private(set) var column = 1

    init(bytes: [UInt8], allowComments: Bool) {
        self.bytes = bytes
        self.allowComments = allowComments
    }

    var isAtEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }
    var position: SourcePosition { SourcePosition(line: line, column: column, offset: index) }

    func peek(_ distance: Int) -> UInt8? {
        index + distance < bytes.count ? bytes[index + distance] : nil
    }

    /// Moves past one byte. A line break is `\n`, `\r\n` or a lone `\r`; columns count scalars,
    /// so UTF-8 continuation bytes do not move the column.
    mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && current != UInt8(ascii: "\n")) {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// Moves past `count` bytes known to be printable ASCII (one column each, no line break).
    mutating func advance(printableASCII count: Int) {
        index += count
        column += count
    }

    mutating func consume(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        advance()
        return true
    }

    mutating func skipByteOrderMark() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func skipWhitespace() throws(JSONSyntaxError) {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*"):
                guard allowComments else {
                    throw JSONSyntaxError(
                        .jsonSyntax, "comments are not allowed in this file (only in dimens.json)", at: position)
                }
                try skipComment()
            default:
                return
            }
        }
    }

    private mutating func skipComment() throws(JSONSyntaxError) {
        let start = position
        advance()
        if consume(UInt8(ascii: "/")) {
            while let byte = current, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") { advance() }
            return
        }
        advance()
        while !isAtEnd {
            if current == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                advance()
                advance()
                return
            }
            advance()
        }
        throw JSONSyntaxError(.jsonSyntax, "unterminated /* comment", at: start)
    }

    mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let start = position
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in expected {
            guard current == byte else {
                throw JSONSyntaxError(.jsonSyntax, "unexpected \(describeCurrent()); expected '\(word)'", at: start)
            }
            advance()
        }
    }

    /// A readable name for the byte under the cursor, for error messages.
    func describeCurrent() -> String {
        guard let byte = current else { return "end of file" }
        switch byte {
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        case UInt8(ascii: " "): return "a space"
        case 0x80...: return "byte 0x\(String(byte, radix: 16, uppercase: true)) (non-ASCII)"
        default: return "control character 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }
}
