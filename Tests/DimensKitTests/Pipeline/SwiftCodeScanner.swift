/// A small Swift lexer for `SwiftWords`: walks comments (nested block comments too), string
/// literals (single-line, multi-line, raw with any number of `#`) and interpolations, which may
/// nest strings of their own.
struct SwiftCodeScanner {
    let characters: [Character]
    var index = 0
    var words: Set<String> = []

    init(_ characters: [Character]) { self.characters = characters }

    /// An open string: whether it is multi-line and how many `#` close it.
    struct StringKind {
        var multiline: Bool
        var hashes: Int
    }

    func at(_ offset: Int) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    func starts(with text: String, at offset: Int = 0) -> Bool {
        for (i, character) in text.enumerated() where at(offset + i) != character { return false }
        return true
    }

    mutating func identifiers() -> Set<String> {
        scanCode(untilClosingParenthesis: false)
        return words
    }

    /// Code up to the end, or up to the `)` closing an interpolation.
    mutating func scanCode(untilClosingParenthesis: Bool) {
        var depth = 0
        var current = ""
        func flush(_ words: inout Set<String>) {
            if !current.isEmpty { words.insert(current) }
            current = ""
        }
        while let character = at(0) {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
                index += 1
                continue
            }
            flush(&words)
            if starts(with: "//") {
                while let next = at(0), next != "\n" { index += 1 }
            } else if starts(with: "/*") {
                skipBlockComment()
            } else if character == "#" || character == "\"" {
                var hashes = 0
                while at(hashes) == "#" { hashes += 1 }
                if at(hashes) == "\"" {
                    index += hashes
                    let multiline = starts(with: "\"\"\"")
                    index += multiline ? 3 : 1
                    scanString(StringKind(multiline: multiline, hashes: hashes))
                } else {
                    index += max(hashes, 1)
                }
            } else if character == "(" {
                depth += 1
                index += 1
            } else if character == ")" {
                index += 1
                if depth == 0, untilClosingParenthesis { return }
                depth -= 1
            } else {
                index += 1
            }
        }
        flush(&words)
    }

    /// A string's body, from after its opening quotes to after its closing ones; interpolations
    /// are scanned as code.
    mutating func scanString(_ kind: StringKind) {
        let hashes = String(repeating: "#", count: kind.hashes)
        let close = (kind.multiline ? "\"\"\"" : "\"") + hashes
        while at(0) != nil {
            if starts(with: "\\" + hashes + "(") {
                index += 2 + kind.hashes
                scanCode(untilClosingParenthesis: true)
            } else if starts(with: "\\" + hashes) {
                index += 2 + kind.hashes  // an escape: the next character is not a closing quote
            } else if starts(with: close) {
                index += close.count
                return
            } else if !kind.multiline, at(0) == "\n" {
                return  // an unterminated single-line string ends at its line
            } else {
                index += 1
            }
        }
    }

    /// `/* … */`, nested ones included.
    mutating func skipBlockComment() {
        var depth = 0
        while at(0) != nil {
            if starts(with: "/*") {
                depth += 1
                index += 2
            } else if starts(with: "*/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }
}
