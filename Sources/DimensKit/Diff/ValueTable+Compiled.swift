/// The value table of a compiled project, and the helpers both it and the json output's reader
/// use to turn values into columns of text.
extension ValueTable {
    /// The table of a compiled project, read straight from the scaled table.
    public init(_ table: ScaledTable) {
        let indices = table.screens.indices
        screens = indices.map { index in
            let screen = table.screens[index]
            return Screen(
                id: screen.id, family: screen.device.family.rawValue, platform: screen.platform.rawValue,
                orientation: screen.orientation.rawValue,
                contexts: table.input(ofScreen: index).map { input in
                    Self.contexts(input.choices.map { ($0.modifier, $0.context) })
                } ?? "")
        }
        tokens = []
        for token in table.tokens {
            let path = token.token.path.description
            let type = token.token.type?.rawValue
            if case .constant(let json) = token.values {
                tokens.append(Token(path: path, type: type, values: .constant(Self.text(json))))
                continue
            }
            var sized: [String: [Column]] = [:]
            for size in table.textSizes {
                if let values = token.textSizes[size] { sized[size.rawValue] = Self.columns(indices.map(values.json)) }
            }
            tokens.append(
                Token(
                    path: path, type: type, values: .perScreen(Self.columns(indices.map(token.values.json))),
                    textSizes: sized))
            let settings = token.token.settings.summary(includingOverrides: false)
            definitions[path] = Definition(
                base: JSONOutput.baseText(token.token.value),
                overrides: (token.token.settings.overrides ?? []).map {
                    Definition.Override(selector: $0.selector.description, value: Self.text($0.value.json))
                },
                model: token.model?.rawValue, settings: settings.isEmpty ? nil : settings,
                rules: token.token.token.rules)
        }
        reference = "\(NumberText.plain(table.reference.width))×\(NumberText.plain(table.reference.height))"
    }

    /// A token's values on every screen as columns: one for a value, one per member for a
    /// composite (`fontSize`, `0.blur`: the members of its objects, one level deep).
    static func columns(_ values: [JSONValue?]) -> [Column] {
        guard values.contains(where: { $0?.object != nil || $0?.array != nil }) else {
            return [Column(values: values.map { $0.map(text) })]
        }
        var order: [String] = []
        var columns: [String: [String?]] = [:]
        for (screen, value) in values.enumerated() {
            for (member, part) in value.map(flatten) ?? [] {
                if columns[member] == nil {
                    order.append(member)
                    columns[member] = [String?](repeating: nil, count: values.count)
                }
                columns[member]![screen] = text(part)
            }
        }
        return order.map { Column(member: $0, values: columns[$0]!) }
    }

    /// The members of a composite value: an object's members, or for a list `index.member`.
    static func flatten(_ value: JSONValue) -> [(String, JSONValue)] {
        switch value.kind {
        case .object(let object): return object.members.map { ($0.key, $0.value) }
        case .array(let items):
            return items.enumerated().flatMap { index, item in flatten(item).map { ("\(index).\($0.0)", $0.1) } }
        default: return [("value", value)]
        }
    }

    /// A screen's contexts in words, by modifier name: `size=mobile, theme=light`.
    static func contexts(_ choices: [(String, String)]) -> String {
        choices.sorted { $0.0 < $1.0 }.map { "\($0.0)=\($0.1)" }.joined(separator: ", ")
    }

    /// A value as the table holds it; numbers by value, so `1.50` and `1.5` compare equal.
    static func text(_ value: JSONValue) -> String {
        if let number = value.number, number.double.isFinite {
            return NumberText.plain(number.double == 0 ? 0 : number.double)
        }
        return JSONWriter.write(value, pretty: false)
    }
}
