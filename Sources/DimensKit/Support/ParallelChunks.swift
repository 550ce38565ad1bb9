import Dispatch
import Foundation

/// Runs a stage's independent work on every core, in contiguous ranges of indices, and joins the
/// ranges' results in index order: the outcome (the order of diagnostics too) is a plain loop's.
enum ParallelChunks {
    /// `body` over `0..<count` split into at most two ranges per core of at least `minimum` indices
    /// each; the ranges' results in order. Work too small to split runs on this thread.
    static func map<Result: Sendable>(
        _ count: Int, minimum: Int = 1024, _ body: @Sendable (Range<Int>) -> Result
    ) -> [Result] {
        let chunks = max(1, min(count / max(1, minimum), 2 * ProcessInfo.processInfo.activeProcessorCount))
        guard chunks > 1 else { return [body(0..<count)] }
        var results = [Result?](repeating: nil, count: chunks)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = DisjointSlots(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                slots.buffer[chunk] = body(count * chunk / chunks..<count * (chunk + 1) / chunks)
            }
        }
        return results.map { $0! }
    }
}

/// Result slots written concurrently, each index by exactly one iteration.
struct DisjointSlots<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
}

extension ParallelChunks {
    /// `first` and `second` side by side, on two cores when there are two.
    static func pair<First: Sendable, Second: Sendable>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        var one: First?
        var two: Second?
        withUnsafeMutablePointer(to: &one) { one in
            withUnsafeMutablePointer(to: &two) { two in
                let slots = PairSlots(first: one, second: two)
                DispatchQueue.concurrentPerform(iterations: 2) { job in
                    if job == 0 { slots.first.pointee = first() } else { slots.second.pointee = second() }
                }
            }
        }
        return (one!, two!)
    }

    /// The two results of `pair`, each written by one job.
    private struct PairSlots<First, Second>: @unchecked Sendable {
        let first: UnsafeMutablePointer<First?>
        let second: UnsafeMutablePointer<Second?>
    }
}
