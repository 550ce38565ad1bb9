import Testing

@testable import DimensKit

/// An android output computes every value column on a probe screen at each whole dp between the
/// catalogued widths: that memory is estimated before the work, and a build past the limit is
/// refused at the output instead of exhausting memory (100,000 typographies took 8 GB and aborted).
struct ProbeEstimateTests {
    static let plan = OutputPlan(
        name: "android", path: "res",
        location: SourceLocation(file: "dimens.json", position: SourcePosition(line: 3, column: 5, offset: 40)),
        kind: .code, language: .plain, options: OutputOptions())

    @Test func theLimitIsAboutThreeHundredThousandLengthsOnTheBuiltInCatalog() {
        let screens = ScreenList.screens(
            for: .builtIn, orientations: [.portrait], multitasking: false, platforms: [.android])
        for qualifier in WidthQualifier.allCases {
            let probes = qualifier.probes(of: screens).count
            #expect(probes > 500 && probes < 1_000, "\(qualifier): \(probes)")
            let columns = Pipeline.maximumProbeBytes / (probes * 8)
            #expect(columns > 250_000, "\(qualifier): \(columns) columns")
            #expect(Pipeline.probeEstimate(columns: columns, probes: probes, plan: Self.plan) == nil)
            let refused = Pipeline.probeEstimate(columns: columns + 1, probes: probes, plan: Self.plan)
            #expect(refused?.code == .outputTooLarge && refused?.location == Self.plan.location)
            #expect(refused?.message.contains("'res' would compute \(columns + 1) values") == true)
        }
    }

    @Test func anEstimateThatOverflowsIsRefused() {
        #expect(Pipeline.probeEstimate(columns: Int.max / 2, probes: 700, plan: Self.plan) != nil)
        #expect(Pipeline.probeEstimate(columns: 10, probes: 10, plan: Self.plan, limit: 800) == nil)
        #expect(Pipeline.probeEstimate(columns: 10, probes: 10, plan: Self.plan, limit: 799) != nil)
    }

    /// The limit follows `--max-memory`: a quarter of it (1 GiB by default, where 100,000
    /// typographies' 200,000 lengths on 714 probes, 1.1 GB of values and 4.4 GB in all, are
    /// refused), never more than 2 GiB.
    @Test(arguments: [(4 << 30, 1 << 30), (5 << 30, 5 << 28), (16 << 30, 2 << 30), (64 << 20, 16 << 20)])
    func theLimitIsAQuarterOfTheMemoryBudget(budget: Int, limit: Int) {
        #expect(Pipeline.probeLimit(MemoryBudget(limit: budget)) == limit)
    }

    @Test func aHundredThousandTypographiesNeedMoreThanTheDefaultBudget() {
        let limit = Pipeline.probeLimit(MemoryBudget())
        #expect(Pipeline.probeEstimate(columns: 200_000, probes: 714, plan: Self.plan, limit: limit) != nil)
        let raised = Pipeline.probeLimit(MemoryBudget(limit: 5 << 30))
        #expect(Pipeline.probeEstimate(columns: 200_000, probes: 714, plan: Self.plan, limit: raised) == nil)
    }
}
