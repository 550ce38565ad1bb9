import DimensMustache

/// One per-screen token of the context: `tokens[]` (documented in `templates/README.md`).
struct TokenView: KeyedView {
    let context: RenderContext
    let column: Int

    enum Key: String, ContextKey {
        case column, path, type, model, source, names, isNumber, isDimension, isInteger, isString, isBoolean, swiftType,
            hasDescription, docLines, deprecated, hasTextSizes, beyondStyle
        case deprecationReason, deprecationSwift, textStyle, referenceValue, minValue, maxValue, stringValues

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
        case .names: return .lazyObject(TokenNamesView(context: context, column: column))
        case .isNumber: return .bool(type == .dimension || type == .number)
        case .isDimension: return .bool(type == .dimension)
        case .isInteger: return .bool(isInteger)
        case .isString: return .bool(type == .string)
        case .isBoolean: return .bool(type == .boolean)
        case .swiftType:
            return .string(type == .string ? "String" : type == .boolean ? "Bool" : isInteger ? "Int" : "CGFloat")
        case .hasDescription: return .bool(facts.description != nil)
        case .docLines:
            let lines = facts.description?.lines(for: context.language) ?? []
            return .lazyList(
                IndexedList(count: lines.count) {
                    .object(MustacheObject([("text", .string(lines[$0])), ("blank", .bool(lines[$0].isEmpty))]))
                })
        case .deprecated: return .bool(facts.deprecated != nil)
        case .deprecationReason, .deprecationSwift:
            guard let deprecated = facts.deprecated else { return nil }
            let why: String = if case .reason(let text) = deprecated { text } else { "deprecated" }
            return key == .deprecationReason ? context.text(why) : .string(ValueFormat.swiftStringContent(why))
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

/// `tokens[].names`: a token's name in each style.
struct TokenNamesView: KeyedView {
    let context: RenderContext
    let column: Int

    enum Key: String, ContextKey {
        case swift, swiftBare, css, kebab, camel

        static let byName = KeyTable<Key>()
    }

    func value(_ key: Key) -> MustacheValue? {
        let names = context.model.names
        return switch key {
        case .swift: .string(names[column].swift)
        case .swiftBare: .string(names[column].swiftBare)
        case .css: .string(context.cssProperties[column])
        case .kebab: .string(names[column].kebab)
        case .camel: .string(names[column].camel)
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
    let tokens: [ScaledToken]

    init(context: RenderContext) {
        self.context = context
        tokens = context.table.tokens.filter { if case .constant = $0.values { true } else { false } }
    }

    var count: Int { tokens.count }

    var suppliesPositions: Bool { true }

    func element(at index: Int) -> MustacheValue {
        let token = tokens[index]
        guard case .constant(let json) = token.values else { return .null }
        let name = NameStyles(path: token.token.path, cssPrefix: context.options.cssPrefix)
        return .object(
            MustacheObject([
                ("path", context.text(token.token.path.description)),
                ("type", context.text(token.token.type?.rawValue ?? "")),
                (
                    "names",
                    .object(
                        MustacheObject([
                            ("swift", .string(name.swift)), ("css", .string(name.cssProperty)),
                            ("kebab", .string(name.kebab)),
                            ("camel", .string(name.camel)),
                        ]))
                ),
                ("valueJSON", .string(JSONWriter.write(json, pretty: false))),
            ]))
    }
}
