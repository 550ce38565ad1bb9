/// What `dimens diff` compares: every token's value on every screen, as JSON text (numbers in
/// their shortest form, strings and booleans as JSON, other types by their `value`).
public struct ValueTable: Sendable {
    /// One token's values.
    public enum Values: Sendable, Hashable {
        /// Parallel to `screens`; nil where the table has no value for a screen.
        case perScreen([String?])
        /// Carried through: one value for every screen.
        case constant(String)

        func value(onScreen index: Int) -> String? {
            switch self {
            case .perScreen(let values): values[index]
            case .constant(let text): text
            }
        }
    }

    /// Screen ids in order.
    public var screens: [String]
    /// Token paths in order, with their values.
    public var tokens: [(path: String, values: Values)]

    /// How a per-screen token is defined, where the json output says so: its base value and its
    /// overrides (selector → value as JSON text, in written order), its model, its other settings
    /// in words, and the config rules that apply to it.
    public struct Definition: Sendable, Hashable {
        public var base: String?
        public var overrides: [(selector: String, value: String)] = []
        public var model: String?
        public var settings: String?
        public var rules: [String] = []

        public static func == (a: Definition, b: Definition) -> Bool {
            a.base == b.base && a.overrides.map(\.selector) == b.overrides.map(\.selector)
                && a.overrides.map(\.value) == b.overrides.map(\.value)
                && a.model == b.model && a.settings == b.settings && a.rules == b.rules
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(base)
            for (selector, value) in overrides {
                hasher.combine(selector)
                hasher.combine(value)
            }
            hasher.combine(model)
            hasher.combine(settings)
            hasher.combine(rules)
        }
    }

    /// Definitions by token path.
    public var definitions: [String: Definition] = [:]
    /// The token path of each entry whose path is not one (a composite's member, a text size):
    /// `font.body.fontSize (xSmall)` → `font.body`.
    public var tokenOfEntry: [String: String] = [:]
    /// With a resolver, parallel to `screens`: the contexts each screen was computed with
    /// (`size=mobile, theme=light`); empty otherwise.
    public var screenContexts: [String] = []
    /// The reference screen as `375×667`, where known.
    public var reference: String?

    public init(screens: [String], tokens: [(path: String, values: Values)], definitions: [String: Definition] = [:]) {
        self.screens = screens
        self.tokens = tokens
        self.definitions = definitions
    }

    /// The table of a compiled project, read straight from the scaled table.
    public init(_ table: ScaledTable) {
        screens = table.screens.map(\.id)
        let screens = table.screens.indices
        var tokens: [(path: String, values: Values)] = []
        for token in table.tokens {
            let path = token.token.path.description
            if case .constant(let json) = token.values {
                tokens.append((path, .constant(Self.text(json))))
                continue
            }
            let entries =
                Self.entries(path, screens.map { token.values.json($0) })
                + table.textSizes.flatMap { size in
                    token.textSizes[size].map { values in
                        Self.entries(path, screens.map { values.json($0) }, size: size.rawValue)
                    } ?? []
                }
            for entry in entries where entry.path != path { tokenOfEntry[entry.path] = path }
            tokens += entries
            let overrides = (token.token.settings.overrides ?? []).map {
                ($0.selector.description, Self.text($0.value.json))
            }
            let settings = token.token.settings.summary(includingOverrides: false)
            definitions[path] = Definition(
                base: JSONOutput.baseText(token.token.value), overrides: overrides, model: token.model?.rawValue,
                settings: settings.isEmpty ? nil : settings, rules: token.token.token.rules)
        }
        self.tokens = tokens
        screenContexts =
            table.screenInput.isEmpty
            ? []
            : table.screens.indices.map {
                Self.contexts(table.input(ofScreen: $0)?.choices.map { ($0.modifier, $0.context) } ?? [])
            }
        reference = "\(NumberText.plain(table.reference.width))×\(NumberText.plain(table.reference.height))"
    }

    /// A token's values on every screen as entries: one for a value, one per member for a
    /// composite (`font.body.fontSize`, `shadow.card.1.blur`: the members of its objects, one
    /// level deep), each value as text; `size` names a text size (`font.body.fontSize (xSmall)`).
    static func entries(_ path: String, _ values: [JSONValue?], size: String? = nil) -> [(path: String, values: Values)]
    {
        let suffix = size.map { " (\($0))" } ?? ""
        guard values.contains(where: { $0?.object != nil || $0?.array != nil }) else {
            return [(path + suffix, .perScreen(values.map { $0.map(text) }))]
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
        return order.map { ("\(path).\($0)\(suffix)", .perScreen(columns[$0]!)) }
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
