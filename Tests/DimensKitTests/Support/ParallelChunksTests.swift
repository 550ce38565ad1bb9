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
}
