import DimensMustache

/// Turns a render context's views into JSON: every key of every object, every element of every
/// list, with `first` and `last` added to the elements of lists whose engine supplies them — the
/// data a template sees, for `dimens context` and the golden files.
enum ContextMaterializer {
    static func json(_ value: MustacheValue) -> JSONValue {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let x): return .number(x)
        case .string(let text): return .string(text)
        case .list(let items): return .array(items.map(json))
        case .object(let object): return .object(object.keys.map { ($0, json(object[$0]!)) })
        case .lazyObject(let object):
            return .object(object.keys.compactMap { key in object.value(forKey: key).map { (key, json($0)) } })
        case .lazyList(let list):
            return .array(
                (0..<list.count).map { index in
                    let element = json(list.element(at: index))
                    guard list.suppliesPositions, let members = element.object?.members else { return element }
                    return .object(
                        members.map { ($0.key, $0.value) } + [
                            ("first", .bool(index == 0)), ("last", .bool(index == list.count - 1)),
                        ])
                })
        }
    }
}
