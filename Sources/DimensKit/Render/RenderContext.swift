import DimensMustache

/// The render context every template receives (`dimens-context/1`, documented key by key in
/// `templates/README.md`): views over the scaled table that compute each key only when a template
/// reads it — tokens with every name style and preformatted values, screens with their table
/// rows, the packed table's lines, the CSS blocks. `json` materialises the same views, for
/// `dimens context` and the golden files, so the two cannot drift.
package final class RenderContext: Sendable {
    package static let schema = "dimens-context/1"

    let model: RenderModel
    let options: OutputOptions
    /// The language of the output: what text from the token files is escaped for.
    let language: OutputLanguage
    let generator: String
    private let cssNames = Once<[String]>()
    /// The build's warnings, for the report.
    let warnings: [Diagnostic]
    /// The keys output kinds add (`css`, `report`, `kotlin`, `report.android`).
    let sections: [ContextSection]
    /// What a section computes once per context (the report's charts, the Kotlin table).
    let memo = Memo()
    private let extremes = Once<[(min: Double, max: Double)?]>()

    init(
        _ model: RenderModel, options: OutputOptions, language: OutputLanguage, generator: String,
        warnings: [Diagnostic], sections: [ContextSection]
    ) {
        self.model = model
        self.options = options
        self.language = language
        self.generator = generator
        self.warnings = warnings
        self.sections = sections
    }

    /// The sections present in this context inside `parent` (nil: the top level), in order.
    func sections(in parent: String?) -> [ContextSection] {
        sections.filter { $0.parent == parent && $0.isPresent(self) }
    }

    /// Each column's CSS custom property, with this output's prefix; made when a template first
    /// reads one (`names.css`, a css output's declarations).
    var cssProperties: [String] {
        cssNames.value { model.names.map { NameStyles.cssProperty(kebab: $0.kebab, prefix: options.cssPrefix) } }
    }

    /// Each number column's smallest and largest value (nil for other columns), computed when a
    /// template first reads one, once per array of values the scale stage shared between tokens.
    var columnExtremes: [(min: Double, max: Double)?] {
        extremes.value {
            var byStorage: [Int: (min: Double, max: Double)?] = [:]
            return packed.columns.map { column in
                guard case .numbers(let values) = column.values else { return nil }
                if let known = byStorage[values.storageIdentity] { return known }
                let found = values.min().map { ($0, values.max()!) }
                byStorage[values.storageIdentity] = found
                return found
            }
        }
    }

    /// Text from the token files, escaped for this output's language.
    func text(_ text: UserText) -> MustacheValue { .string(text.escaped(for: language)) }

    /// Text from the token files not kept as `UserText` (a deprecation reason, a string value),
    /// escaped for this output's language.
    func text(_ raw: String) -> MustacheValue { text(UserText(raw)) }

    /// What a template renders.
    package var value: MustacheValue { value(of: .whole) }

    /// What a template renders for one file of a split output: the tokens and composites that file
    /// holds, and `part`.
    package func value(of part: OutputPart) -> MustacheValue { .lazyObject(RootView(context: self, part: part)) }

    /// The whole context as JSON (`dimens context`, golden files).
    package var json: JSONValue { ContextMaterializer.json(value) }

    var table: ScaledTable { model.table }
    var packed: PackedTable { model.packed }
}

/// The context's top level.
struct RootView: KeyedView {
    let context: RenderContext
    var part = OutputPart.whole

    enum Key: String, ContextKey {
        case schema, generator, typeName, environmentName, accessLevel, reference, lookup, lines, screenCount,
            columnCount, rowCount, tokens, part, hasTextStyles, composites, hasComposites, hasTypography, hasShadows,
            hasBorders, hasStrokeStyles, hasColors, hasScaledValues, hasTextSizes, textSizes, sizedRows, constants,
            screens, packedTable, packedColumns, compactTable, scaled, options, rows

        static let byName = KeyTable<Key>()
    }

    /// Its own keys, with the kinds' sections (`css`, `report`, `kotlin`) before `options`.
    var keys: [String] {
        let own = Key.allCases.map(\.rawValue)
        let at = own.firstIndex(of: Key.options.rawValue)!
        return own[..<at] + context.sections(in: nil).map(\.key) + own[at...]
    }

    func value(forKey name: String) -> MustacheValue? {
        if let key = Key.byName[name] { return value(key) }
        return context.sections(in: nil).first { $0.key == name }?.value(context)
    }

