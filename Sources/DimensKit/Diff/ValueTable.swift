/// What `dimens diff` compares: every token's value on every screen, as the json output lists
/// them (numbers, strings and booleans as JSON text; other types by their `value`).
public struct ValueTable: Sendable {
    /// Token paths in order, with each screen's value as JSON text.
    public var tokens: [(path: String, values: [String: String])]
    /// Screen ids in order.
    public var screens: [String]

    /// Reads a json output (schema `dimens/1`); nil when the value is not one.
    public init?(jsonOutput root: JSONValue) {
        guard let object = root.object, object["schema"]?.string == JSONOutput.schema,
              let tokens = object["tokens"]?.array, let screens = object["screens"]?.array else { return nil }
        self.screens = screens.compactMap { $0.object?["id"]?.string }
        self.tokens = tokens.compactMap { token in
            guard let object = token.object, let path = object["path"]?.string else { return nil }
            if let values = object["values"]?.object {
                return (path, Dictionary(values.members.map { ($0.key, JSONWriter.write($0.value, pretty: false)) }, uniquingKeysWith: { a, _ in a }))
            }
            let constant = object["value"].map { JSONWriter.write($0, pretty: false) } ?? "null"
            return (path, ["*": constant])
        }
    }

    /// The table of a compiled project.
    public init(_ table: ScaledTable) {
        self.init(jsonOutput: JSONParser.parse(SourceFile(path: "table", text: JSONOutput.render(table, source: { _ in "" }))).value!)!
    }
}
