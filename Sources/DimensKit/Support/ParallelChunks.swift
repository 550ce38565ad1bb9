import Dispatch
import Foundation

/// Runs a stage's independent work on every core, in contiguous ranges of indices, and joins the
/// ranges' results in index order: the outcome (the order of diagnostics too) is a plain loop's.
enum ParallelChunks {
    /// Threads that may work at once: this one and a helper per other core.
    static let helpers = max(0, ProcessInfo.processInfo.activeProcessorCount - 1)

    /// `body` over `0..<count` split into at most `perCore` ranges per core of at least `minimum`
    /// indices each; the ranges' results in order. Work too small to split runs on this thread.
    static func map<Result: Sendable>(
        _ count: Int, minimum: Int = 1024, perCore: Int = 2, _ body: @escaping @Sendable (Range<Int>) -> Result
    ) -> [Result] {
        let chunks = max(1, min(count / max(1, minimum), perCore * (helpers + 1)))
        guard chunks > 1 else { return [body(0..<count)] }
        return each(chunks) { chunk in body(count * chunk / chunks..<count * (chunk + 1) / chunks) }
    }

    /// `map` for an array of large values: each range initializes its indices' elements in place
    /// (`body` gets the range and the address of its first element, and must initialize every one),
    /// where joining the ranges' arrays would copy each element once more. Returns the elements,
    /// and what each range returned besides, in order.
    static func fill<Element, Extra: Sendable>(
        _ count: Int, minimum: Int = 1024,
        _ body: @escaping @Sendable (Range<Int>, UnsafeMutablePointer<Element>) -> Extra
    ) -> (elements: [Element], extras: [Extra]) {
        var extras: [Extra] = []
        let elements = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard count > 0 else { return }
            let slots = DisjointSlots(buffer: buffer)
            extras = map(count, minimum: minimum) { range in body(range, slots.buffer.baseAddress! + range.lowerBound) }
            initialized = count
        }
        return (elements, extras)
    }

    /// `body` of every index in `0..<count`, each run once on whichever thread claims it first
    /// (`ClaimedJobs`); the results in index order.
    static func each<Result: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> Result) -> [Result] {
        var results = [Result?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = DisjointSlots(buffer: buffer)
            ClaimedJobs.run(count, helpers: helpers) { slots.buffer[$0] = body($0) }
        }
        return results.map { $0! }
    }

    /// `first` and `second` side by side, on two cores when there are two.
    static func pair<First: Sendable, Second: Sendable>(
        _ first: @escaping @Sendable () -> First, _ second: @escaping @Sendable () -> Second
    ) -> (First, Second) {
        var one: First?
        var two: Second?
        withUnsafeMutablePointer(to: &one) { one in
            withUnsafeMutablePointer(to: &two) { two in
                let slots = PairSlots(first: one, second: two)
                ClaimedJobs.run(2, helpers: helpers) { job in
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

/// Result slots written concurrently, each index by exactly one job.
struct DisjointSlots<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
}

/// Jobs `0..<count`, each run once by whichever thread claims it first: the calling thread,
/// helpers started on the global queue, and any thread that waits for jobs of its own meanwhile.
/// A helper that starts late (every core busy with other work) finds only what is left, and
/// nothing when nothing is; a caller waits only for jobs that are running, never for a thread to
/// start, and while it waits it runs jobs of sets opened after its own, never of an older one: a
/// job of an enclosing set could need a value this thread is in the middle of making (a lazily
/// made table behind a lock) and would wait for it for good. So a split inside another split (the
/// json output's tokens inside the render stage's outputs) spreads onto whichever core comes free,
/// where `DispatchQueue.concurrentPerform` nested in itself runs on one thread.
final class ClaimedJobs: @unchecked Sendable {
    /// Guards every set's counts and `open`; signalled when a set opens or a set's last running
    /// job ends. Jobs are whole ranges of a stage, so one lock for all is not contended.
    private static let condition = NSCondition()
    /// Sets with jobs left to claim, newest last.
    nonisolated(unsafe) private static var open: [ClaimedJobs] = []
    /// How many sets have opened: each set's `serial`, in order.
    nonisolated(unsafe) private static var opened = 0

    private let count: Int
    private let body: @Sendable (Int) -> Void
    /// The next job to claim, and how many claimed jobs are still running.
    private var next = 0
    private var running = 0
    /// When the set opened: a thread waiting for its own set runs only newer sets' jobs.
    private var serial = 0

    private init(count: Int, body: @escaping @Sendable (Int) -> Void) {
        self.count = count
        self.body = body
    }

    /// Runs every job, on this thread and on up to `helpers` others; returns when all are done.
    static func run(_ count: Int, helpers: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 1 else {
            if count == 1 { body(0) }
            return
        }
        let jobs = ClaimedJobs(count: count, body: body)
        condition.lock()
        opened += 1
        jobs.serial = opened
        open.append(jobs)
        condition.broadcast()
        condition.unlock()
        for _ in 0..<min(helpers, count - 1) {
            DispatchQueue.global().async { help(until: nil) }
        }
        help(until: jobs)
    }

    /// Runs jobs, this thread's own set's first, until `own` has none running or left (a helper,
    /// with no set of its own: until no set has a job left).
    private static func help(until own: ClaimedJobs?) {
        condition.lock()
        while true {
            let claimed = own?.claim().map { (own!, $0) } ?? claimAny(after: own?.serial ?? 0)
            if let (jobs, job) = claimed {
                condition.unlock()
                jobs.body(job)
                condition.lock()
                jobs.running -= 1
                if jobs.running == 0 { condition.broadcast() }
                continue
            }
            guard let own, own.running > 0 else { break }
            condition.wait()
        }
        condition.unlock()
    }

    /// The next job of the newest set with one left, if it opened after `serial` (under `condition`).
    private static func claimAny(after serial: Int) -> (ClaimedJobs, Int)? {
        guard let jobs = open.last, jobs.serial > serial, let job = jobs.claim() else { return nil }
        return (jobs, job)
    }

    /// This set's next job, if one is left; the set leaves `open` with its last (under `condition`).
    private func claim() -> Int? {
        guard next < count else { return nil }
        next += 1
        running += 1
        if next == count { Self.open.removeAll { $0 === self } }
        return next - 1
    }
}

extension ParallelChunks {
    /// Frees `value` on another thread: what a stage leaves behind (parsed files, token sets) is
    /// torn down beside the next stage rather than before it.
    static func release<Value: Sendable>(_ value: consuming Value) {
        if releasesInline { return }
        // Moved into a box that the other thread empties: a closure capturing the value itself
        // would hold a copy, and when it ran before this function returned, the last reference
        // (and the freeing) would be this thread's.
        let box = ReleasedValue(consume value)
        DispatchQueue.global().async { box.free() }
    }

    /// Frees what `release` is given at once, on the caller's thread: the fuzz targets check for
    /// leaks as each input returns, and memory still being freed on another thread looks leaked.
    nonisolated(unsafe) static var releasesInline = false
}

/// A value handed to `ParallelChunks.release`, freed by the thread that empties the box.
private final class ReleasedValue<Value>: @unchecked Sendable {
    /// Set once on the releasing thread, emptied once on the freeing one, after it.
    private var value: Value?

    init(_ value: consuming Value) { self.value = consume value }

    func free() { value = nil }
}
