import Foundation

/// A value computed by the first caller that asks, then shared (safe across threads).
final class Once<Value: Sendable>: @unchecked Sendable {
    private var stored: Value?
    private let lock = NSLock()

    func value(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let stored { return stored }
        let made = make()
        stored = made
        return made
    }
}

/// Values computed by the first caller that asks for each, then shared (safe across threads):
/// what an output kind derives once from a model, a context or a render. A value is named by its
/// type, the property asking (`#function`) and an optional `key` (an output's options); each is
/// made under its own lock, so making one never waits for another.
final class Memo: @unchecked Sendable {
    private struct Key: Hashable {
        var type: ObjectIdentifier
        var name: String
        var key: AnyHashable
    }

    private var cells: [Key: AnyObject] = [:]
    private let lock = NSLock()

    func value<Value: Sendable>(_ name: String = #function, for key: AnyHashable = 0, _ make: () -> Value) -> Value {
        let key = Key(type: ObjectIdentifier(Value.self), name: name, key: key)
        lock.lock()
        let cell = cells[key] as? Once<Value> ?? Once<Value>()
        cells[key] = cell
        lock.unlock()
        return cell.value(make)
    }
}
