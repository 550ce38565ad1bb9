import Dispatch
import Foundation
import Testing

@testable import DimensCLI

/// Work at once at the CLI's edges finishes even when every thread of the global queue is busy.
struct ConcurrentlyTests {
    @Test func besideGivesBothResults() {
        let (background, foreground) = Concurrently.beside({ (1...100).reduce(0, +) }, { "done" })
        #expect(background == 5_050)
        #expect(foreground == "done")
    }

    /// Builds run by threads of the global queue (as tests and the watch command run them): each
    /// waits for its own background work, which no free thread may be left to start. The caller
    /// then runs it itself instead of waiting for a thread forever.
    @Test func besideCalledFromEveryThreadOfTheQueueFinishes() {
        let group = DispatchGroup()
        let totals = Sums(count: 64)
        for caller in 0..<64 {
            DispatchQueue.global().async(group: group) {
                let (a, b) = Concurrently.beside({ caller * 2 }, { caller })
                totals.set(caller, a + b)
            }
        }
        #expect(group.wait(timeout: .now() + 60) == .success)
        #expect(totals.values == (0..<64).map { $0 * 3 })
    }

    @Test func eachGivesEveryResultInOrder() {
        #expect(Concurrently.each(100) { $0 * $0 } == (0..<100).map { $0 * $0 })
    }
}

/// Results written by many threads, one index each.
private final class Sums: @unchecked Sendable {
    private let lock = NSLock()
    private var sums: [Int]
    init(count: Int) { sums = Array(repeating: -1, count: count) }
    var values: [Int] { lock.withLock { sums } }
    func set(_ index: Int, _ sum: Int) { lock.withLock { sums[index] = sum } }
}
