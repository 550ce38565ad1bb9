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

    /// How a per-screen token is defined, where the json output says so: its
    /// base value and its overrides, selector → value as JSON text, in written order.
    public struct Definition: Sendable, Hashable {
        public var base: String?
        public var overrides: [(selector: String, value: String)] = []

        public static func == (a: Definition, b: Definition) -> Bool {
            a.base == b.base && a.overrides.map(\.selector) == b.overrides.map(\.selector) && a.overrides.map(\.value) == b.overrides.map(\.value)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(base)
            for (selector, value) in overrides { hasher.combine(selector); hasher.combine(value) }
        }
    }

    /// Definitions by token path.
    public var definitions: [String: Definition] = [:]

    public init(screens: [String], tokens: [(path: String, values: Values)], definitions: [String: Definition] = [:]) {
        self.screens = screens
        self.tokens = tokens
        self.definitions = definitions
    }

    /// The table of a compiled project, read straight from the scaled table.
    public init(_ table: ScaledTable) {
        screens = table.screens.map(\.id)
        tokens = table.tokens.map { token in
            let values: Values = switch token.values {
            case .numbers(let numbers): .perScreen(numbers.map { NumberText.plain($0 == 0 ? 0 : $0) })
            case .strings(let texts): .perScreen(texts.map { JSONWriter.write(.string($0), pretty: false) })
            case .booleans(let flags): .perScreen(flags.map { $0 ? "true" : "false" })
            case .constant(let json): .constant(Self.text(json))
            }
            return (token.token.path.description, values)
        }
        for token in table.tokens {
            if case .constant = token.values { continue }
            let overrides = (token.token.settings.overrides ?? []).map { ($0.selector.description, Self.text($0.value.json)) }
            definitions[token.token.path.description] = Definition(base: JSONOutput.baseText(token.token.value), overrides: overrides)
        }
    }

    /// A value as the table holds it; numbers by value, so `1.50` and `1.5` compare equal.
    static func text(_ value: JSONValue) -> String {
        if let number = value.number, number.double.isFinite { return NumberText.plain(number.double == 0 ? 0 : number.double) }
        return JSONWriter.write(value, pretty: false)
    }
}
