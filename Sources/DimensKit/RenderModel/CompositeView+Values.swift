import DimensMustache

extension CompositeView {
    /// `referenceMembers`: each member's value on the reference screen, as text.
    func referenceMembers() -> MustacheValue? {
        guard !context.table.screens.isEmpty,
            case .composite(let scaled) = context.table.tokens[composite.tokenIndex].values
        else { return nil }
        let screen = context.model.referenceScreen
        return .list(
            scaled.members.map { member in
                let value = member.values.json(screen)
                let text =
                    value.number.map { NumberText.decimals($0.double) } ?? JSONWriter.write(value, pretty: false)
                return .object(MustacheObject([("text", context.text("\(member.dotted): \(text)"))]))
            })
    }
}

/// `composites[].members[]`: one member and its column; output kinds add keys of their own
/// (`ContextPlace.compositeMember`, given the column: `css`).
struct MemberView: PlacedView {
    let place = ContextPlace.compositeMember
    let context: RenderContext
    let member: ScaledMember
    let column: Int
    var item: Int { column }

    enum Key: String, ContextKey {
        case path, name, column, isLength

        static let byName = KeyTable<Key>()
    }

    func value(_ key: Key) -> MustacheValue? {
        switch key {
        case .path: context.text(member.dotted)
        case .name: context.text(member.path.last ?? "")
        case .column: .number(Double(column))
        case .isLength: .bool(member.isLength)
        }
    }
}
