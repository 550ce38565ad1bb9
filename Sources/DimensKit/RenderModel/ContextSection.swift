import DimensMustache

/// Where a key an output kind adds sits: the top level (or a section in it, `parent`), or the
/// view each item of a list has: `tokens[]`, `tokens[].names`, `composites[]`,
/// `composites[].names`, `composites[].members[]`, `constants[].names`, `compactTable.tokens[]`.
package enum ContextPlace: Sendable, Hashable {
    case root, token, tokenNames, composite, compositeNames, compositeMember, constantNames, compactToken
}

/// Where among a view's keys a kind's key goes, so the context's order stays as documented:
/// right after or before a key (the view's own or one a kind added before it), or at the end
/// (at the top level: before `options`).
package enum KeyPosition: Sendable, Hashable {
    case after(String)
    case before(String)
    case end
}

/// A key an output kind adds to the context of every template: at the top level (`css`,
/// `report`, `kotlin`; `android` inside `report`), or to the view of every item at a place
/// (`names.swift` on each token), at its position among the view's keys. Its value is made
/// when a template reads it; an item's from the item's index (a column for tokens, their names
/// and composites' members; a composite's index; a token's index in the table for constants).
package struct ContextSection: Sendable {
    /// The key a template reads it by.
    package let key: String
    /// The key of the section it sits in (`report`), or nil for the top level.
    package let parent: String?
    package let place: ContextPlace
    let position: KeyPosition
    /// Whether a context has it; an item's key is in every context.
    let isPresent: @Sendable (RenderContext) -> Bool
    /// Its value for one item (0 at the top level); nil where the item has none.
    let item: @Sendable (RenderContext, Int) -> MustacheValue?

    /// A key of the top level, or of a section in it.
    init(
        _ key: String, in parent: String? = nil, at position: KeyPosition = .end,
        when isPresent: @escaping @Sendable (RenderContext) -> Bool = { _ in true },
        value: @escaping @Sendable (RenderContext) -> MustacheValue
    ) {
        self.key = key
        self.parent = parent
        place = .root
        self.position = position
        self.isPresent = isPresent
        item = { context, _ in value(context) }
    }

    /// A key of every item's view at `place`.
    init(
        _ key: String, on place: ContextPlace, at position: KeyPosition = .end,
        value: @escaping @Sendable (RenderContext, Int) -> MustacheValue?
    ) {
        self.key = key
        parent = nil
        self.place = place
        self.position = position
        isPresent = { _ in true }
        item = value
    }

    /// Its value at the top level.
    func value(_ context: RenderContext) -> MustacheValue { item(context, 0) ?? .null }

    /// `own` keys with `sections`' keys inserted at their positions, in order; `.end` appends
    /// (`endsBefore`: before that key instead).
    static func order(_ own: [String], _ sections: [ContextSection], endsBefore: String? = nil) -> [String] {
        var keys = own
        for section in sections {
            let at: Int
            switch section.position {
            case .after(let anchor): at = keys.firstIndex(of: anchor).map { $0 + 1 } ?? keys.count
            case .before(let anchor): at = keys.firstIndex(of: anchor) ?? keys.count
            case .end: at = endsBefore.flatMap { keys.firstIndex(of: $0) } ?? keys.count
            }
            keys.insert(section.key, at: at)
        }
        return keys
    }
}

/// A view output kinds add keys to (`ContextSection` at `place`): its own keys with theirs at
/// their positions, each answered from the one table of the context's sections.
protocol PlacedView: KeyedView {
    var place: ContextPlace { get }
    var context: RenderContext { get }
    /// The index the kinds' values are given: the item this view shows.
    var item: Int { get }
}

extension PlacedView {
    var keys: [String] { context.keys(Key.allCases.map(\.rawValue), at: place) }

    func value(forKey name: String) -> MustacheValue? {
        if let key = Key.byName[name] { return value(key) }
        return context.placed[place]?[name]?.item(context, item)
    }
}