    func value(_ key: Key) -> MustacheValue? {
        let table = context.table
        let model = context.model
        switch key {
        case .schema: return .string(RenderContext.schema)
        case .generator: return .string(context.generator)
        case .typeName: return .string(context.options.typeName)
        case .environmentName: return .string(context.options.typeName.lowercasedFirstLetter)
        case .accessLevel: return .string(context.options.accessLevel)
        case .options: return .object(MustacheObject(context.options.values.map { ($0.0, MustacheValue($0.1)) }))
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
        case .tokens:
            let columns =
                part.isSplit
                ? model.tokenColumns.filter { part.holds(model.packed.columns[$0].token.path) } : model.tokenColumns
            return .lazyList(
                IndexedList(count: columns.count) { .lazyObject(TokenView(context: context, column: columns[$0])) })
        case .composites:
            let indexes =
                part.isSplit
                ? model.composites.indices.filter { part.holds(model.composites[$0].token.path) }
                : Array(model.composites.indices)
            return .lazyList(
                IndexedList(count: indexes.count) { .lazyObject(CompositeView(context: context, index: indexes[$0])) })
        case .hasComposites: return .bool(!model.composites.isEmpty)
        case .hasTypography: return .bool(model.composites.contains { $0.type == .typography })
        case .hasShadows: return .bool(model.composites.contains { $0.type == .shadow })
        case .hasBorders: return .bool(model.composites.contains { $0.type == .border })
        case .hasStrokeStyles:
            return .bool(model.composites.contains { $0.type == .border || $0.type == .strokeStyle })
        case .hasColors: return .bool(model.composites.contains { $0.type == .border || $0.type == .shadow })
        case .hasScaledValues:
            return .bool(
                model.columns.contains { $0.textStyle != nil } || !table.textSizes.isEmpty
                    || model.composites.contains { $0.type == .typography && $0.token.settings.textStyle != nil })
        case .hasTextSizes: return .bool(!table.textSizes.isEmpty)
        case .textSizes:
            let sizes = ([ContentSizeCategory.standard] + table.textSizes).sorted()
            return .lazyList(
                IndexedList(count: table.textSizes.isEmpty ? 0 : sizes.count) {
                    .object(MustacheObject([("name", .string(sizes[$0].rawValue))]))
                })
        case .sizedRows:
            let rows = model.sizedRows
            return .lazyList(
                IndexedList(count: rows.count) { index in
                    .object(
                        MustacheObject([
                            ("row", .number(Double(rows[index].row))),
                            ("rows", .string(rows[index].rows.map(String.init).joined(separator: " "))),
                        ]))
                })
        case .hasTextStyles: return .bool(model.columns.contains { $0.textStyle != nil })
        case .constants: return .lazyList(ConstantsList(context: context))
        case .screens:
            return .lazyList(
                IndexedList(count: table.screens.count) { .lazyObject(ScreenView(context: context, index: $0)) })
        case .packedTable:
            let lines = model.base64Lines
            return .lazyList(
                IndexedList(count: lines.count) { .lazyObject(OneKeyView(key: "line", values: lines, index: $0)) })
        case .packedColumns:
            let columns = model.base64Columns
            return .lazyList(
                IndexedList(count: columns.count) { column in
                    .object(
                        MustacheObject([
                            ("column", .number(Double(column))), ("path", context.text(model.columns[column].path)),
                            ("swiftName", .string(model.names[column].swiftBare)),
                            (
                                "lines",
                                .lazyList(
                                    IndexedList(count: columns[column].count) {
                                        .lazyObject(OneKeyView(key: "line", values: columns[column], index: $0))
                                    })
                            ),
                        ]))
                })
        case .compactTable:
            let compact = model.compact
            let columns = IndexedList(count: compact.columns.count) { index in
                let lines = compact.columns[index].lines(width: 96)
                return .object(
                    MustacheObject([
                        ("key", .string(compact.columns[index].key)), ("base64", .string(lines[0])),
                        (
                            "continued",
                            .list(lines.dropFirst().map { .object(MustacheObject([("line", .string($0))])) })
                        ),
                    ]))
            }
            let tokens = IndexedList(count: compact.keys.count) { column in
                .object(
                    MustacheObject([
                        ("column", .number(Double(column))), ("swiftName", .string(model.names[column].swiftBare)),
                        ("key", .string(compact.keys[column])),
                    ]))
            }
            return .object(MustacheObject([("columns", .lazyList(columns)), ("tokens", .lazyList(tokens))]))
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

/// A list of `count` elements made by index on request; the engine supplies `first` and `last`.
struct IndexedList: MustacheLazyList {
    let count: Int
    let make: @Sendable (Int) -> MustacheValue

    func element(at index: Int) -> MustacheValue { make(index) }

    var suppliesPositions: Bool { true }
}

/// An element of a list of texts seen as objects with one key (`packedTable[].line`).
struct OneKeyView: MustacheLazyObject {
    let key: String
    let values: [String]
    let index: Int

    var keys: [String] { [key] }

    func value(forKey key: String) -> MustacheValue? { key == self.key ? .string(values[index]) : nil }
}

extension String {
    var lowercasedFirstLetter: String { prefix(1).lowercased() + dropFirst() }
}

/// A key an output kind adds to every template's context (`css`, `report`, `kotlin`; `android`
/// inside `report`): where it sits, whether a context has it, and its value, made when a
/// template reads it.
package struct ContextSection: Sendable {
    package let key: String
    /// The key of the section it sits in (`report`), or nil for the top level.
    package let parent: String?
    let isPresent: @Sendable (RenderContext) -> Bool
    let value: @Sendable (RenderContext) -> MustacheValue

    init(
        _ key: String, in parent: String? = nil,
        when isPresent: @escaping @Sendable (RenderContext) -> Bool = { _ in true },
        value: @escaping @Sendable (RenderContext) -> MustacheValue
    ) {
        self.key = key
        self.parent = parent
        self.isPresent = isPresent
        self.value = value
    }
}
