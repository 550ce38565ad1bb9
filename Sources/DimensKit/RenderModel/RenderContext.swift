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
    /// The options its output takes: the values `options` lists.
    let taken: [OutputOption]
    /// The language of the output: what text from the token files is escaped for.
    let language: OutputLanguage
    let generator: String
    /// The build's warnings, for the report.
    let warnings: [Diagnostic]
    /// The keys output kinds add (`css`, `report`, `kotlin`, `report.android`; `names.swift`
    /// on tokens).
    let sections: [ContextSection]
    /// The keys output kinds add to the views of items, by place and name.
    let placed: [ContextPlace: [String: ContextSection]]
    /// The keys output kinds add to the top level and its sections, by parent and name.
    private let rooted: [String?: [String: ContextSection]]
    /// What a section computes once per context (the report's charts, the Kotlin table).
    let memo = Memo()
    private let extremes = Once<[(min: Double, max: Double)?]>()

    init(
        _ model: RenderModel, options: OutputOptions, taking taken: [OutputOption], language: OutputLanguage,
        generator: String, warnings: [Diagnostic], sections: [ContextSection]
    ) {
        self.model = model
        self.options = options
        self.taken = taken
        self.language = language
        self.generator = generator
        self.warnings = warnings
        self.sections = sections
        placed = Dictionary(grouping: sections.filter { $0.place != .root }, by: \.place).mapValues {
            Dictionary($0.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        }
        rooted = Dictionary(grouping: sections.filter { $0.place == .root }, by: \.parent).mapValues {
            Dictionary($0.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The sections present in this context inside `parent` (nil: the top level), in order.
    func sections(in parent: String?) -> [ContextSection] {
        sections.filter { $0.place == .root && $0.parent == parent && $0.isPresent(self) }
    }

    /// The value of the section `key` inside `parent` (nil: the top level), if this context has
    /// it: one lookup, as templates read some (`accessLevel`) once per token.
    func section(_ key: String, in parent: String?) -> MustacheValue? {
        guard let section = rooted[parent]?[key], section.isPresent(self) else { return nil }
        return section.value(self)
    }

    /// The keys of a view at `place` whose own keys are `own`: the kinds' keys (always present
    /// in an item's view) at their positions, listed once per context.
    func keys(_ own: [String], at place: ContextPlace) -> [String] {
        memo.value(for: place) { ContextSection.order(own, sections.filter { $0.place == place }) }
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
