import DimensMustache

/// One screen of the context: `screens[]`.
struct ScreenView: MustacheLazyObject {
    let context: RenderContext
    let index: Int

    var keys: [String] {
        [
            "index", "id", "device", "name", "family", "orientation", "window", "width", "height", "scale", "sizeClass",
            "row",
        ]
            + (context.model.hasAndroidScreens
                ? ["platform", "density", "smallestWidth", "windowWidthClass", "windowHeightClass"] : [])
    }

    /// The keys a template may read (`KeyTable`: by length, then compared).
    enum Key: String, CaseIterable {
        case index, id, device, name, family, orientation, window, width, height, scale, sizeClass, row
        case platform, density, smallestWidth, windowWidthClass, windowHeightClass

        static let byName = KeyTable<Key>()
    }

    func value(forKey name: String) -> MustacheValue? {
        guard let key = Key.byName[name] else { return nil }
        let screen = context.table.screens[index]
        switch key {
        case .index: return .number(Double(index))
        case .id: return .string(screen.id)
        case .device: return .string(screen.device.id)
        case .name: return context.text(screen.device.name)
        case .family: return .string(screen.device.family.rawValue)
        case .orientation: return .string(screen.orientation.rawValue)
        case .window: return screen.window.map(MustacheValue.string) ?? .null
        case .width: return .number(screen.width)
        case .height: return .number(screen.height)
        case .scale: return .number(screen.device.scale)
        case .sizeClass: return screen.sizeClass.map { .string($0.rawValue) } ?? .null
        case .row: return .number(Double(context.packed.rowOfScreen[index]))
        case .platform: return .string(screen.platform.rawValue)
        case .density: return screen.device.density.map(MustacheValue.number) ?? .null
        case .smallestWidth: return screen.device.smallestWidth.map(MustacheValue.number) ?? .null
        case .windowWidthClass: return screen.windowWidthClass.map { .string($0.rawValue) } ?? .null
        case .windowHeightClass: return screen.windowHeightClass.map { .string($0.rawValue) } ?? .null
        }
    }
}

/// One distinct row of values: `rows[]` (with the `rows` option), each value formatted for CSS.
struct RowView: MustacheLazyObject {
    let context: RenderContext
    let row: Int

    var keys: [String] { ["index", "screens", "values"] }

    func value(forKey key: String) -> MustacheValue? {
        let packed = context.packed
        switch key {
        case "index": return .number(Double(row))
        case "screens":
            return .list(
                context.table.screens.indices.filter { packed.rowOfScreen[$0] == row }.map {
                    .string(context.table.screens[$0].id)
                })
        case "values":
            let screen = packed.rowOfScreen.firstIndex(of: row)!
            let written = context.model.columns.indices.filter { context.model.columns[$0].isValue }
            return .lazyList(
                IndexedList(count: written.count) { index in
                    .object(
                        MustacheObject([
                            ("path", context.text(context.model.columns[written[index]].path)),
                            ("value", .string(context.model.cssValue(written[index], screen: screen))),
                        ]))
                })
        default: return nil
        }
    }
}

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
