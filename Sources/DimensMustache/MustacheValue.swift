/// The data a template renders: JSON-like values with ordered objects, or objects and lists that
/// compute their members only when a template reads them.
public enum MustacheValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case list([MustacheValue])
    case object(MustacheObject)
    /// An object whose members are made on request.
    case lazyObject(any MustacheLazyObject)
    /// A list whose elements are made on request.
    case lazyList(any MustacheLazyList)

    /// Mustache's falsey values: false, null and the empty list. Everything else is truthy.
    var isFalsey: Bool {
        switch self {
        case .null, .bool(false): true
        case .list(let items): items.isEmpty
        case .lazyList(let list): list.count == 0
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
        case .lazyList(let list): (0..<list.count).map { list.element(at: $0).text }.joined(separator: ",")
        case .object, .lazyObject: ""
        }
    }

    /// The member `key` of an object (plain or lazy); nil for anything else.
    public func member(_ key: String) -> MustacheValue? {
        switch self {
        case .object(let object): object[key]
        case .lazyObject(let object): object.value(forKey: key)
        default: nil
        }
    }
}

/// Template data computed on request: an object that answers a key when a template asks for it.
public protocol MustacheLazyObject: Sendable {
    /// Every key, in order: for showing the data (lookups go through `value(forKey:)`).
    var keys: [String] { get }
    func value(forKey key: String) -> MustacheValue?
}

/// Template data computed on request: a list whose elements are made when a template reads them.
public protocol MustacheLazyList: Sendable {
    var count: Int { get }
    func element(at index: Int) -> MustacheValue
    /// When true, the engine answers `first` and `last` inside each element (whether it is the
    /// first or last of the list), so elements need not carry them.
    var suppliesPositions: Bool { get }
}

extension MustacheLazyList {
    public var suppliesPositions: Bool { false }
}

/// An object of a render context: members in insertion order, looked up by key.
public struct MustacheObject: Sendable {
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
    ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, MustacheValue)...) { self = .object(MustacheObject(elements)) }
}
