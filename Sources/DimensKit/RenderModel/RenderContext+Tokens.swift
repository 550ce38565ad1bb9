import DimensMustache

/// One per-screen token of the context: `tokens[]` (documented in `templates/README.md`).
/// Output kinds add keys of their own (`ContextPlace.token`: `swiftType`).
struct TokenView: PlacedView {
    let place = ContextPlace.token
    let context: RenderContext
    let column: Int
    var item: Int { column }

    enum Key: String, ContextKey {
        case column, path, type, model, source, names, isNumber, isDimension, isInteger, isString, isBoolean,
            hasDescription, docLines, deprecated, hasTextSizes, beyondStyle
        case deprecationReason, textStyle, referenceValue, minValue, maxValue, stringValues

        static let byName = KeyTable<Key>()
    }

    func value(_ key: Key) -> MustacheValue? {
        let model = context.model
        let facts = model.columns[column]
        let type = facts.type
        switch key {
        case .column: return .number(Double(column))
        case .path: return context.text(facts.path)
        case .type: return .string(type?.rawValue ?? "")
        case .model: return .string(facts.model)
        case .source: return context.text(facts.source)
        case .names:
            return .lazyObject(
                NamesView(place: .tokenNames, context: context, names: model.names[column], item: column))
        case .isNumber: return .bool(type == .dimension || type == .number)
        case .isDimension: return .bool(type == .dimension)
        case .isInteger: return .bool(isInteger)
        case .isString: return .bool(type == .string)
        case .isBoolean: return .bool(type == .boolean)
        case .hasDescription: return .bool(facts.description != nil)
        case .docLines:
            let lines = facts.description?.lines(for: context.language) ?? []
            return .lazyList(
                IndexedList(count: lines.count) {
                    .object(MustacheObject([("text", .string(lines[$0])), ("blank", .bool(lines[$0].isEmpty))]))
                })
        case .deprecated: return .bool(facts.deprecated != nil)
        case .deprecationReason: return facts.deprecated.map { context.text($0.why) }
        case .referenceValue:
            return context.table.screens.isEmpty
                ? nil : context.text(model.plainValue(column, screen: model.referenceScreen))
        case .minValue, .maxValue:
            guard let extremes = context.columnExtremes[column] else { return nil }
            return .string(NumberText.decimals(key == .minValue ? extremes.min : extremes.max))
        case .textStyle: return facts.textStyle.map { .string($0.rawValue) }
        case .hasTextSizes: return .bool(!context.packed.columns[column].textSizes.isEmpty)
        case .beyondStyle: return .string((facts.textStyle ?? .body).rawValue)
        case .stringValues:
            guard let distinct = context.packed.strings[column] else { return nil }
            return .lazyList(
                IndexedList(count: distinct.count) { i in
                    .object(
                        MustacheObject([
                            ("index", .number(Double(i))), ("text", context.text(distinct[i])),
                            ("swiftLiteral", .string(ValueFormat.swiftStringContent(distinct[i]))),
                            ("css", .string(ValueFormat.cssString(distinct[i]))),
                        ]))
                })
        }
    }
}

extension TokenView {
    /// A number token (not a dimension) whose value is whole on every screen: a count, a column
    /// number. Generated Swift gives it as `Int`.
    var isInteger: Bool {
        guard context.model.columns[column].type == .number,
            case .numbers(let values) = context.packed.columns[column].values
        else { return false }
        return values.allSatisfy { $0.rounded() == $0 && abs($0) < 9_007_199_254_740_992 }
    }
}

/// `constants[]`: tokens of other DTCG types (and carried-through ones), with their `$value` as JSON text.
struct ConstantsList: MustacheLazyList {
    let context: RenderContext
    /// The constants' indexes in the table's tokens.
    let tokens: [Int]

    init(context: RenderContext) {
        self.context = context
        tokens = context.table.tokens.indices.filter {
            if case .constant = context.table.tokens[$0].values { true } else { false }
        }
    }

    var count: Int { tokens.count }

    var suppliesPositions: Bool { true }

    func element(at index: Int) -> MustacheValue {
        let token = context.table.tokens[tokens[index]]
        guard case .constant(let json) = token.values else { return .null }
        let names = NamesView(
            place: .constantNames, context: context, names: NameStyles(path: token.token.path), item: tokens[index])
        return .object(
            MustacheObject([
                ("path", context.text(token.token.path.description)),
                ("type", context.text(token.token.type?.rawValue ?? "")), ("names", .lazyObject(names)),
                ("valueJSON", .string(JSONWriter.write(json, pretty: false))),
            ]))
    }
}

extension Token.Deprecation {
    /// Why a token is deprecated: its reason, or `deprecated` when it gives none.
    var why: String { if case .reason(let text) = self { text } else { "deprecated" } }
}
