/// The parts of the render context: tokens, constants, screens, rows and CSS blocks.
extension RenderContext {
    func tokenJSON(_ column: Int, reference: Int) -> JSONValue {
        let token = packed.columns[column], resolved = token.token, name = names[column]
        var members: [(String, JSONValue)] = [
            ("column", .number(column)), ("path", .string(resolved.path.description)), ("type", .string(resolved.type?.rawValue ?? "")),
            ("model", .string(token.model?.rawValue ?? "none")), ("source", .string(resolved.token.location.description)),
            ("names", .object(["swift": .string(name.swift), "swiftBare": .string(name.swiftBare), "css": .string(name.cssProperty),
                               "kebab": .string(name.kebab), "camel": .string(name.camel)])),
            ("isNumber", .bool(resolved.type == .dimension || resolved.type == .number)), ("isDimension", .bool(resolved.type == .dimension)),
            ("isString", .bool(resolved.type == .string)), ("isBoolean", .bool(resolved.type == .boolean)),
            ("swiftType", .string(resolved.type == .string ? "String" : resolved.type == .boolean ? "Bool" : "CGFloat")),
            ("hasDescription", .bool(resolved.token.description != nil)),
            ("docLines", .array(flagged((resolved.token.description.map(ValueFormat.docLines) ?? []).map {
                .object(["text": .string($0), "blank": .bool($0.isEmpty)])
            }))),
            ("deprecated", .bool(resolved.token.deprecated != nil)),
        ]
        if let deprecated = resolved.token.deprecated {
            let why: String = if case .reason(let text) = deprecated { text } else { "deprecated" }
            members += [("deprecationReason", .string(why)), ("deprecationSwift", .string(ValueFormat.swiftStringContent(why)))]
        }
        if !table.screens.isEmpty { members.append(("referenceValue", .string(plainValue(column, screen: reference)))) }
        switch token.values {
        case .numbers(let values) where !values.isEmpty:
            members += [("minValue", .string(ValueFormat.decimals(values.min()!))), ("maxValue", .string(ValueFormat.decimals(values.max()!)))]
        case .strings:
            let distinct = packed.strings[column] ?? []
            members.append(("stringValues", .array(flagged(distinct.enumerated().map { i, text in
                .object(["index": .number(i), "text": .string(text), "swiftLiteral": .string(ValueFormat.swiftStringContent(text)),
                         "css": .string(ValueFormat.cssString(text))])
            }))))
        default: break
        }
        members += [("first", .bool(column == 0)), ("last", .bool(column == packed.columns.count - 1))]
        return .object(members)
    }

    /// Tokens of other DTCG types, with their `$value` as JSON text.
    func constantsJSON() -> [JSONValue] {
        flagged(table.tokens.compactMap { token in
            guard case .constant(let json) = token.values else { return nil }
            let name = NameStyles(path: token.token.path, cssPrefix: options.cssPrefix)
            return .object([
                "path": .string(token.token.path.description), "type": .string(token.token.type?.rawValue ?? ""),
                "names": .object(["swift": .string(name.swift), "css": .string(name.cssProperty), "kebab": .string(name.kebab), "camel": .string(name.camel)]),
                "valueJSON": .string(JSONWriter.write(json, pretty: false)),
            ])
        })
    }

    func screenJSON(_ index: Int) -> JSONValue {
        let screen = table.screens[index]
        return .object([
            "index": .number(index), "id": .string(screen.id), "device": .string(screen.device.id), "name": .string(screen.device.name),
            "family": .string(screen.device.family.rawValue), "orientation": .string(screen.orientation.rawValue),
            "window": screen.window.map(JSONValue.string) ?? .null,
            "width": .number(screen.width), "height": .number(screen.height), "scale": .number(screen.device.scale),
            "sizeClass": .string(screen.sizeClass.rawValue), "row": .number(packed.rowOfScreen[index]),
            "first": .bool(index == 0), "last": .bool(index == table.screens.count - 1),
        ])
    }

    /// Every distinct row with each token's value formatted for CSS (only with the `rows` option).
    func rowsJSON() -> [JSONValue] {
        let firstScreenOfRow = Dictionary(packed.rowOfScreen.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return flagged((0..<packed.rowCount).map { row in
            let screen = firstScreenOfRow[row]!
            return .object([
                "index": .number(row),
                "screens": .array(table.screens.indices.filter { packed.rowOfScreen[$0] == row }.map { .string(table.screens[$0].id) }),
                "values": .array(flagged(packed.columns.indices.map { column in
                    .object(["path": .string(packed.columns[column].token.path.description), "value": .string(cssValue(column, screen: screen))])
                })),
            ])
        })
    }

    /// `:root` with the reference screen's values, then a mobile-first `@media (min-width)` block
    /// for each wider width, holding only what changes from the narrower blocks. A width's values
    /// are those of its first screen in catalog order.
    func cssJSON(reference: Int) -> JSONValue {
        guard !table.screens.isEmpty else { return .object(["root": .array([]), "media": .array([])]) }
        var current = packed.columns.indices.map { cssValue($0, screen: reference) }
        let root = flagged(packed.columns.indices.map { declaration($0, current[$0]) })
        var media: [JSONValue] = []
        let widths = Set(table.screens.map(\.width)).filter { $0 > table.screens[reference].width }.sorted()
        for width in widths {
            let screen = table.screens.firstIndex { $0.width == width }!
            let changed = packed.columns.indices.filter { cssValue($0, screen: screen) != current[$0] }
            guard !changed.isEmpty else { continue }
            for column in changed { current[column] = cssValue(column, screen: screen) }
            media.append(.object([
                "minWidth": .string(ValueFormat.decimals(width)), "screen": .string(table.screens[screen].id),
                "declarations": .array(flagged(changed.map { declaration($0, current[$0]) })),
            ]))
        }
        return .object(["selector": .string(":root"), "root": .array(root), "media": .array(flagged(media))])
    }

    private func declaration(_ column: Int, _ value: String) -> JSONValue {
        .object(["property": .string(names[column].cssProperty), "value": .string(value), "path": .string(packed.columns[column].token.path.description)])
    }
}
