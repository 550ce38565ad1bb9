/// A small XML reader of dimens' own, enough for the files Xcode writes (storyboards and xibs):
/// elements, their attributes with `"` or `'` quotes, the five named entities and numeric ones,
/// comments, processing instructions (the XML declaration), a DOCTYPE and CDATA (both skipped).
///
/// It keeps where each attribute's value starts (the first character inside its quotes), so a
/// finding about a value points at it. A file that is not well-formed is one error at the first
/// place it breaks (`ib.xml`): XML has no recovery. Pure: it reads the bytes of a `SourceFile`.
package enum XMLReader {
    /// One attribute of an element: its name, its value with entities decoded, and where both start.
    package struct Attribute: Sendable, Hashable {
        package var name: String
        package var value: String
        package var namePosition: SourcePosition
        /// The first character of the value, inside the quotes (the closing quote when empty).
        package var valuePosition: SourcePosition
    }

    /// One element: its name, where its `<` is, its attributes in order and its child elements
    /// (text, comments and CDATA are not kept).
    package struct Element: Sendable {
        package var name: String
        package var position: SourcePosition
        package var attributes: [Attribute] = []
        package var children: [Element] = []

        /// The attribute named `name`, if the element has it.
        package func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }
    }

    /// Elements nested deeper are refused: Xcode's files stay far below, and the tree is walked
    /// without a limit of its own.
    package static let maximumDepth = 256

    /// The root element of `file`, or nil with the error where it stops being well-formed XML.
    package static func read(_ file: SourceFile) -> (root: Element?, diagnostics: [Diagnostic]) {
        var scanner = XMLScanner(file.bytes)
        do {
            return (try scanner.document(), [])
        } catch {
            let at = SourceLocation(file: file.path, position: error.position)
            return (nil, [.error(.ibXML, "not well-formed XML: \(error.message)", at: at)])
        }
    }
}

extension DiagnosticCode {
    /// A storyboard or xib that is not well-formed XML.
    package static let ibXML = DiagnosticCode("ib.xml")
}
