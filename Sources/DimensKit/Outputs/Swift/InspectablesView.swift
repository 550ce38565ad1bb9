import DimensMustache

/// `inspectables`, in the context of an output with the `inspectables` option: what the swift
/// output's Interface Builder support reads to find a token by its path as the token files write
/// it. `paths` and `entries` list the dimension and number tokens (each path a Swift string
/// literal's content; each entry `column mode style`: mode `plain`, `metrics` for a token with a
/// `textStyle`, `sized` for one with values per text size, and the text style it scales like),
/// `typographies` the typography tokens (but deprecated ones) with their Swift names.
struct InspectablesView: KeyedView {
    let context: RenderContext

    enum Key: String, ContextKey {
        case paths, entries, typographies

        static let byName = KeyTable<Key>()
    }

    func value(_ key: Key) -> MustacheValue? {
        let model = context.model
        let columns = model.tokenColumns.filter {
            InspectableRuntime.row(of: model.packed.columns[$0].token) == .number
        }
        switch key {
        case .paths:
            return .lazyList(
                IndexedList(count: columns.count) { index in
                    .object(
                        MustacheObject([
                            (
                                "path",
                                .string(
                                    ValueFormat.swiftStringContent(
                                        model.packed.columns[columns[index]].token.path.description))
                            )
                        ]))
                })
        case .entries:
            let lines = columns.map { column in
                let facts = model.columns[column]
                let sized = !context.table.tokens[model.packed.columns[column].tokenIndex].textSizes.isEmpty
                let mode = sized ? "sized" : facts.textStyle != nil ? "metrics" : "plain"
                return "\(column) \(mode) \((facts.textStyle ?? .body).rawValue)"
            }
            return .string(lines.joined(separator: "\\n"))
        case .typographies:
            let typographies = model.composites.filter { InspectableRuntime.row(of: $0.token) == .typography }
            return .lazyList(
                IndexedList(count: typographies.count) { index in
                    let composite = typographies[index]
                    let scales =
                        !context.table.tokens[composite.tokenIndex].textSizes.isEmpty
                        || composite.token.settings.textStyle != nil
                    return .object(
                        MustacheObject([
                            ("path", .string(ValueFormat.swiftStringContent(composite.token.path.description))),
                            ("swiftName", .string(NameStyles(path: composite.token.path).swift)),
                            ("scalesWithText", .bool(scales)),
                        ]))
                })
        }
    }
}
