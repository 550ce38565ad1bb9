import DimensMustache

/// The context's top level.
struct RootView: KeyedView {
    let context: RenderContext
    var part = OutputPart.whole

    enum Key: String, ContextKey {
        case schema, generator, typeName, environmentName, reference, lookup, lines, screenCount, columnCount,
            rowCount, tokens, part, hasTextStyles, composites, hasComposites, hasTypography, hasShadows, hasBorders,
            hasStrokeStyles, hasColors, hasScaledValues, hasTextSizes, textSizes, sizedRows, constants, screens,
            compactTable, scaled, options, rows

        static let byName = KeyTable<Key>()
    }

    /// Its own keys, with the kinds' sections at their positions (`css`, `report`, `kotlin`
    /// before `options`).
    var keys: [String] {
        ContextSection.order(Key.allCases.map(\.rawValue), context.sections(in: nil), endsBefore: Key.options.rawValue)
    }

    func value(forKey name: String) -> MustacheValue? {
        if let key = Key.byName[name] { return value(key) }
        return context.section(name, in: nil)
    }

    func value(_ key: Key) -> MustacheValue? {
        let table = context.table
        let model = context.model
        switch key {
        case .schema: return .string(RenderContext.schema)
        case .generator: return .string(context.generator)
        case .typeName: return .string(context.options.typeName)
        case .environmentName: return .string(context.options.typeName.lowercasedFirstLetter)
        case .options:
            return .object(
                MustacheObject(context.options.values(of: context.taken).map { ($0.0, MustacheValue($0.1)) }))
        case .reference:
            let screen = table.screens.isEmpty ? "" : table.screens[model.referenceScreen].id
            return .object(
                MustacheObject([
                    ("width", .number(table.reference.width)), ("height", .number(table.reference.height)),
                    ("screen", .string(screen)),
                ]))
        case .lookup:
            let read = model.sides.dimensions
            return .object(
                MustacheObject(
                    ScreenDimension.allCases.map { ($0.rawValue, .number(read.contains($0) ? 1 : 0)) }))
        case .lines: return context.linesValue()
        case .screenCount: return .number(Double(table.screens.count))
        case .columnCount: return .number(Double(context.packed.columns.count))
        case .rowCount: return .number(Double(context.packed.rowCount))
        case .part:
            let composites = model.composites.contains { part.holds($0.token.path) }
            return .lazyObject(PartView(part: part, holdsComposites: composites))
        case .tokens, .composites: return heldByPart(key)
        case .hasComposites, .hasTypography, .hasShadows, .hasBorders, .hasStrokeStyles, .hasColors:
            return .bool(holdsComposites(key))
        case .hasScaledValues:
            return .bool(
                model.columns.contains { $0.textStyle != nil } || !table.textSizes.isEmpty
                    || model.composites.contains { $0.type == .typography && $0.token.settings.textStyle != nil })
        case .hasTextSizes: return .bool(!table.textSizes.isEmpty)
        case .textSizes, .sizedRows: return textSizeRows(key)
        case .hasTextStyles: return .bool(model.columns.contains { $0.textStyle != nil })
        case .constants: return .lazyList(ConstantsList(context: context))
        case .screens:
            return .lazyList(
                IndexedList(count: table.screens.count) { .lazyObject(ScreenView(context: context, index: $0)) })
        case .compactTable: return compactTable()
        case .scaled:
            guard let factors = table.factors, let rows = model.scaledRows else { return nil }
            return .lazyObject(ScaledView(context: context, factors: factors, rows: rows))
        case .rows:
            guard context.options.rows else { return nil }
            return .lazyList(
                IndexedList(count: context.packed.rowCount) { .lazyObject(RowView(context: context, row: $0)) })
        }
    }
}

extension RootView {
    /// `tokens` and `composites`: the ones this file of the output holds (all of them in a whole
    /// output).
    func heldByPart(_ key: Key) -> MustacheValue {
        let model = context.model
        let context = self.context
        switch key {
        case .tokens:
            let columns =
                part.isSplit
                ? model.tokenColumns.filter { part.holds(model.packed.columns[$0].token.path) } : model.tokenColumns
            return .lazyList(
                IndexedList(count: columns.count) { .lazyObject(TokenView(context: context, column: columns[$0])) })
        default:
            let indexes =
                part.isSplit
                ? model.composites.indices.filter { part.holds(model.composites[$0].token.path) }
                : Array(model.composites.indices)
            return .lazyList(
                IndexedList(count: indexes.count) { .lazyObject(CompositeView(context: context, index: indexes[$0])) })
        }
    }

    /// `hasComposites` and the flags of the composite types the table holds.
    func holdsComposites(_ key: Key) -> Bool {
        let composites = context.model.composites
        switch key {
        case .hasTypography: return composites.contains { $0.type == .typography }
        case .hasShadows: return composites.contains { $0.type == .shadow }
        case .hasBorders: return composites.contains { $0.type == .border }
        case .hasStrokeStyles: return composites.contains { $0.type == .border || $0.type == .strokeStyle }
        case .hasColors: return composites.contains { $0.type == .border || $0.type == .shadow }
        default: return !composites.isEmpty
        }
    }

    /// `textSizes` (each text size's name, none without text sizes) and `sizedRows` (the rows each
    /// text size's screens read).
    func textSizeRows(_ key: Key) -> MustacheValue {
        let table = context.table
        let model = context.model
        switch key {
        case .textSizes:
            let sizes = ([ContentSizeCategory.standard] + table.textSizes).sorted()
            return .lazyList(
                IndexedList(count: table.textSizes.isEmpty ? 0 : sizes.count) {
                    .object(MustacheObject([("name", .string(sizes[$0].rawValue))]))
                })
        default:
            let rows = model.sizedRows
            return .lazyList(
                IndexedList(count: rows.count) { index in
                    .object(
                        MustacheObject([
                            ("row", .number(Double(rows[index].row))),
                            ("rows", .string(rows[index].rows.map(String.init).joined(separator: " "))),
                        ]))
                })
        }
    }

    /// `compactTable`: the columns' keys and text, as the swift and typescript outputs write it.
    func compactTable() -> MustacheValue {
        let model = context.model
        let compact = model.compact
        let columns = IndexedList(count: compact.columns.count) { index in
            let lines = compact.columns[index].lines(width: 96)
            return .object(
                MustacheObject([
                    ("key", .string(compact.columns[index].key)), ("base64", .string(lines[0])),
                    ("continued", .list(lines.dropFirst().map { .object(MustacheObject([("line", .string($0))])) })),
                ]))
        }
        let context = self.context
        let tokens = IndexedList(count: compact.keys.count) {
            .lazyObject(CompactTokenView(context: context, key: compact.keys[$0], item: $0))
        }
        return .object(MustacheObject([("columns", .lazyList(columns)), ("tokens", .lazyList(tokens))]))
    }
}

/// `compactTable.tokens[]`: a column and the key of the distinct column it reads; output kinds
/// add keys of their own (`ContextPlace.compactToken`, given the column: `swiftName`).
struct CompactTokenView: PlacedView {
    let place = ContextPlace.compactToken
    let context: RenderContext
    let key: String
    let item: Int

    enum Key: String, ContextKey {
        case column, key

        static let byName = KeyTable<Key>()
    }

    func value(_ key: Key) -> MustacheValue? {
        switch key {
        case .column: .number(Double(item))
        case .key: .string(self.key)
        }
    }
}
