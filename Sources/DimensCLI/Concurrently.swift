import Dispatch
import Foundation

/// Work at once at the CLI's edges: hashing the inputs while the build compiles, writing and
/// reading back megabytes of outputs.
enum Concurrently {
    /// `body` of every index in `0..<count`, on every core; the results in index order.
    static func each<Value: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
        let results = Results<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { results.set($0, body($0)) }
        return results.values.map { $0! }
    }

    /// `background` on a thread of the global queue while `foreground` runs on this one; both
    /// results once both are done. When no thread of the queue has started `background` by the
    /// time `foreground` is done (every one busy, or waiting itself), this thread runs it: it
    /// never waits for a thread to come free.
    static func beside<Background: Sendable, Foreground>(
        _ background: @escaping @Sendable () -> Background, _ foreground: () -> Foreground
    ) -> (Background, Foreground) {
        let job = Job(background)
        DispatchQueue.global().async { job.runUnlessStarted() }
        let result = foreground()
        job.runUnlessStarted()
        return (job.waitForValue(), result)
    }

    /// `beside`'s background work: run once, by whichever thread starts it first.
    private final class Job<Value>: @unchecked Sendable {
        private let condition = NSCondition()
        private var body: (() -> Value)?
        private var value: Value?

        init(_ body: @escaping () -> Value) { self.body = body }

        func runUnlessStarted() {
            condition.lock()
            let body = self.body
            self.body = nil
            condition.unlock()
            guard let body else { return }
            let value = body()
            condition.lock()
            self.value = value
            condition.broadcast()
            condition.unlock()
        }

        func waitForValue() -> Value {
            condition.lock()
            defer { condition.unlock() }
            while value == nil { condition.wait() }
            return value!
        }
    }

    /// Results written by concurrent iterations, each its own index, under a lock.
    private final class Results<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [Value?]

        init(count: Int) { values = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Value) {
            lock.lock()
            values[index] = value
            lock.unlock()
        }
    }
}
