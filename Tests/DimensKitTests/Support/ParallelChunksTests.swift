import Dispatch
import Foundation
import Testing

@testable import DimensKit

/// Work split over the cores comes back whole and in order, as one loop's would.
struct ParallelChunksTests {
    @Test(arguments: [0, 1, 1_023, 2_048, 5_001, 100_000])
    func rangesCoverEveryIndexOnceInOrder(_ count: Int) {
        let chunks = ParallelChunks.map(count) { Array($0) }
        #expect(chunks.flatMap { $0 } == Array(0..<count))
        #expect(chunks.allSatisfy { count == 0 || !$0.isEmpty })
    }

    @Test func smallWorkStaysInOneRangeAndLargeWorkIsSplit() {
        #expect(ParallelChunks.map(2_047) { $0 }.count == 1)
        #expect(ParallelChunks.map(100, minimum: 10) { $0 }.count > 1)
    }

    @Test func aPairGivesBothResults() {
        let (sum, text) = ParallelChunks.pair({ (1...1_000).reduce(0, +) }, { String(repeating: "a", count: 3) })
        #expect(sum == 500_500)
        #expect(text == "aaa")
    }

    @Test func everyJobRunsOnceAndResultsComeInOrder() {
        let runs = Counter()
        let results = ParallelChunks.each(1_000) { index -> Int in
            runs.add()
            return index * 2
        }
        #expect(results == (0..<1_000).map { $0 * 2 })
        #expect(runs.value == 1_000)
    }

    /// A split inside a split (the json output's ranges inside the render stage's outputs), and
    /// splits started by many threads at once, all finish, whole and in order.
    @Test func splitsInsideSplitsAndFromManyThreadsFinishWhole() {
        let nested = ParallelChunks.each(6) { outer in
            (outer, ParallelChunks.map(3_000, minimum: 100) { Array($0) }.flatMap { $0 } == Array(0..<3_000))
        }
        #expect(nested.map(\.0) == Array(0..<6))
        #expect(nested.allSatisfy { $0.1 })
        let totals = Totals()
        DispatchQueue.concurrentPerform(iterations: 12) { caller in
            let pair = ParallelChunks.pair(
                { ParallelChunks.map(2_000, minimum: 50) { $0.count }.reduce(0, +) },
                { ParallelChunks.each(30) { $0 }.reduce(0, +) })
            totals.set(caller, pair.0 + pair.1)
        }
        #expect(totals.values == Array(repeating: 2_000 + (0..<30).reduce(0, +), count: 12))
    }

    @Test func releaseFreesTheValueOnAnotherThread() {
        let freed = DispatchSemaphore(value: 0)
        let thread = Locked<pthread_t?>(nil)
        var value = [FreedOnce(freed, thread)]
        ParallelChunks.release(consume value)
        value = []
        #expect(freed.wait(timeout: .now() + 10) == .success, "the value was never freed")
        #expect(thread.value.map { pthread_equal($0, pthread_self()) == 0 } == true, "freed on the caller's thread")
        #expect(value.isEmpty)
    }
}

/// Signals when it is freed, and on which thread.
private final class FreedOnce: Sendable {
    let freed: DispatchSemaphore
    let thread: Locked<pthread_t?>
    init(_ freed: DispatchSemaphore, _ thread: Locked<pthread_t?>) {
        self.freed = freed
        self.thread = thread
    }
    deinit {
        thread.set(pthread_self())
        freed.signal()
    }
}

/// A value written on one thread and read on another.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func set(_ value: Value) { lock.withLock { stored = value } }
}

/// A count bumped from several threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}

/// Each caller's total, written from its own thread.
private final class Totals: @unchecked Sendable {
    private let lock = NSLock()
    private var totals = [Int](repeating: 0, count: 12)
    var values: [Int] { lock.withLock { totals } }
    func set(_ index: Int, _ total: Int) { lock.withLock { totals[index] = total } }
}

/// `fill` initializes every element once, in place, from whichever range holds it.
struct ParallelChunksFillTests {
    /// An element that knows which index initialized it.
    final class Slot: Sendable {
        let index: Int
        init(_ index: Int) { self.index = index }
    }

    @Test(arguments: [(0, 1), (5, 1_024), (5_000, 100), (10_000, 1)])
    func everyElementIsItsIndexAndEveryRangeReports(count: Int, minimum: Int) {
        let (elements, ranges) = ParallelChunks.fill(count, minimum: minimum) {
            (range, slots: UnsafeMutablePointer<Slot>) in
            for index in range { (slots + index - range.lowerBound).initialize(to: Slot(index)) }
            return range
        }
        #expect(elements.map(\.index) == Array(0..<count))
        #expect(ranges.flatMap { Array($0) } == Array(0..<count))
        #expect(count < 2 * minimum || ranges.count > 1, "\(count) elements in one range")
    }
}
