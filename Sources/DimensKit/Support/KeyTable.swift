/// Short names looked up among a few known ones (the keys a lazy view of a render context
/// answers, the parameters a dimens block may set), found by a name's length and then compared
/// whole: keys are short strings, each compared in a step, which costs less than hashing the name
/// or a `switch` over raw values (the templates ask for a key of every token, and every name
/// missing from a token's view is asked of it on the way to the root).
struct KeyTable<Key: Sendable>: Sendable {
    /// The keys by the length of their names in UTF-8.
    private let byLength: [[(name: String, key: Key)]]

    init(_ keys: [(name: String, key: Key)]) {
        var byLength = [[(name: String, key: Key)]](
            repeating: [], count: (keys.map(\.name.utf8.count).max() ?? 0) + 1)
        for entry in keys { byLength[entry.name.utf8.count].append(entry) }
        self.byLength = byLength
    }

    subscript(name: String) -> Key? {
        let length = name.utf8.count
        guard length < byLength.count else { return nil }
        return byLength[length].first { $0.name == name }?.key
    }
}

extension KeyTable where Key: CaseIterable & RawRepresentable, Key.RawValue == String {
    /// Every case of `Key`, named by its raw value.
    init() { self.init(Key.allCases.map { ($0.rawValue, $0) }) }
}
