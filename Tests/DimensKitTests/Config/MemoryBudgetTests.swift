import DimensKit
import Testing

@testable import DimensKit

/// The memory budget (`--max-memory`): the estimate the check phase makes before the scale stage
/// allocates its table, and the error naming what to split.
struct MemoryBudgetTests {
    typealias Estimate = MemoryBudget.Estimate

    /// Each row: tokens, screens, inputs, other text sizes, and the estimate's bounds in MiB.
    @Test(arguments: [
        // The example's size: well under any budget.
        (50, 385, 1, 0, 64...66),
        // Issue 48's resolver: 20,000 tokens, 46 inputs the screens take, six other text sizes
        // (measured at 425 MB peak with `dimens-bench --resolver 20000`).
        (20_000, 385, 46, 6, 600...800),
        // One input of 40,000 tokens (measured at 218 MB).
        (40_000, 385, 1, 0, 300...400),
    ])
    func estimatesGrowWithTokensScreensInputsAndTextSizes(
        tokens: Int, screens: Int, inputs: Int, sizes: Int, mebibytes: ClosedRange<Int>
    ) {
        let estimate = Estimate(tokens: tokens, screens: screens, inputs: inputs, textSizes: sizes)
        #expect(mebibytes.contains(estimate.bytes >> 20), "\(estimate.bytes >> 20) MiB")
        #expect(MemoryBudget().finding(estimate) == nil)
    }

    @Test func overTheLimitIsOneErrorNamingWhatWeighsMost() throws {
        let budget = MemoryBudget(limit: 256 << 20)
        let joined = try #require(
            budget.finding(Estimate(tokens: 20_000, screens: 385, inputs: 200, textSizes: 0)))
        #expect(joined.code == .scaleMemoryLimit && joined.severity == .error)
        #expect(joined.message.contains("20000 tokens on 385 screens, 200 resolver inputs"))
        #expect(joined.message.hasSuffix("more than the 256 MiB allowed"))
        #expect(joined.notes[0].message.hasPrefix("most of it is joining the resolver's inputs"))
        #expect(joined.notes[1].message.contains("--max-memory 1G"))
        let table = try #require(
            budget.finding(Estimate(tokens: 200_000, screens: 385, inputs: 1, textSizes: 0)))
        #expect(table.notes[0].message.hasPrefix("most of it is the table of every token on every screen"))
    }

    /// An estimate that overflows is over any limit, never a negative number under it, and
    /// suggests no limit that could not be given.
    @Test func anOverflowingEstimateIsRefused() throws {
        let estimate = Estimate(tokens: Int.max / 4, screens: 1_000, inputs: 1_000, textSizes: 11)
        let refused = try #require(MemoryBudget(limit: .max).finding(estimate))
        #expect(refused.message.hasPrefix("the build would take more memory than can be counted"))
        #expect(refused.notes[1].message == "no --max-memory allows it")
    }

    /// Without a resolver or text sizes the message does not count them.
    @Test func plainTokenFilesAreCountedPlainly() throws {
        let refused = try #require(
            MemoryBudget(limit: 1 << 20).finding(Estimate(tokens: 10, screens: 5, inputs: 1, textSizes: 0)))
        #expect(
            refused.message == "the build would take about 65 MiB (10 tokens on 5 screens), more than the 1 MiB allowed"
        )
        #expect(refused.location == nil)
        #expect(refused.notes[0].message.hasPrefix("most of it is what dimens takes before any token (64 MiB)"))
    }

    /// A build over the budget fails with that one error and no table.
    @Test func aBuildOverTheBudgetIsRefusedWithOneError() throws {
        let tokens = (0..<2_000).map { #""t\#($0)": {"$value": {"value": \#($0 % 30), "unit": "px"}}"# }
        let file = SourceFile(
            path: "a.tokens.json", text: #"{"$type": "dimension", "# + tokens.joined(separator: ",") + "}")
        var config = Config.conventional(in: ".")
        config.memory = MemoryBudget(limit: 64 << 20)
        let refused = Pipeline.compile(sources: .files([file]), config: config, catalog: .builtIn)
        #expect(refused.table == nil && refused.outputs.isEmpty)
        #expect(refused.diagnostics.all.map(\.code) == [.scaleMemoryLimit])
        config.memory = MemoryBudget()
        #expect(Pipeline.compile(sources: .files([file]), config: config, catalog: .builtIn).table != nil)
    }
}
