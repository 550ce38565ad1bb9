/// What outputs ask of the scale stage beyond the table (`OutputKind.scaleRequests`), answered
/// once per request: the scaled profiles' factors on every screen (`ScaledFactors`), the css
/// output's web viewports (`Pipeline.answerViewports`), and probe screens: for each width
/// qualifier asked for, every token computed on a screen at each whole dp between the catalogued
/// widths (each probe takes the resolver input of the screen it copies), so an output can place
/// folders where values move. Only errors are reported from them (a value that cannot be computed
/// would ship in a folder); their warnings repeat the catalogued screens'.
extension Pipeline {
    static func answerRequests(
        to table: inout ScaledTable, plans: [OutputPlan], front: (Int) -> FrontEnd, assignment: ModifierPlan.Assignment,
        reference: ScalingReference, resolver: Bool, profiles: [ScaledProfile] = [],
        memory: MemoryBudget = MemoryBudget()
    ) -> [Diagnostic] {
        var requests: [(ScaleRequest, OutputPlan)] = []
        for plan in plans {
            for request in OutputKinds.named(plan.name)?.scaleRequests(plan.options, table: table) ?? []
            where !requests.contains(where: { $0.0 == request }) {
                requests.append((request, plan))
            }
        }
        var errors: [Diagnostic] = []
        for case (.probes(let qualifier, let values), let plan) in requests where table.probes[qualifier] == nil {
            let probes = qualifier.probes(of: table.screens)
            if let tooMany = probeEstimate(columns: values, probes: probes.count, plan: plan, limit: probeLimit(memory))
            {
                errors.append(tooMany)
                continue
            }
            let (part, found) = scale(
                front, onCopies: probes, assignment: assignment, reference: reference, resolver: resolver)
            table.probes[qualifier] = part
            errors += found.filter { $0.severity == .error && !errors.contains($0) }
        }
        for case (.viewports(let platform), _) in requests {
            answerViewports(
                platform, to: &table, front: front, assignment: assignment, reference: reference,
                resolver: resolver)
        }
        if requests.contains(where: { $0.0 == .factors }), !profiles.isEmpty, table.factors == nil {
            let (factors, found) = ScaledFactors.compute(profiles, screens: table.screens, reference: reference)
            table.factors = factors
            errors += found
        }
        return errors
    }

    /// The inputs' front ends (`front`) scaled on screens beyond the table's, each taking the
    /// resolver input of the table's screen it copies (`base`).
    static func scale(
        _ front: (Int) -> FrontEnd, onCopies copies: [(screen: Screen, base: Int)], assignment: ModifierPlan.Assignment,
        reference: ScalingReference, resolver: Bool
    ) -> (ScaledTable, [Diagnostic]) {
        let copied = ModifierPlan.Assignment(
            inputs: assignment.inputs, screenInput: copies.map { assignment.screenInput[$0.base] })
        return scale(
            front, assignment: copied, screens: copies.map(\.screen), reference: reference, resolver: resolver,
            measureSelectors: false)
    }

    /// The error for an output whose probe values (each value column on every probe
    /// screen, 8 bytes a value) would take more than `limit` bytes: estimated before the work.
    static func probeEstimate(columns: Int, probes: Int, plan: OutputPlan, limit: Int = maximumProbeBytes)
        -> Diagnostic?
    {
        let bytes = columns.multipliedReportingOverflow(by: probes * 8)
        guard bytes.overflow || bytes.partialValue > limit else { return nil }
        return .error(
            .outputTooLarge,
            "'\(plan.path)' would compute \(columns) values on each of \(probes) probe screens between the catalogued widths; an \(plan.name) output's probe values are limited to \(limit) bytes",
            at: plan.location,
            notes: [
                .init("fewer tokens or Android screens in the build (catalog.include)"),
                .init("the limit is a quarter of --max-memory, at most \(maximumProbeBytes) bytes"),
            ])
    }

    /// The most memory an output's probe values may take (about 375,000 lengths on the
    /// built-in catalog's 714 probe screens).
    static let maximumProbeBytes = 2 << 30

    /// The limit on probe values under `memory`: a quarter of it, as the android output takes
    /// about four times its probe values' memory through to its text (a heap profile of 20,000
    /// typographies: 29 bytes at the peak for each 8-byte probe value, `Performance.md`), and at
    /// most `maximumProbeBytes`.
    static func probeLimit(_ memory: MemoryBudget) -> Int { min(maximumProbeBytes, memory.limit / 4) }
}
