import DimensMustache

/// `kotlin`, only in the context of an output written in Kotlin (the built-in `kotlin` and
/// `compose` templates, or a template of yours with `"language": "kotlin"`): the table of the
/// output's screens as `KotlinTable` gives it (documented in `templates/README.md`).
struct KotlinView: KeyedView {
    let context: RenderContext
    let table: KotlinTable

    enum Key: String, ContextKey {
        case columns, columnCount, rowCount, referenceRow, tableChunks, screenChunks, stringChunks, hasStrings,
            lineChunks

        static let byName = KeyTable<Key>()
    }

    func value(_ key: Key) -> MustacheValue? {
        switch key {
        case .columns:
            return .lazyList(IndexedList(count: table.columns.count) { .object(self.column($0)) })
        case .columnCount: return .number(Double(table.columns.count))
        case .lineChunks:
            // The lines (`RenderContext.linesValue`) in Kotlin's columns, one a line, in chunks
            // a JVM string constant holds; not of a letter spacing, whose lines are in dp and its
            // values in ems.
            let own = Dictionary(
                table.columns.enumerated().filter { $1.kind != .em }.map { ($1.column, $0) },
                uniquingKeysWith: { a, _ in a })
            let dropped: Set<String> = ["group", "platform", "sizeClass"]
            let lines = context.linePieces { own[$0] }.map { fields in
                fields.filter { !dropped.contains($0.key) }.map(\.value).joined(separator: " ")
            }
            return Self.chunks(KotlinTable.chunks(lines, limit: 60_000))
        case .rowCount: return .number(Double(table.rows.count))
        case .referenceRow:
            return .number(Double(table.rowOfScreen.isEmpty ? 0 : table.rowOfScreen[context.model.referenceScreen]))
        case .tableChunks: return Self.chunks(table.tableChunks())
        case .screenChunks:
            let screens = context.table.screens
            let lines = screens.indices.map { index in
                let screen = screens[index]
                return
                    "\(screen.id) \(NumberText.plain(screen.width)) \(NumberText.plain(screen.height)) \(screen.device.family.rawValue) \(screen.device.densityDpi) \(table.rowOfScreen[index]) \(AndroidDecor.windowInsetsText(of: screen))"
            }
            return Self.chunks(KotlinTable.chunks(lines, limit: 60_000))
        case .stringChunks:
            let groups = stride(from: 0, to: table.strings.count, by: 1_000).map {
                Array(table.strings[$0..<min($0 + 1_000, table.strings.count)])
            }
            return .list(
                groups.enumerated().map { index, group in
                    .object(
                        MustacheObject([
                            ("index", .number(Double(index))),
                            (
                                "literals",
                                .list(
                                    group.enumerated().map { k, text in
                                        .object(
                                            MustacheObject([
                                                ("literal", .string(KotlinText.literal(text))),
                                                ("last", .bool(k == group.count - 1)),
                                            ]))
                                    })
                            ),
                        ]))
                })
        case .hasStrings: return .bool(!table.strings.isEmpty)
        }
    }

    /// Chunks of lines as `[{"index": 0, "last": true, "lines": [{"line": "…"}]}]`.
    static func chunks(_ chunks: [[String]]) -> MustacheValue {
        .list(
            chunks.enumerated().map { index, lines in
                .object(
                    MustacheObject([
                        ("index", .number(Double(index))), ("last", .bool(index == chunks.count - 1)),
                        ("lines", .list(lines.map { .object(MustacheObject([("line", .string($0))])) })),
                    ]))
            })
    }

    /// One property: its names, Kotlin type and kind, its table column, and its documentation.
    func column(_ index: Int) -> MustacheObject {
        let column = table.columns[index]
        let model = context.model
        let facts = model.columns[column.column]
        let values = table.rows.map { $0[index] }
        let kind = column.kind
        let unit = kind == .text ? " sp" : kind == .length ? " dp" : kind == .em ? " em" : ""
        var summary = "`\(facts.path.escaped(for: context.language))` (\(facts.type?.rawValue ?? ""), \(facts.model))"
        if kind != .string, kind != .boolean, let low = values.min(), let high = values.max() {
            summary +=
                low == high
                ? ": \(NumberText.decimals(low))\(unit) on every screen"
                : ": \(NumberText.decimals(low)) to \(NumberText.decimals(high))\(unit) across screens"
        }
        let lines = facts.description?.lines(for: context.language) ?? []
        let type: String =
            switch kind {
            case .length, .text, .em: "Float"
            case .int: "Int"
            case .double: "Double"
            case .string: "String"
            case .boolean: "Boolean"
            }
        let composeType: String =
            switch kind {
            case .length: "Dp"
            case .text, .em: "TextUnit"
            default: type
            }
        return MustacheObject([
            ("index", .number(Double(index))), ("name", .string(column.name)), ("bareName", .string(column.bareName)),
            ("path", context.text(facts.path)), ("type", .string(type)), ("composeType", .string(composeType)),
            ("isLength", .bool(kind == .length)), ("isText", .bool(kind == .text)), ("isEm", .bool(kind == .em)),
            ("isInt", .bool(kind == .int)),
            ("isDouble", .bool(kind == .double)), ("isString", .bool(kind == .string)),
            ("isBoolean", .bool(kind == .boolean)), ("summary", .string(summary)),
            (
                "docLines",
                .list(lines.map { .object(MustacheObject([("text", .string($0)), ("blank", .bool($0.isEmpty))])) })
            ),
            ("hasDescription", .bool(!lines.isEmpty)),
            ("deprecated", .bool(facts.deprecated != nil)),
            ("deprecationKotlin", .string(facts.deprecated.map { KotlinText.content(Self.reason($0)) } ?? "")),
        ])
    }

    static func reason(_ deprecation: Token.Deprecation) -> String {
        if case .reason(let text) = deprecation { text } else { "deprecated" }
    }
}

/// Text in generated Kotlin.
enum KotlinText {
    /// A Kotlin string literal, quoted: quotes, backslashes, `$`, line breaks and controls escaped.
    static func literal(_ text: String) -> String { "\"" + content(text) + "\"" }

    /// The contents of a Kotlin string literal.
    static func content(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "$": out += "\\$"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _
            where scalar.value < 0x20 || scalar.value == 0x7F || TextScalars.isLineBreak(scalar)
                || TextScalars.isInvisibleControl(scalar):
                out += TextScalars.javaEscape(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
