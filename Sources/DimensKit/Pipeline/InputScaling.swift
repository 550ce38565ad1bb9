/// The scale stage over a build's inputs, fed one input's front end at a time: each is scaled on
/// the screens that take it and joined at once (`TableJoiner`), so only one input's resolved
/// tokens are alive at a time.
struct InputScaling {
    let assignment: ModifierPlan.Assignment
    let screens: [Screen]
    let reference: ScalingReference
    let resolver: Bool
    let measureSelectors: Bool
    private var joiner: TableJoiner
    private var diagnostics: [[Diagnostic]] = []
    private var usage = SelectorUsage()
    /// The input the next front end is for.
    private(set) var next = 0

    init(
        assignment: ModifierPlan.Assignment, screens: [Screen], reference: ScalingReference, resolver: Bool,
        measureSelectors: Bool = true
    ) {
        (self.assignment, self.screens, self.reference) = (assignment, screens, reference)
        (self.resolver, self.measureSelectors) = (resolver, measureSelectors)
        joiner = TableJoiner(
            inputs: assignment.inputs, screenInput: assignment.screenInput, screens: screens, reference: reference)
    }

    /// Whether every input's front end was given.
    var isComplete: Bool { next == max(assignment.inputs.count, 1) }

    /// Scales the next input's tokens on its screens.
    mutating func add(_ front: Pipeline.FrontEnd) {
        let input = next
        next += 1
        let own = screens.indices.filter { assignment.screenInput[$0] == input }.map { screens[$0] }
        let tokens = front.tokens.tokens
        let plans = ParallelChunks.map(tokens.count) { tokens[$0].map(TokenPlan.init) }.flatMap { $0 }
        // The selector-usage measurement reads only the plans: it runs beside the scale stage.
        let (reference, measure) = (reference, measureSelectors)
        let ((part, found), measured) = ParallelChunks.pair(
            { Stages.scale(screens: own, reference: reference, plans: plans).run(front.tokens) },
            { measure ? SelectorUsage.measure(plans, screens: own) : nil })
        diagnostics.append(found)
        if let measured { usage.merge(measured) }
        ParallelChunks.release(consume plans)
        joiner.add(part)
    }

    /// The table over every screen, with what scaling and joining found.
    consuming func finish() -> (ScaledTable, [Diagnostic]) {
        var joinedDiagnostics =
            Pipeline.joinFindings(diagnostics, labels: ResolverInput.findingLabels(assignment.inputs))
            + usage.diagnostics(screens: ScreenList.summary(screens))
        let (table, joinFound) = joiner.finish()
        guard resolver else {
            var plain = table
            (plain.inputs, plain.screenInput) = ([], [])
            return (plain, joinedDiagnostics)
        }
        joinedDiagnostics += joinFound
        return (table, joinedDiagnostics)
    }
}

extension Pipeline {
    /// The scale stage per input, each on the screens that take it, joined into one table;
    /// `front` makes input `i`'s front end, called once for each input in order.
    static func scale(
        _ front: (Int) -> FrontEnd, assignment: ModifierPlan.Assignment, screens: [Screen],
        reference: ScalingReference, resolver: Bool, measureSelectors: Bool = true
    ) -> (ScaledTable, [Diagnostic]) {
        var scaling = InputScaling(
            assignment: assignment, screens: screens, reference: reference, resolver: resolver,
            measureSelectors: measureSelectors)
        while !scaling.isComplete { scaling.add(front(scaling.next)) }
        return scaling.finish()
    }
}
