/// Reads a json output (schema `dimens/1`, values keyed by screen, or `dimens/2`, values by row)
/// straight from its bytes: screens and carried-through values are parsed as JSON values, but the
/// per-screen values — nearly all of a large output — go directly into the table, so outputs of
/// any size the build writes can be compared.
extension ValueTable {
    /// The table of a json output, or nil when the bytes are not one.
    public static func read(jsonOutput bytes: [UInt8]) -> ValueTable? {
        var reader = OutputReader(scanner: JSONScanner(bytes: bytes, allowComments: false))
        return try? reader.read()
    }
}

/// Walks the top level of a json output with the scanner.
private struct OutputReader {
    var scanner: JSONScanner
    var schema: String?
    var screens: [ValueTable.Screen] = []
    var screenIndex: [String: Int] = [:]
    /// `dimens/2`: each screen's row.
    var screenRows: [Int] = []
    var tokens: [ValueTable.Token] = []
    var definitions: [String: ValueTable.Definition] = [:]
    var reference: String?
    /// Whether `screens` was read: values are placed by screen, so they must come after it (as
    /// dimens writes them).
    var sawScreens = false

    struct NotAnOutput: Error {}

    mutating func read() throws -> ValueTable {
        scanner.skipByteOrderMark()
        try members { key, reader in
            switch key {
            case "schema": reader.schema = try reader.value().string
            case "screens":
                try reader.elements { reader in try reader.screen() }
                reader.sawScreens = true
            case "reference":
                let size = try reader.value().object
                reader.reference = size.flatMap { size in
                    size["width"]?.number.flatMap { w in
                        size["height"]?.number.map { "\(NumberText.plain(w.double))×\(NumberText.plain($0.double))" }
                    }
                }
            case "tokens": try reader.elements { reader in try reader.token() }
            default: _ = try reader.value()
            }
        }
        guard schema == JSONOutput.schema || (schema == JSONOutput.rowSchema && screenRows.count == screens.count)
        else { throw NotAnOutput() }
        var table = ValueTable(screens: screens, tokens: tokens, definitions: definitions)
        table.reference = reference
        return table
    }

    mutating func value() throws -> JSONValue { try JSONParser.value(at: &scanner, file: "") }

    mutating func screen() throws {
        guard let object = try value().object, let id = object["id"]?.string else { throw NotAnOutput() }
        screenIndex[id] = screens.count
        // The json output names a screen's platform only when the build has others than Apple's.
        screens.append(
            ValueTable.Screen(
                id: id, family: object["family"]?.string ?? "",
                platform: object["platform"]?.string ?? Platform.apple.rawValue,
                orientation: object["orientation"]?.string ?? "",
                contexts: ValueTable.contexts(
                    (object["contexts"]?.object?.members ?? []).map { ($0.key, $0.value.string ?? "") })))
        if let row = object["row"]?.number.map({ Int($0.double) }) { screenRows.append(row) }
    }

    mutating func token() throws {
        var path: String?
        var type: String?
        var values: [JSONValue?]?
        var constant: String?
        var sized: [(String, [JSONValue?])] = []
        var definition = ValueTable.Definition()
        try members { key, reader in
            switch key {
            case "path": path = try reader.value().string
            case "type": type = try reader.value().string
            case "base": definition.base = try reader.value().string
            case "overrides":
                definition.overrides =
                    try reader.value().object?.members.map {
                        ValueTable.Definition.Override(selector: $0.key, value: ValueTable.text($0.value))
                    } ?? []
            case "model": definition.model = try reader.value().string
            case "settings": definition.settings = try reader.value().string
            case "rules": definition.rules = (try reader.value().array ?? []).compactMap(\.string)
            case "value": constant = ValueTable.text(try reader.value())
            case "values": values = try reader.perScreen()
            case "textSizes": try reader.members { size, reader in sized.append((size, try reader.perScreen())) }
            default: _ = try reader.value()
            }
        }
        guard let path else { throw NotAnOutput() }
        guard let values else {
            tokens.append(ValueTable.Token(path: path, type: type, values: .constant(constant ?? "null")))
            return
        }
        tokens.append(
            ValueTable.Token(
                path: path, type: type, values: .perScreen(ValueTable.columns(values)),
                textSizes: Dictionary(sized.map { ($0, ValueTable.columns($1)) }, uniquingKeysWith: { a, _ in a })))
        definitions[path] = definition
    }

    /// A token's values, by screen id (`dimens/1`) or by row (`dimens/2`), parallel to the screens.
    mutating func perScreen() throws -> [JSONValue?] {
        guard sawScreens else { throw NotAnOutput() }
        if scanner.current == UInt8(ascii: "[") {
            var byRow: [JSONValue] = []
            try elements { reader in byRow.append(try reader.value()) }
            return screenRows.map { byRow.indices.contains($0) ? byRow[$0] : nil }
        }
        var row = [JSONValue?](repeating: nil, count: screens.count)
        try members { screen, reader in
            let value = try reader.value()
            if let index = reader.screenIndex[screen] { row[index] = value }
        }
        return row
    }

    /// Calls `body` for each member of the object at the scanner, with the scanner on its value.
    mutating func members(_ body: (String, inout OutputReader) throws -> Void) throws {
        try expect("{")
        if scanner.consume(UInt8(ascii: "}")) { return }
        repeat {
            try scanner.skipWhitespace()
            let key = try scanner.scanString()
            try scanner.skipWhitespace()
            try expect(":")
            try scanner.skipWhitespace()
            try body(key, &self)
            try scanner.skipWhitespace()
        } while scanner.consume(UInt8(ascii: ","))
        try expect("}")
    }

    /// Calls `body` for each element of the array at the scanner.
    mutating func elements(_ body: (inout OutputReader) throws -> Void) throws {
        try expect("[")
        if scanner.consume(UInt8(ascii: "]")) { return }
        repeat {
            try scanner.skipWhitespace()
            try body(&self)
            try scanner.skipWhitespace()
        } while scanner.consume(UInt8(ascii: ","))
        try expect("]")
    }

    mutating func expect(_ character: Character) throws {
        try scanner.skipWhitespace()
        guard scanner.consume(character.asciiValue!) else { throw NotAnOutput() }
        try scanner.skipWhitespace()
    }
}
