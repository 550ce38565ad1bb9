/// What `dimens diff` compares: what an app reads, every token's value on every screen at every
/// text size, as JSON text (numbers in their shortest form, strings and booleans as JSON, other
/// types by their `value`). A composite is one token of several members.
public struct ValueTable: Sendable {
    /// One member's values, parallel to `screens`; nil where the table has no value for a screen.
    public struct Column: Sendable, Hashable {
        /// `fontSize`, `0.blur` (a list's item and member), or empty for a plain value.
        public var member: String
        public var values: [String?]

        package init(member: String = "", values: [String?]) {
            self.member = member
            self.values = values
        }
    }

    /// One token's values at one text size.
    public enum Values: Sendable, Hashable {
        /// One column per member (one column named "" for a plain value).
        case perScreen([Column])
        /// Carried through: one value for every screen and text size.
        case constant(String)
    }

    /// One token: its values at the default text size, and at each other text size where the
    /// table stores them (the json output stores a size only where it differs from the default).
    public struct Token: Sendable {
        public var path: String
        public var type: String?
        public var values: Values
        public var textSizes: [String: [Column]]

        package init(path: String, type: String? = nil, values: Values, textSizes: [String: [Column]] = [:]) {
            self.path = path
            self.type = type
            self.values = values
            self.textSizes = textSizes
        }

        /// The member names the token has, in order.
        var members: [String] {
            switch values {
            case .constant: [""]
            case .perScreen(let columns): columns.map(\.member)
            }
        }

        /// What an app reads of `member` at text size `size` (nil: the default) on each of the
        /// table's `screens`: the default's values where the size is not stored, nil where the
        /// token has no such member (at that size, when it is stored).
        func column(_ member: String, size: String?, screens: Int) -> [String?] {
            switch values {
            case .constant(let text): return [String?](repeating: member.isEmpty ? text : nil, count: screens)
            case .perScreen(let columns):
                // A size stored holds the whole value there: a member it lacks is not read.
                if let size, let sized = textSizes[size] {
                    return sized.first { $0.member == member }?.values ?? [String?](repeating: nil, count: screens)
                }
                return columns.first { $0.member == member }?.values ?? [String?](repeating: nil, count: screens)
            }
        }
    }

    /// A screen and what groups it with others when a diff names many: its family, platform,
    /// orientation and resolver contexts.
    public struct Screen: Sendable, Hashable {
        public var id: String
        public var family = ""
        public var platform = ""
        public var orientation = ""
        /// With a resolver, the contexts it was computed with (`size=mobile, theme=light`).
        public var contexts = ""

        package init(
            id: String, family: String = "", platform: String = "", orientation: String = "", contexts: String = ""
        ) {
            self.id = id
            self.family = family
            self.platform = platform
            self.orientation = orientation
            self.contexts = contexts
        }
    }

    public var screens: [Screen]
    public var tokens: [Token]

    /// How a per-screen token is defined, where the json output says so: its base value and its
    /// overrides (selector → value as JSON text, in written order), its model, its other settings
    /// in words, and the config rules that apply to it.
    package struct Definition: Sendable, Hashable {
        package var base: String?
        package var overrides: [Override] = []
        package var model: String?
        package var settings: String?
        package var rules: [String] = []

        /// One override: its selector and value as JSON text.
        package struct Override: Sendable, Hashable {
            package var selector: String
            package var value: String
        }

        package init(
            base: String? = nil, overrides: [Override] = [], model: String? = nil, settings: String? = nil,
            rules: [String] = []
        ) {
            self.base = base
            self.overrides = overrides
            self.model = model
            self.settings = settings
            self.rules = rules
        }
    }

    /// Definitions by token path.
    package var definitions: [String: Definition] = [:]
    /// The reference screen as `375×667`, where known.
    public var reference: String?

    package init(screens: [Screen], tokens: [Token], definitions: [String: Definition] = [:]) {
        self.screens = screens
        self.tokens = tokens
        self.definitions = definitions
    }

    /// The text sizes the table stores values for besides the default, in size order.
    var textSizes: [String] {
        var seen = Set<String>()
        for token in tokens { seen.formUnion(token.textSizes.keys) }
        return Self.ordered(seen)
    }

    /// Text size names in the order of the sizes (unknown names last, alphabetically).
    static func ordered(_ sizes: Set<String>) -> [String] {
        sizes.sorted { a, b in
            switch (ContentSizeCategory(rawValue: a), ContentSizeCategory(rawValue: b)) {
            case (let x?, let y?): x < y
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): a < b
            }
        }
    }
}
