/// The grammar `XMLReader` reads: a prolog (the XML declaration, comments, a DOCTYPE), one root
/// element with its content, then only comments and whitespace.
extension XMLScanner {
    private static let comment = Array("<!--".utf8), commentEnd = Array("-->".utf8)
    private static let instruction = Array("<?".utf8), instructionEnd = Array("?>".utf8)
    private static let cdata = Array("<![CDATA[".utf8), cdataEnd = Array("]]>".utf8)
    private static let doctype = Array("<!DOCTYPE".utf8), endTag = Array("</".utf8)
    static let tagEnd = Array(">".utf8)
    private static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The root element of the whole text.
    mutating func document() throws(Failure) -> XMLReader.Element {
        _ = skip(Self.bom)
        let declarationOffset = index
        try misc(doctype: true, declarationAt: declarationOffset)
        guard current == UInt8(ascii: "<") else {
            throw failure(atEnd ? "the file has no root element" : "text before the root element")
        }
        let root = try element()
        try misc(doctype: false, declarationAt: declarationOffset)
        if !atEnd {
            throw failure(current == UInt8(ascii: "<") ? "a second root element" : "text after the root element")
        }
        return root
    }

    /// Whitespace, comments and processing instructions (and, before the root, a DOCTYPE).
    private mutating func misc(doctype: Bool, declarationAt declaration: Int) throws(Failure) {
        while true {
            skipWhitespace()
            let start = position
            if skip(Self.comment) {
                try skip(past: Self.commentEnd, "the comment", from: start)
            } else if starts(with: Self.instruction) {
                try instruction(declarationAt: declaration)
            } else if doctype, skip(Self.doctype) {
                try skip(past: Self.tagEnd, "the DOCTYPE", from: start)
            } else {
                return
            }
        }
    }

    /// `<?target …?>`; the XML declaration (`<?xml …?>`) only at the very start.
    private mutating func instruction(declarationAt declaration: Int) throws(Failure) {
        let start = position
        advance(2)
        let target = try name("the name of a processing instruction after '<?'")
        if target.lowercased() == "xml", start.offset != declaration {
            throw failure("the XML declaration '<?xml …?>' must come first in the file", at: start)
        }
        try skip(past: Self.instructionEnd, "the processing instruction", from: start)
    }

    /// The element at the current `<` with everything inside it, read with a stack of open
    /// elements (no recursion, so nesting costs no call depth).
    private mutating func element() throws(Failure) -> XMLReader.Element {
        var open: [XMLReader.Element] = []
        while true {
            let start = position
            if open.isEmpty, starts(with: Self.endTag) || starts(with: Self.bang) {
                throw failure("expected the root element's start tag")
            }
            if skip(Self.endTag) {
                let name = try self.name("the element's name after '</'")
                skipWhitespace()
                guard skip(Self.tagEnd) else { throw failure("expected '>' to end </\(name)>") }
                let closed = open.removeLast()
                guard name == closed.name else {
                    throw failure(
                        "</\(name)> does not close <\(closed.name)> (opened at \(closed.position))", at: start)
                }
                if open.isEmpty { return closed }
                open[open.count - 1].children.append(closed)
            } else if skip(Self.comment) {
                try skip(past: Self.commentEnd, "the comment", from: start)
            } else if skip(Self.cdata) {
                try skip(past: Self.cdataEnd, "the CDATA section", from: start)
            } else if starts(with: Self.instruction) {
                try instruction(declarationAt: -1)
            } else {
                let (element, isEmpty) = try startTag()
                if isEmpty, open.isEmpty { return element }
                if isEmpty {
                    open[open.count - 1].children.append(element)
                } else {
                    guard open.count < XMLReader.maximumDepth else {
                        throw failure("elements are nested deeper than \(XMLReader.maximumDepth) levels", at: start)
                    }
                    open.append(element)
                }
            }
            try text()
            if atEnd, let innermost = open.last {
                throw failure("the file ends inside <\(innermost.name)> (opened at \(innermost.position))")
            }
        }
    }

    /// Character data up to the next `<`: skipped, but its entities must be sound.
    private mutating func text() throws(Failure) {
        while let byte = current, byte != UInt8(ascii: "<") {
            if byte == UInt8(ascii: "&") { _ = try entity() } else { advance() }
        }
    }

    private static let bang = Array("<!".utf8)
}
