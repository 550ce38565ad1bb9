extension JSONScanner {
    /// Scans a number by RFC 8259's grammar and keeps its literal text.
    mutating func scanNumber() throws(JSONSyntaxError) -> JSONNumber {
        let start = index
        let startPosition = position
        _ = consume(UInt8(ascii: "-"))
        if current == UInt8(ascii: "0") {
            advance()
            if let next = current, isDigit(next) {
                throw JSONSyntaxError(.jsonSyntax, "numbers must not have leading zeros", at: startPosition)
            }
        } else {
            try scanDigits(after: "'-'", numberStart: startPosition)
        }
        if consume(UInt8(ascii: ".")) {
            try scanDigits(after: "the decimal point", numberStart: startPosition)
        }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            try scanDigits(after: "the exponent", numberStart: startPosition)
        }
        return JSONNumber(literal: String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func scanDigits(after what: String, numberStart: SourcePosition) throws(JSONSyntaxError) {
        guard let first = current, isDigit(first) else {
            throw JSONSyntaxError(
                .jsonSyntax, "expected a digit after \(what) in a number, found \(describeCurrent())", at: position)
        }
        while let byte = current, isDigit(byte) { advance() }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
