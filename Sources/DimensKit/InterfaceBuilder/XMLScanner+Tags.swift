/// The tags of `XMLReader`'s grammar: a start tag with its attributes.
extension XMLScanner {
    private static let emptyEnd = Array("/>".utf8), equals = Array("=".utf8)

    /// `<name attr="value" …>` or `<name …/>`; true when the element is empty (`/>`). A name
    /// given twice is found through a set of the names so far: one lookup per attribute, however
    /// many the element has (`attributeLookups` counts them).
    mutating func startTag() throws(Failure) -> (XMLReader.Element, Bool) {
        let start = position
        advance()
        var element = XMLReader.Element(name: try name("an element name after '<'"), position: start)
        var names = Set<String>()
        while true {
            let spaced = skipWhitespace()
            if skip(Self.emptyEnd) { return (element, true) }
            if skip(Self.tagEnd) { return (element, false) }
            if atEnd { throw failure("the file ends inside the tag <\(element.name)> at \(start)") }
            guard spaced else { throw failure("expected whitespace, '>' or '/>' in <\(element.name)>") }
            let attribute = try self.attribute()
            attributeLookups += 1
            guard names.insert(attribute.name).inserted else {
                throw failure(
                    "attribute '\(attribute.name)' appears twice in <\(element.name)>", at: attribute.namePosition)
            }
            element.attributes.append(attribute)
        }
    }

    /// `name="value"` or `name='value'`, the value's entities decoded and its literal tabs and line
    /// breaks read as spaces (XML's attribute-value normalisation).
    private mutating func attribute() throws(Failure) -> XMLReader.Attribute {
        let namePosition = position
        let name = try self.name("an attribute name")
        skipWhitespace()
        guard skip(Self.equals) else { throw failure("expected '=' after the attribute name '\(name)'") }
        skipWhitespace()
        guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw failure("expected the value of '\(name)' in quotes")
        }
        let opening = position
        advance()
        let valuePosition = position
        var value: [UInt8] = []
        while true {
            guard let byte = current else { throw failure("the value of '\(name)' at \(opening) is never closed") }
            if byte == quote {
                advance()
                break
            } else if byte == UInt8(ascii: "<") {
                throw failure("'<' is not allowed in an attribute value; write '&lt;'")
            } else if byte == UInt8(ascii: "&") {
                value += Array(String(Character(try entity())).utf8)
            } else {
                value.append(byte == 0x09 || byte == 0x0A || byte == 0x0D ? 0x20 : byte)
                advance()
            }
        }
        return XMLReader.Attribute(
            name: name, value: String(decoding: value, as: UTF8.self), namePosition: namePosition,
            valuePosition: valuePosition)
    }
}
