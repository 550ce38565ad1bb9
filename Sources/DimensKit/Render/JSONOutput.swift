/// The `json` output (DESIGN §8, schema `dimens/1`): every screen and every token's values,
/// written by code so it is always valid JSON, byte-identical for identical inputs.
public enum JSONOutput {
    public static let schema = "dimens/1"

    /// `source` maps a token's location to the text of its `source` field (`file:line:col`).
    public static func render(_ table: ScaledTable, source: (SourceLocation) -> String) -> String {
        JSONWriter.write(document(table, source: source))
    }

    public static func document(_ table: ScaledTable, source: (SourceLocation) -> String) -> JSONValue {
        .object([
            "schema": .string(schema),
            "reference": .object(["width": .number(table.reference.width), "height": .number(table.reference.height)]),
            "screens": .array(table.screens.map(screen)),
            "tokens": .array(table.tokens.map { token($0, screens: table.screens, source: source) }),
        ])
    }

    static func screen(_ screen: Screen) -> JSONValue {
        .object([
            "id": .string(screen.id), "device": .string(screen.device.id), "name": .string(screen.device.name),
            "family": .string(screen.device.family.rawValue), "orientation": .string(screen.orientation.rawValue),
            "width": .number(screen.width), "height": .number(screen.height), "scale": .number(screen.device.scale),
            "ppi": screen.device.ppi.map(JSONValue.number) ?? .null, "sizeClass": .string(screen.sizeClass.rawValue),
        ])
    }

    static func token(_ token: ScaledToken, screens: [Screen], source: (SourceLocation) -> String) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("path", .string(token.token.path.description)), ("type", .string(token.token.type.rawValue)),
        ]
        if let model = token.model { members.append(("model", .string(model.rawValue))) }
        members.append(("source", .string(source(token.token.token.location))))
        func perScreen<T>(_ values: [T], _ make: (T) -> JSONValue) -> JSONValue {
            .object(zip(screens, values).map { ($0.id, make($1)) })
        }
        switch token.values {
        case .numbers(let values): members.append(("values", perScreen(values) { .number($0) }))
        case .strings(let values): members.append(("values", perScreen(values) { .string($0) }))
        case .booleans(let values): members.append(("values", perScreen(values) { .bool($0) }))
        case .constant(let json): members.append(("value", json))
        }
        return .object(members)
    }
}
