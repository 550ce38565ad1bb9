import DimensMustache

/// One composite token of the context: `composites[]` (documented in `templates/README.md`).
/// Output kinds add keys of their own (`ContextPlace.composite`: `swiftType`).
struct CompositeView: PlacedView {
    let place = ContextPlace.composite
    let context: RenderContext
    let index: Int
    var item: Int { index }

    enum Key: String, ContextKey {
        case path, type, source, model, names, isTypography, isShadow, isBorder, isStrokeStyle, isList, members,
            hasDescription, docLines, deprecated, hasTextSizes, scalesWithText, textStyle, deprecationReason,
            referenceValue, referenceMembers

        static let byName = KeyTable<Key>()
    }

    var composite: CompositeColumns { context.model.composites[index] }

    func value(_ key: Key) -> MustacheValue? {
        let composite = self.composite
        let token = composite.token
        let context = self.context
        switch key {
        case .path: return context.text(token.path.description)
        case .type: return .string(composite.type.rawValue)
        case .source: return context.text(token.token.location.description)
        case .model: return .string(CompositeScaler.model(of: token).rawValue)
        case .names:
            return .lazyObject(
                NamesView(place: .compositeNames, context: context, names: NameStyles(path: token.path), item: index))
        case .isTypography: return .bool(composite.type == .typography)
        case .isShadow: return .bool(composite.type == .shadow)
        case .isBorder: return .bool(composite.type == .border)
        case .isStrokeStyle: return .bool(composite.type == .strokeStyle)
        case .isList: return .bool(composite.isList)
        case .members:
            return .list(
                composite.members.map {
                    .lazyObject(MemberView(context: context, member: $0.member, column: $0.column))
                }
            )
        case .hasDescription: return .bool(token.token.description != nil)
        case .docLines:
            let lines = token.token.description.map { UserText($0).lines(for: context.language) } ?? []
            return .list(lines.map { .object(MustacheObject([("text", .string($0)), ("blank", .bool($0.isEmpty))])) })
        case .deprecated: return .bool(token.token.deprecated != nil)
        case .deprecationReason: return token.token.deprecated.map { context.text($0.why) }
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
