import DimensMustache

/// `css`: the `:root` declarations of the reference screen and the `@media` blocks.
struct CSSView: MustacheLazyObject {
    let context: RenderContext

    var keys: [String] { context.table.screens.isEmpty ? ["root", "media"] : ["selector", "root", "media"] }

    func value(forKey key: String) -> MustacheValue? {
        let context = self.context
        let blocks = context.model.css
        switch key {
        case "selector": return context.table.screens.isEmpty ? nil : .string(":root")
        case "root":
            let root = blocks.root
            return .lazyList(
                IndexedList(count: root.count) {
                    .lazyObject(DeclarationView(context: context, changes: root, change: $0))
                })
        case "media":
            return .lazyList(
                IndexedList(count: blocks.media.count) { .lazyObject(MediaView(context: context, block: $0)) })
        default: return nil
        }
    }
}

/// `css.media[]`: one `min-width` block.
struct MediaView: MustacheLazyObject {
    let context: RenderContext
    let block: Int

    var keys: [String] { ["minWidth", "screen", "declarations"] }

    func value(forKey key: String) -> MustacheValue? {
        let context = self.context
        let block = self.block
        let media = context.model.css.media[block]
        switch key {
        case "minWidth": return .string(media.minWidth)
        case "screen": return .string(media.screen)
        case "declarations":
            let changes = media.changes
            return .lazyList(
                IndexedList(count: changes.count) {
                    .lazyObject(DeclarationView(context: context, changes: changes, change: $0))
                })
        default: return nil
        }
    }
}

/// One CSS declaration of `:root` or of a media block: `changes[change]`. (Three words, which an
/// existential holds without allocating.)
struct DeclarationView: MustacheLazyObject {
    let context: RenderContext
    let changes: [(column: Int, value: String)]
    let change: Int

    var keys: [String] { ["property", "value", "path"] }

    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "property": .string(context.cssProperties[changes[change].column])
        case "value": .string(changes[change].value)
        case "path": context.text(context.model.columns[changes[change].column].path)
        default: nil
        }
    }
}
