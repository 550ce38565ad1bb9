import DimensMustache

/// One screen of the context: `screens[]`.
struct ScreenView: MustacheLazyObject {
    let context: RenderContext
    let index: Int

    var keys: [String] {
        [
            "index", "id", "device", "name", "family", "orientation", "window", "width", "height", "scale", "sizeClass",
            "turnedSizeClass", "row", "insets",
        ]
            + (context.model.namesPlatforms ? ["platform"] : [])
            + (context.model.hasWindowClasses
                ? ["density", "smallestWidth", "windowWidthClass", "windowHeightClass"] : [])
            + (context.model.scaledRows == nil ? [] : ["scaledRow"])
    }

    /// The keys a template may read (`KeyTable`: by length, then compared).
    enum Key: String, CaseIterable {
        case index, id, device, name, family, orientation, window, width, height, scale, sizeClass, turnedSizeClass, row
        case platform, density, smallestWidth, windowWidthClass, windowHeightClass, insets, scaledRow

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
        case .turnedSizeClass: return screen.turnedSizeClass.map { .string($0.rawValue) } ?? .null
        case .row: return .number(Double(context.packed.rowOfScreen[index]))
        case .platform: return .string(screen.platform.rawValue)
        case .density: return screen.device.density.map(MustacheValue.number) ?? .null
        case .smallestWidth: return screen.device.smallestWidth.map(MustacheValue.number) ?? .null
        case .windowWidthClass: return screen.windowWidthClass.map { .string($0.rawValue) } ?? .null
        case .windowHeightClass: return screen.windowHeightClass.map { .string($0.rawValue) } ?? .null
        case .insets:
            // Width and height taken from the screen in each way a runtime can report it (`AndroidDecor`),
            // flat: `0,0,0,40,0,72,…`.
            return .string(AndroidDecor.windowInsetsText(of: screen))
        case .scaledRow: return context.model.scaledRows.map { .number(Double($0.rowOfScreen[index])) } ?? .null
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
