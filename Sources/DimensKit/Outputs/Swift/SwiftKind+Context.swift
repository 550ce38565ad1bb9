import DimensMustache

extension SwiftKind {
    /// The keys Swift adds to every context, whatever the build's outputs (a project's template
    /// may read them): `accessLevel`, the packed table as generated Swift stores it, each token's
    /// and composite's Swift type, name and deprecation message.
    static let itemSections: [ContextSection] = [
        ContextSection("accessLevel", at: .after("environmentName")) { .string($0.options.accessLevel) },
        ContextSection("packedTable", at: .before("compactTable")) { packedTable($0) },
        ContextSection("packedColumns", at: .before("compactTable")) { packedColumns($0) },
        ContextSection("swiftType", on: .token, at: .after("isBoolean")) { context, column in
            let token = TokenView(context: context, column: column)
            let type = context.model.columns[column].type
            return .string(
                type == .string ? "String" : type == .boolean ? "Bool" : token.isInteger ? "Int" : "CGFloat")
        },
        ContextSection("deprecationSwift", on: .token, at: .after("deprecationReason")) { context, column in
            context.model.columns[column].deprecated.map { .string(ValueFormat.swiftStringContent($0.why)) }
        },
        ContextSection("swift", on: .tokenNames, at: .before("kebab")) { .string($0.model.names[$1].swift) },
        ContextSection("swiftBare", on: .tokenNames, at: .after("swift")) { .string($0.model.names[$1].swiftBare) },
        ContextSection("swiftType", on: .composite, at: .after("isList")) {
            .string(SwiftComposite(composite: $0.model.composites[$1]).swiftType)
        },
        ContextSection("swiftValues", on: .composite, at: .after("swiftType")) { swiftValues($0, composite: $1) },
        ContextSection("memberTables", on: .composite, at: .after("swiftValues")) { memberTables($0, composite: $1) },
        ContextSection("deprecationSwift", on: .composite, at: .after("deprecationReason")) { context, index in
            context.model.composites[index].token.token.deprecated.map {
                .string(ValueFormat.swiftStringContent($0.why))
            }
        },
        ContextSection("swift", on: .compositeNames, at: .before("kebab")) {
            .string(NameStyles(path: $0.model.composites[$1].token.path).swift)
        },
        ContextSection("swiftBare", on: .compositeNames, at: .after("swift")) {
            .string(NameStyles(path: $0.model.composites[$1].token.path).swiftBare)
        },
        ContextSection("swiftName", on: .compactToken, at: .after("column")) {
            .string($0.model.names[$1].swiftBare)
        },
        ContextSection("swift", on: .constantNames, at: .before("kebab")) {
            .string(NameStyles(path: $0.table.tokens[$1].token.path).swift)
        },
    ]

    /// `swiftValues`: each value of a composite, its initializer and its fields.
    static func swiftValues(_ context: RenderContext, composite index: Int) -> MustacheValue {
        .list(
            SwiftComposite(composite: context.model.composites[index]).values.map { value in
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
    }

    /// `memberTables`: the literals of a composite's members the table holds as strings.
    static func memberTables(_ context: RenderContext, composite index: Int) -> MustacheValue {
        .list(
            SwiftComposite(composite: context.model.composites[index]).memberTables.map { table in
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

    /// `packedTable`: the packed table as base64 lines.
    static func packedTable(_ context: RenderContext) -> MustacheValue {
        let lines = context.model.base64Lines
        return .lazyList(
            IndexedList(count: lines.count) { .lazyObject(OneKeyView(key: "line", values: lines, index: $0)) })
    }

    /// `packedColumns`: each column's base64 lines, with its Swift name.
    static func packedColumns(_ context: RenderContext) -> MustacheValue {
        let model = context.model
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
    }
}
