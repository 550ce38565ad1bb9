import DimensMustache

/// One composite token of the context: `composites[]` (documented in `templates/README.md`).
struct CompositeView: KeyedView {
    let context: RenderContext
    let index: Int

    enum Key: String, ContextKey {
        case path, type, source, model, names, isTypography, isShadow, isBorder, isStrokeStyle, isList, swiftType,
            swiftValues, memberTables, members, hasDescription, docLines, deprecated, hasTextSizes, scalesWithText,
            textStyle, deprecationReason, deprecationSwift, referenceValue, referenceMembers

        static let byName = KeyTable<Key>()
    }

    var composite: CompositeColumns { context.model.composites[index] }

    func value(_ key: Key) -> MustacheValue? {
        let composite = self.composite
        let token = composite.token
        let swift = SwiftComposite(composite: composite)
        let context = self.context
        switch key {
        case .path: return context.text(token.path.description)
        case .type: return .string(composite.type.rawValue)
        case .source: return context.text(token.token.location.description)
        case .model: return .string(CompositeScaler.model(of: token).rawValue)
        case .names:
            let name = NameStyles(path: token.path, cssPrefix: context.options.cssPrefix)
            return .object(
                MustacheObject([
                    ("swift", .string(name.swift)), ("swiftBare", .string(name.swiftBare)),
                    ("css", .string(name.cssProperty)),
                    ("kebab", .string(name.kebab)), ("camel", .string(name.camel)),
                ]))
        case .isTypography: return .bool(composite.type == .typography)
        case .isShadow: return .bool(composite.type == .shadow)
        case .isBorder: return .bool(composite.type == .border)
        case .isStrokeStyle: return .bool(composite.type == .strokeStyle)
        case .isList: return .bool(composite.isList)
        case .swiftType: return .string(swift.swiftType)
        case .swiftValues, .memberTables: return swiftTables(key, swift)
        case .members:
            return .list(
                composite.members.map { member, column in
                    .object(
                        MustacheObject([
                            ("path", context.text(member.dotted)), ("name", context.text(member.path.last ?? "")),
                            ("column", .number(Double(column))),
                            ("isLength", .bool(member.isLength)), ("css", .string(context.cssProperties[column])),
                        ]))
                })
        case .hasDescription: return .bool(token.token.description != nil)
        case .docLines:
            let lines = token.token.description.map { UserText($0).lines(for: context.language) } ?? []
            return .list(lines.map { .object(MustacheObject([("text", .string($0)), ("blank", .bool($0.isEmpty))])) })
        case .deprecated: return .bool(token.token.deprecated != nil)
        case .deprecationReason, .deprecationSwift:
            guard let deprecated = token.token.deprecated else { return nil }
            let why: String = if case .reason(let text) = deprecated { text } else { "deprecated" }
            return key == .deprecationReason ? context.text(why) : .string(ValueFormat.swiftStringContent(why))
        case .referenceValue:
            guard !context.table.screens.isEmpty,
                case .composite(let scaled) = context.table.tokens[composite.tokenIndex].values
            else { return nil }
            return context.text(JSONWriter.write(scaled.json(context.model.referenceScreen), pretty: false))
        case .referenceMembers: return referenceMembers()
        case .hasTextSizes: return .bool(!context.table.tokens[composite.tokenIndex].textSizes.isEmpty)
        case .scalesWithText:
            return .bool(
                composite.type == .typography
                    && (!context.table.tokens[composite.tokenIndex].textSizes.isEmpty
                        || token.settings.textStyle != nil)
            )
        case .textStyle: return .string(composite.textStyle.rawValue)
        }
    }
}
