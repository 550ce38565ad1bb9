/// One token file after parsing: its path and its root JSON value. The input of the load stage.
public struct ParsedDocument: Sendable {
    public var file: String
    public var root: JSONValue

    public init(file: String, root: JSONValue) {
        self.file = file
        self.root = root
    }
}
