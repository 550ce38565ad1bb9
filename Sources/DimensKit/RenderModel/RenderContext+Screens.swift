import DimensMustache

/// One screen of the context: `screens[]`.
struct ScreenView: KeyedView {
    let context: RenderContext
    let index: Int

    /// A screen's keys; `platform` only where the build names platforms, Android's window facts
    /// only where it has window classes, `scaledRow` only with scaled profiles.
    enum Key: String, ContextKey {
        case index, id, device, name, family, orientation, window, width, height, scale, sizeClass, turnedSizeClass, row
        case insets, platform, density, smallestWidth, windowWidthClass, windowHeightClass, scaledRow

        static let byName = KeyTable<Key>()
    }

    func value(_ key: Key) -> MustacheValue? {
        let screen = context.table.screens[index]
        let model = context.model
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
        case .platform: return model.namesPlatforms ? .string(screen.platform.rawValue) : nil
        case .density, .smallestWidth, .windowWidthClass, .windowHeightClass:
            return model.hasWindowClasses ? Self.windowFact(key, of: screen) : nil
        case .insets:
            // Width and height taken from the screen in each way a runtime can report it (`AndroidDecor`),
            // flat: `0,0,0,40,0,72,…`.
            return .string(AndroidDecor.windowInsetsText(of: screen))
        case .scaledRow: return model.scaledRows.map { .number(Double($0.rowOfScreen[index])) }
        }
    }

    /// Android's facts of a screen's device and window (null on a screen without them).
    private static func windowFact(_ key: Key, of screen: Screen) -> MustacheValue {
        let fact: MustacheValue? =
            switch key {
            case .density: screen.device.density.map(MustacheValue.number)
            case .smallestWidth: screen.device.smallestWidth.map(MustacheValue.number)
            case .windowWidthClass: screen.windowWidthClass.map { .string($0.rawValue) }
            case .windowHeightClass: screen.windowHeightClass.map { .string($0.rawValue) }
            default: nil
            }
        return fact ?? .null
    }
}

/// One distinct row of values: `rows[]` (with the `rows` option), each value formatted for CSS.
struct RowView: KeyedView {
    let context: RenderContext
    let row: Int

    enum Key: String, ContextKey {
        case index, screens, values

        static let byName = KeyTable<Key>()
    }

    func value(_ key: Key) -> MustacheValue? {
        let packed = context.packed
        switch key {
        case .index: return .number(Double(row))
        case .screens:
            return .list(
                context.table.screens.indices.filter { packed.rowOfScreen[$0] == row }.map {
                    .string(context.table.screens[$0].id)
                })
        case .values:
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
        }
    }
}
