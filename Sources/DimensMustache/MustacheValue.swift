/// The data a template renders: JSON-like values with ordered objects.
public enum MustacheValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case list([MustacheValue])
    case object(MustacheObject)

    /// Mustache's falsey values: false, null and the empty list. Everything else is truthy.
    var isFalsey: Bool {
        switch self {
        case .null, .bool(false): true
        case .list(let items): items.isEmpty
        default: false
        }
    }

    /// The text an interpolation tag writes.
    var text: String {
        switch self {
        case .null: ""
        case .bool(let flag): flag ? "true" : "false"
        case .number(let x):
            if x.rounded(.towardZero) == x, abs(x) < 1e15 { String(Int64(x)) } else { String(x) }
        case .string(let s): s
        case .list(let items): items.map(\.text).joined(separator: ",")
        case .object: ""
        }
    }
}

/// An object of a render context: members in insertion order, looked up by key.
public struct MustacheObject: Sendable, Hashable {
    public private(set) var keys: [String] = []
    private var values: [String: MustacheValue] = [:]

    public init(_ members: [(String, MustacheValue)] = []) {
        for (key, value) in members { self[key] = value }
    }

    public subscript(key: String) -> MustacheValue? {
        get { values[key] }
        set {
            if values[key] == nil, newValue != nil { keys.append(key) }
            if newValue == nil { keys.removeAll { $0 == key } }
            values[key] = newValue
        }
    }
}

extension MustacheValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, MustacheValue)...) { self = .object(MustacheObject(elements)) }
}
