import DimensMustache

extension CompositeView {
    /// The swift output's tables of a composite: `swiftValues` (each value's initializer and its
    /// fields) and `memberTables` (the literals of members the table holds as strings).
    func swiftTables(_ key: Key, _ swift: SwiftComposite) -> MustacheValue {
        let context = self.context
        switch key {
        case .swiftValues:
            return .list(
                swift.values.map { value in
                    .object(
                        MustacheObject([
                            ("type", .string(value.type)),
                            (
                                "fields",
                                .lazyList(
                                    IndexedList(count: value.fields.count) { i in
                                        .object(
                                            MustacheObject([
                                                ("name", .string(value.fields[i].name)),
                                                ("value", .string(value.fields[i].value)),
                                            ]))
                                    })
                            ),
                        ]))
                })
        default:
            return .list(
                swift.memberTables.map { table in
                    let member = context.model.columns[table.column].member?.path.last ?? ""
                    let literals = (context.packed.strings[table.column] ?? []).map { text in
                        SwiftComposite.literal(
                            JSONParser.parse(SourceFile(path: "", text: text)).value ?? .null, member: member)
                    }
                    return .object(
                        MustacheObject([
                            ("column", .number(Double(table.column))), ("swiftType", .string(table.type)),
                            ("literals", .list(literals.map { .object(MustacheObject([("swift", .string($0))])) })),
                        ]))
                })
        }
    }

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
