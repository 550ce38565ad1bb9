/// Builds the render context every template receives (`dimens-context/1`, documented key by key in
/// `templates/README.md`): tokens with every name style and preformatted values, screens with their
/// table rows, the packed table, and the CSS blocks. Templates stay logic-less.
public struct RenderContext {
    public static let schema = "dimens-context/1"

    /// Options of one output, from its `options` in the config.
    public struct Options: Sendable {
        /// Name of the generated Swift type (`Dimens`).
        public var typeName = "Dimens"
        /// Prefix of CSS custom properties (`--PREFIX-spacing-card`).
        public var cssPrefix = ""
        /// Add `rows` (every distinct row of values, formatted) for templates that list values.
        public var rows = false

        public init(_ options: JSONObject = JSONObject()) {
            typeName = options["typeName"]?.string ?? typeName
            cssPrefix = options["cssPrefix"]?.string ?? cssPrefix
            rows = options["rows"]?.bool ?? rows
        }
    }

    let table: ScaledTable
    let packed: PackedTable
    let options: Options
    let names: [NameStyles]

    /// The context of one output. Naming rules are checked before rendering (`NameCheck`).
    public static func build(_ table: ScaledTable, options: Options, generator: String) -> JSONValue {
        let packed = PackedTable(table)
        let context = RenderContext(
            table: table, packed: packed, options: options,
            names: packed.columns.map { NameStyles(path: $0.token.path, cssPrefix: options.cssPrefix) })
        return context.json(generator: generator)
    }

    func json(generator: String) -> JSONValue {
        let reference = referenceScreen
        var members: [(String, JSONValue)] = [
            ("schema", .string(Self.schema)), ("generator", .string(generator)), ("typeName", .string(options.typeName)),
            ("environmentName", .string(options.typeName.lowercasedFirstLetter)),
            ("reference", .object(["width": .number(table.reference.width), "height": .number(table.reference.height),
                                   "screen": .string(table.screens.isEmpty ? "" : table.screens[reference].id)])),
            ("screenCount", .number(table.screens.count)), ("columnCount", .number(packed.columns.count)),
            ("rowCount", .number(packed.rowCount)),
            ("tokens", .array(packed.columns.indices.map { tokenJSON($0, reference: reference) })),
            ("constants", .array(constantsJSON())),
            ("screens", .array(table.screens.indices.map(screenJSON))),
            ("packedTable", .array(flagged(packed.base64Lines().map { .object(["line": .string($0)]) }))),
            ("css", cssJSON(reference: reference)),
        ]
        if options.rows { members.append(("rows", .array(rowsJSON()))) }
        return .object(members)
    }

    /// Adds `first` and `last` flags to a list of objects.
    func flagged(_ items: [JSONValue]) -> [JSONValue] {
        items.enumerated().map { i, item in
            guard let object = item.object else { return item }
            return .object(object.members.map { ($0.key, $0.value) } + [("first", .bool(i == 0)), ("last", .bool(i == items.count - 1))])
        }
    }

    /// The screen standing for the reference: one of the reference's size, else the nearest.
    var referenceScreen: Int {
        let w = table.reference.width, h = table.reference.height
        return table.screens.indices.min { a, b in
            let sa = table.screens[a], sb = table.screens[b]
            return abs(sa.width - w) + abs(sa.height - h) < abs(sb.width - w) + abs(sb.height - h)
        } ?? 0
    }

    /// A token's value on one screen as a one-line JSON literal: `16.5`, `"Home"`, `false`.
    func plainValue(_ column: Int, screen: Int) -> String {
        switch packed.columns[column].values {
        case .numbers(let values): ValueFormat.decimals(values[screen])
        case .strings(let values): JSONWriter.write(.string(values[screen]), pretty: false)
        case .booleans(let values): String(values[screen])
        case .constant: ""
        }
    }

    /// A token's value on one screen, formatted for CSS.
    func cssValue(_ column: Int, screen: Int) -> String {
        let token = packed.columns[column]
        switch token.values {
        case .numbers(let values):
            return ValueFormat.decimals(values[screen]) + (token.token.type == .dimension ? "px" : "")
        case .strings(let values): return ValueFormat.cssString(values[screen])
        case .booleans(let values): return values[screen] ? "true" : "false"
        case .constant: return ""
        }
    }
}

extension String {
    var lowercasedFirstLetter: String { prefix(1).lowercased() + dropFirst() }
}

