/// The `json` output (DESIGN §8, schema `dimens/1`): every screen and every token's values,
/// written by code so it is always valid JSON, byte-identical for identical inputs.
public enum JSONOutput {
    public static let schema = "dimens/1"

    /// `source` maps a token's location to the text of its `source` field (`file:line:col`).
    public static func render(_ table: ScaledTable, source: (SourceLocation) -> String) -> String {
        var out = JSONTextBuffer(capacity: table.tokens.count * table.screens.count * 48)
        out.open("{")
        out.key("schema"); out.string(schema)
        out.key("reference"); out.value(.object(["width": .number(table.reference.width), "height": .number(table.reference.height)]))
        out.key("screens"); out.value(.array(table.screens.map(screen)))
        out.key("tokens")
        out.open("[")
        let keys = table.screens.map { JSONTextBuffer.encodedKey($0.id) }
        for token in table.tokens {
            out.item()
            write(token, keys: keys, source: source, to: &out)
        }
        out.close("]")
        out.close("}")
        out.byte(UInt8(ascii: "\n"))
        return out.text
    }

    static func screen(_ screen: Screen) -> JSONValue {
        .object([
            "id": .string(screen.id), "device": .string(screen.device.id), "name": .string(screen.device.name),
            "family": .string(screen.device.family.rawValue), "orientation": .string(screen.orientation.rawValue),
            "width": .number(screen.width), "height": .number(screen.height), "scale": .number(screen.device.scale),
            "ppi": screen.device.ppi.map(JSONValue.number) ?? .null, "sizeClass": .string(screen.sizeClass.rawValue),
        ])
    }

    /// One token, its per-screen values written straight into the buffer; `keys` are the screen
    /// ids, encoded once per build.
    static func write(_ token: ScaledToken, keys: [[UInt8]], source: (SourceLocation) -> String, to out: inout JSONTextBuffer) {
        out.open("{")
        out.key("path"); out.string(token.token.path.description)
        out.key("type"); out.string(token.token.type.rawValue)
        if let model = token.model { out.key("model"); out.string(model.rawValue) }
        out.key("source"); out.string(source(token.token.token.location))
        func perScreen<T>(_ values: [T], _ write: (T, inout JSONTextBuffer) -> Void) {
            out.key("values")
            out.open("{")
            for (key, value) in zip(keys, values) { out.key(encoded: key); write(value, &out) }
            out.close("}")
        }
        switch token.values {
        case .numbers(let values): perScreen(values) { $1.number($0) }
        case .strings(let values): perScreen(values) { $1.string($0) }
        case .booleans(let values): perScreen(values) { $1.value(.bool($0)) }
        case .constant(let json): out.key("value"); out.value(json)
        }
        out.close("}")
    }
}
