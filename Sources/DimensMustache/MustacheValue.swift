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
    case lazyObject(LazyObjectReference)
    /// A list whose elements are made on request.
    case lazyList(LazyListReference)

    /// An object whose members are made on request.
    public static func lazyObject(_ object: any MustacheLazyObject) -> MustacheValue {
        .lazyObject(LazyObjectReference(object))
    }

    /// A list whose elements are made on request.
    public static func lazyList(_ list: any MustacheLazyList) -> MustacheValue { .lazyList(LazyListReference(list)) }

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

/// A lazy object held by reference. A protocol value inside the enum would make every copy of a
/// `MustacheValue` (each lookup, each frame of the context stack) go through the type's copy
/// witness and retain each of its fields; a reference is retained once.
public final class LazyObjectReference: MustacheLazyObject {
    let object: any MustacheLazyObject

    init(_ object: any MustacheLazyObject) { self.object = object }

    public var keys: [String] { object.keys }
    public func value(forKey key: String) -> MustacheValue? { object.value(forKey: key) }
}

/// A lazy list held by reference (as `LazyObjectReference`), with its count and whether it
/// supplies positions read once.
public final class LazyListReference: MustacheLazyList {
    let list: any MustacheLazyList
    public let count: Int
    public let suppliesPositions: Bool

    init(_ list: any MustacheLazyList) {
        self.list = list
        count = list.count
        suppliesPositions = list.suppliesPositions
    }

    public func element(at index: Int) -> MustacheValue { list.element(at: index) }
}

/// Template data computed on request: an object that answers a key when a template asks for it.
public protocol MustacheLazyObject: Sendable {
    /// Every key, in order: for showing the data (lookups go through `value(forKey:)`).
    var keys: [String] { get }
    func value(forKey key: String) -> MustacheValue?
}

/// Template data computed on request: a list whose elements are made when a template reads them.
public protocol MustacheLazyList: Sendable {
    /// How many elements; read once, when the list is put in a value, so it must not change.
    var count: Int { get }
    func element(at index: Int) -> MustacheValue
    /// When true, the engine answers `first` and `last` inside each element (whether it is the
    /// first or last of the list), so elements need not carry them.
    var suppliesPositions: Bool { get }
}

extension MustacheLazyList {
    public var suppliesPositions: Bool { false }
}

/// An object of a render context: members in insertion order, looked up by key. Objects of a
/// few members (most of a context's) are searched in order, which costs less than hashing the key;
/// larger ones keep an index.
public struct MustacheObject: Sendable {
    public private(set) var keys: [String] = []
    private var values: [MustacheValue] = []
    /// Each key's position, once there are more than `scanLimit` members.
    private var positions: [String: Int]?
    private static let scanLimit = 12

    public init(_ members: [(String, MustacheValue)] = []) {
        keys.reserveCapacity(members.count)
        values.reserveCapacity(members.count)
        for (key, value) in members { self[key] = value }
    }

    private func position(of key: String) -> Int? {
        if let positions { return positions[key] }
        return keys.firstIndex(of: key)
    }

    public subscript(key: String) -> MustacheValue? {
        get { position(of: key).map { values[$0] } }
        set {
            switch (position(of: key), newValue) {
            case (let at?, let value?):
                values[at] = value
            case (let at?, nil):
                keys.remove(at: at)
                values.remove(at: at)
                positions = nil
                indexIfLarge()
            case (nil, let value?):
                keys.append(key)
                values.append(value)
                if positions != nil { positions?[key] = keys.count - 1 } else { indexIfLarge() }
            case (nil, nil):
                break
            }
        }
    }

    /// Builds the index when the members pass `scanLimit`.
    private mutating func indexIfLarge() {
        guard positions == nil, keys.count > Self.scanLimit else { return }
        positions = Dictionary(uniqueKeysWithValues: zip(keys, keys.indices))
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
