/// The differences between two value tables in what an app reads: for each token, its values on
/// every screen both tables have, at every text size either has (a size the json output leaves out
/// reads as the default's values), however each side stores them. Tokens removed, added, renamed
/// (removed while another of the same type and the same values appears) or given another type are
/// named; the first three of those break app code that reads the token, a changed value does not.
public struct TableDiff: Sendable {
    /// One value change of one member, at some text sizes on some screens.
    public struct Change: Sendable, Hashable {
        /// The composite's member (`fontSize`), or empty for a plain value.
        public var member: String
        public var old: String
        public var new: String
        /// The text sizes it is at, in size order (the default is `large`).
        public var sizes: [String]
        /// Screen ids, in the new table's order.
        public var screens: [String]
    }

    /// What happened to one token.
    public enum Kind: Sendable, Hashable {
        case changed
        case added
        case removed
        /// Removed under `from` while this token, of the same type and values, appeared.
        case renamed(from: String)
        /// Its type changed; `changes` also holds the values that changed with it.
        case retyped(old: String, new: String)
    }

    /// One token that differs.
    public struct TokenChange: Sendable {
        public var path: String
        public var kind: Kind
        public var changes: [Change] = []
        /// What changed in its definition (`base 16px → 18px`), when both sides record it.
        public var causes: [String] = []

        /// Whether app code that reads the token breaks: it was removed, renamed or retyped.
        public var isBreaking: Bool {
            switch kind {
            case .changed, .added: false
            case .removed, .renamed, .retyped: true
            }
        }
    }

    /// Breaking changes first (in the order removed, renamed, retyped), then changed and added
    /// tokens in the new table's order.
    public var tokens: [TokenChange]
    public var screensAdded: [String]
    public var screensRemoved: [String]
    /// The screens both tables have, in the new table's order.
    public var sharedScreens: [ValueTable.Screen]
    /// The text sizes either table has, the default (`large`) first.
    public var textSizes: [String]

    public var isEmpty: Bool { tokens.isEmpty && screensAdded.isEmpty && screensRemoved.isEmpty }
    public var isBreaking: Bool { tokens.contains(where: \.isBreaking) }

    /// The default text size, whose values a table stores as a token's `values`.
    static let defaultSize = ContentSizeCategory.standard.rawValue

    public init(old: ValueTable, new: ValueTable) {
        let oldIndex = Dictionary(old.screens.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        let newIDs = Set(new.screens.map(\.id))
        screensAdded = new.screens.map(\.id).filter { oldIndex[$0] == nil }
        screensRemoved = old.screens.map(\.id).filter { !newIDs.contains($0) }
        let pairs = new.screens.enumerated().compactMap { index, screen in
            oldIndex[screen.id].map { (old: $0, new: index) }
        }
        sharedScreens = pairs.map { new.screens[$0.new] }
        let sizes = ValueTable.ordered(Set(old.textSizes + new.textSizes))
        textSizes = [Self.defaultSize] + sizes.filter { $0 != Self.defaultSize }
        let comparer = Comparer(
            pairs: pairs, sizes: textSizes, ids: sharedScreens.map(\.id), oldScreens: old.screens.count,
            newScreens: new.screens.count)

        let oldTokens = Dictionary(old.tokens.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { a, _ in a })
        let newPaths = Set(new.tokens.map(\.path))
        var changed: [TokenChange] = []
        var retyped: [TokenChange] = []
        for token in new.tokens {
            guard let at = oldTokens[token.path] else { continue }
            let before = old.tokens[at]
            let changes = comparer.changes(before, token)
            if before.type != token.type {
                let (a, b) = (before.type ?? "none", token.type ?? "none")
                retyped.append(TokenChange(path: token.path, kind: .retyped(old: a, new: b), changes: changes))
            } else if !changes.isEmpty {
                changed.append(TokenChange(path: token.path, kind: .changed, changes: changes))
            }
        }
        let renames = Self.renames(
            removed: old.tokens.filter { !newPaths.contains($0.path) },
            added: new.tokens.filter { oldTokens[$0.path] == nil }, comparer: comparer)
        tokens = renames.removed + renames.renamed + retyped + changed + renames.added
        // Each shared screen's place in both tables, found once for every changed token's causes.
        let places = Dictionary(
            zip(sharedScreens.map(\.id), pairs).map { ($0, $1) }, uniquingKeysWith: { a, _ in a })
        for index in tokens.indices where tokens[index].kind == .changed {
            tokens[index].causes = Self.causes(of: tokens[index], old: old, new: new, places: places)
        }
    }

    /// The changed tokens (not added, removed, renamed or retyped).
    public var changed: [TokenChange] { tokens.filter { $0.kind == .changed } }
    /// The paths of the tokens added, and of those removed, renamed ones aside.
    public var added: [String] { tokens.filter { $0.kind == .added }.map(\.path) }
    public var removed: [String] { tokens.filter { $0.kind == .removed }.map(\.path) }
    /// Renamed tokens as (old path, new path).
    public var renamed: [(from: String, to: String)] {
        tokens.compactMap { if case .renamed(let from) = $0.kind { (from, $0.path) } else { nil } }
    }
}
