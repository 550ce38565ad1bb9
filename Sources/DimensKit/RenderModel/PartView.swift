import DimensMustache

/// `part`: which file of the output a render is for (`tokens` and `composites` then hold the
/// ones that file holds: all of them in a whole output, none in a split one's table file).
struct PartView: KeyedView {
    let part: OutputPart
    /// The file holds a composite token's accessor (a Swift accessor file then imports the module
    /// of the composite value types).
    var holdsComposites = false

    enum Key: String, ContextKey {
        case table, accessors, split, number, count, helperAccess, holdsComposites

        static let byName = KeyTable<Key>()
    }

    func value(_ key: Key) -> MustacheValue? {
        switch key {
        case .table: return .bool(part.holdsTable)
        case .accessors: return .bool(part.holdsAccessors)
        case .split: return .bool(part.isSplit)
        case .number: return .number(Double(part.number))
        case .count: return .number(Double(part.count))
        case .helperAccess: return .string(part.isSplit ? "internal" : "private")
        case .holdsComposites: return .bool(holdsComposites)
        }
    }
}
