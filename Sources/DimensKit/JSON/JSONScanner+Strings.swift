extension JSONScanner {
    /// Scans a string literal starting at its opening quote and returns its decoded text.
    /// Rejects raw control characters, unknown escapes, lone surrogates and invalid UTF-8.
    mutating func scanString() throws(JSONSyntaxError) -> String {
        let start = position
        advance()
        // Most strings are printable ASCII without escapes: found by one scan, copied once.
        var end = index
        while end < bytes.count, (0x20..<0x80).contains(bytes[end]), bytes[end] != UInt8(ascii: "\""),
            bytes[end] != UInt8(ascii: "\\")
        {
            end += 1
        }
        let plain = index..<end
        advance(printableASCII: plain.count)
        if current == UInt8(ascii: "\"") {
            advance()
            return String(decoding: bytes[plain], as: UTF8.self)
        }
        var utf8 = Array(bytes[plain])
        while true {
            guard let byte = current else {
                throw JSONSyntaxError(.jsonSyntax, "unterminated string", at: start)
            }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try scanEscape(into: &utf8)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw JSONSyntaxError(
                    .jsonSyntax, "unterminated string (a line break inside a string must be written as \\n)", at: start)
            case 0..<0x20:
                throw JSONSyntaxError(
                    .jsonString, "control character 0x\(String(byte, radix: 16)) must be escaped in a string",
                    at: position)
            case 0x20..<0x80:
                utf8.append(byte)
                advance()
            default:
                try scanMultiByteScalar(into: &utf8)
            }
        }
    }

    private mutating func scanEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        let start = position
        advance()
        guard let byte = current else { throw JSONSyntaxError(.jsonSyntax, "unterminated string", at: start) }
        advance()
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"): utf8.append(contentsOf: try scanUnicodeEscape(start: start).utf8)
        default:
            throw JSONSyntaxError(.jsonString, "unknown escape sequence in a string", at: start)
        }
    }

    /// `\uXXXX`, joining a surrogate pair written as two escapes. The cursor is after the `u`.
    private mutating func scanUnicodeEscape(start: SourcePosition) throws(JSONSyntaxError) -> String {
        let first = try scanHex4(escapeStart: start)
        if (0xDC00...0xDFFF).contains(first) {
            throw JSONSyntaxError(
                .jsonString, "lone low surrogate \\u\(String(first, radix: 16)) in a string", at: start)
        }
        guard (0xD800...0xDBFF).contains(first) else { return String(Unicode.Scalar(first)!) }
        guard current == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
            throw JSONSyntaxError(
                .jsonString, "high surrogate \\u\(String(first, radix: 16)) is not followed by a low surrogate",
                at: start)
        }
        let secondStart = position
        advance()
        advance()
        let second = try scanHex4(escapeStart: secondStart)
        guard (0xDC00...0xDFFF).contains(second) else {
            throw JSONSyntaxError(
                .jsonString, "high surrogate \\u\(String(first, radix: 16)) is not followed by a low surrogate",
                at: start)
        }
        let scalar = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        return String(Unicode.Scalar(scalar)!)
    }

    private mutating func scanHex4(escapeStart: SourcePosition) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexValue(byte) else {
                throw JSONSyntaxError(.jsonString, "\\u must be followed by four hexadecimal digits", at: escapeStart)
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Copies one well-formed UTF-8 sequence of 2–4 bytes (RFC 3629: no overlongs, no surrogates).
    private mutating func scanMultiByteScalar(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        let start = position
        let lead = bytes[index]
        let (length, secondRange): (Int, ClosedRange<UInt8>) =
            switch lead {
            case 0xC2...0xDF: (2, 0x80...0xBF)
            case 0xE0: (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
            case 0xED: (3, 0x80...0x9F)
            case 0xF0: (4, 0x90...0xBF)
            case 0xF1...0xF3: (4, 0x80...0xBF)
            case 0xF4: (4, 0x80...0x8F)
            default: (0, 0...0)
            }
        let invalid = JSONSyntaxError(.jsonString, "invalid UTF-8 in a string (the file must be UTF-8)", at: start)
        guard length > 0, let second = peek(1), secondRange.contains(second) else { throw invalid }
        for offset in 2..<length {
            guard let next = peek(offset), (0x80...0xBF).contains(next) else { throw invalid }
        }
        utf8.append(contentsOf: bytes[index..<index + length])
        for _ in 0..<length { advance() }
    }
}
