/// A composite token on every screen: each member's values, in source order. The outputs
/// reassemble the members into the token's value on a screen (`{"fontSize": 17, …}`, a list for
/// a shadow list).
package struct ScaledComposite: Sendable, Hashable {
    package var type: TokenType
    package var isList: Bool
    package var members: [ScaledMember]

    package init(type: TokenType, isList: Bool, members: [ScaledMember]) {
        self.type = type
        self.isList = isList
        self.members = members
    }
}

/// One member of a composite on every screen.
package struct ScaledMember: Sendable, Hashable {
    package var path: MemberPath
    package var role: MemberRole
    /// True for a length (in points on every screen): what CSS writes and the report charts.
    package var isLength: Bool
    package var values: MemberValues

    package init(path: MemberPath, role: MemberRole, isLength: Bool, values: MemberValues) {
        self.path = path
        self.role = role
        self.isLength = isLength
        self.values = values
    }

    /// `fontSize`, `1.blur`.
    package var dotted: String { path.joined(separator: ".") }
}

/// A member's values: numbers per screen (lengths in points, ratios, weights), or a value carried
/// as written, the same on every screen or (under different resolver contexts, or from a
/// per-screen string token) per screen.
package enum MemberValues: Sendable, Hashable {
    case numbers([Double])
    case constant(JSONValue)
    case perScreen([JSONValue])

    /// The value on screen `index` as JSON.
    package func json(_ index: Int) -> JSONValue {
        switch self {
        case .numbers(let values): .number(values[index] == 0 ? 0 : values[index])
        case .constant(let value): value
        case .perScreen(let values): values[index]
        }
    }

    /// The values of only `indexes` (a part of a table's screens), in that order.
    func picking(_ indexes: [Int]) -> MemberValues {
        switch self {
        case .numbers(let values): .numbers(indexes.map { values[$0] })
        case .constant: self
        case .perScreen(let values): .perScreen(indexes.map { values[$0] })
        }
    }
}

extension ScaledComposite {
    /// The value on screen `index` as DTCG writes it, with lengths in points: an object of
    /// members, or a list of them for a shadow list.
    package func json(_ index: Int) -> JSONValue {
        var root = JSONValue(isList ? .array([]) : .object(JSONObject()))
        for member in members { root.insert(member.values.json(index), at: member.path[...]) }
        return root
    }
}

extension JSONValue {
    /// Puts `value` at `path`, creating objects (or, for a numeric segment under a list, list
    /// items) on the way; members keep the order they are inserted in. The container changed is
    /// taken out of `self` first, so it is changed in place, not copied: a composite of n members
    /// (a 10,000-length dash pattern) is built in O(n), not O(n²).
    mutating func insert(_ value: JSONValue, at path: ArraySlice<String>) {
        guard let first = path.first else {
            self = value
            return
        }
        let rest = path.dropFirst()
        func child() -> JSONValue {
            var node = JSONValue(rest.first.flatMap { Int($0) } != nil ? .array([]) : .object(JSONObject()))
            node.insert(value, at: rest)
            return node
        }
        if var items = kind.takeArray() {
            let index = Int(first) ?? items.count
            if index < items.count { items[index].insert(value, at: rest) } else { items.append(child()) }
            kind = .array(items)
        } else {
            var object = kind.takeObject() ?? JSONObject()
            if let at = object.members.lastIndex(where: { $0.key == first }) {
                object.members[at].value.insert(value, at: rest)
            } else {
                object.members.append(.init(key: first, keyPosition: .start, value: child()))
            }
            kind = .object(object)
        }
    }
}

extension JSONValue.Kind {
    /// The list this holds, leaving null in its place: the caller holds the only reference, so
    /// changing it does not copy it (a `switch` on the value would keep a second one).
    mutating func takeArray() -> [JSONValue]? {
        guard case .array(let items) = self else { return nil }
        self = .null
        return items
    }

    /// The object this holds, leaving null in its place (see `takeArray`).
    mutating func takeObject() -> JSONObject? {
        guard case .object(let object) = self else { return nil }
        self = .null
        return object
    }
}

extension ScaledToken.Values {
    /// The value on screen `index` as the json output writes it.
    package func json(_ index: Int) -> JSONValue {
        switch self {
        case .numbers(let values): .number(values[index])
        case .strings(let values): .string(values[index])
        case .booleans(let values): .bool(values[index])
        case .composite(let composite): composite.json(index)
        case .constant(let value): value
        }
    }
}
