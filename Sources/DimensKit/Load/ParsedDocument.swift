/// One token file after parsing: its path and its root JSON value. The input of the load stage.
package struct ParsedDocument: Sendable {
    package var file: String
    package var root: JSONValue

    package init(file: String, root: JSONValue) {
        self.file = file
        self.root = root
    }
}

extension ParsedDocument {
    /// Each file parsed, in order: the documents that could be read, and every syntax error.
    package static func parse(_ files: [SourceFile]) -> (documents: [ParsedDocument], diagnostics: [Diagnostic]) {
        var documents: [ParsedDocument] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            let parsed = JSONParser.parse(file)
            diagnostics += parsed.diagnostics
            if let root = parsed.value { documents.append(ParsedDocument(file: file.path, root: root)) }
        }
        return (documents, diagnostics)
    }
}
