import DimensMustache

/// A token's name in each style, at `tokens[].names`, `composites[].names` or `constants[].names`
/// (`place`): kebab and camel case here; output kinds add their languages' (`swift`, `css`), given
/// the item (a token's column, a composite's index, a constant's index in the table).
struct NamesView: PlacedView {
    let place: ContextPlace
    let context: RenderContext
    let names: NameStyles
    let item: Int

    enum Key: String, ContextKey {
        case kebab, camel

        static let byName = KeyTable<Key>()
    }

    func value(_ key: Key) -> MustacheValue? {
        switch key {
        case .kebab: .string(names.kebab)
        case .camel: .string(names.camel)
        }
    }
}
