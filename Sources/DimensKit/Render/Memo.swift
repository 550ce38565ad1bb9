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

/// Values of any types computed by the first caller that asks for each (its type and `key`),
/// then shared (safe across threads): what an output kind derives once from a model or a
/// context.
final class Memo: @unchecked Sendable {
    private struct Key: Hashable {
        var type: ObjectIdentifier
        var key: AnyHashable
    }

    private var stored: [Key: Any] = [:]
    private let lock = NSRecursiveLock()

    func value<Value: Sendable>(_ key: AnyHashable = 0, _ make: () -> Value) -> Value {
        let key = Key(type: ObjectIdentifier(Value.self), key: key)
        lock.lock()
        defer { lock.unlock() }
        if let stored = stored[key] as? Value { return stored }
        let made = make()
        stored[key] = made
        return made
    }
}
