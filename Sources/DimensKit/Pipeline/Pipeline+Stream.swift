/// The front end and the scale stage over every input a check loads, one input at a time: each
/// input's tokens are resolved, checked, scaled when they belong to the build, and let go before
/// the next input's are made. Memory is bounded by the largest input's resolved tokens plus the
/// table (tokens × screens, and the text sizes' differences), not by inputs × tokens.
extension Pipeline {
    /// The inputs of one check, in the order they are loaded.
    struct InputStream {
        /// The inputs the build's screens take (one empty input without a resolver).
        var build: [ResolverInput]
        /// With a modifier bound to text sizes: per other size, the build's inputs with its context.
        var sized: [[ResolverInput]] = []
        /// For `lint`: inputs loading the modifiers' contexts the build's screens do not take.
        var extra: [ResolverInput] = []

        var all: [ResolverInput] { build + sized.joined() + extra }

        /// The build's inputs, again under each other text size's context where a modifier is
        /// bound to text sizes, and for `lint` (given its `lintInputs`) the ones loading the
        /// contexts none of those load.
        init(
            build: [ResolverInput],
            textSizes: (modifier: String, sizes: [(size: ContentSizeCategory, context: String)])? = nil,
            lintInputs: [ResolverInput]? = nil
        ) {
            self.build = build
            if let textSizes {
                sized = textSizes.sizes.map { size in build.map { $0.with(textSizes.modifier, size.context) } }
            }
            if let lintInputs {
                let loaded = Set(build + sized.joined())
                extra = lintInputs.filter { !loaded.contains($0) }
            }
        }
    }

    /// What streaming the inputs found and made.
    struct Streamed {
        /// The findings of every input's front end, joined (`joinFindings`).
        var diagnostics: [Diagnostic] = []
        /// Distinct token paths over every input.
        var paths = Set<TokenPath>()
        /// The storyboard check's index of every input's tokens, when storyboards are checked.
        var names: TokenIndex?
        /// The default text size's table and what scaling found, when every front end of the
        /// build was sound; then each other size's scale findings and what adding it found.
        var scaled: (table: ScaledTable, found: [Diagnostic])?
        var sized: [(found: [Diagnostic], added: [Diagnostic])] = []
        /// The build's front ends, kept for the scale requests (probes, viewports) while they fit
        /// a quarter of the memory budget (about 2 KiB a token); nil when they did not, and the
        /// requests make them again one at a time.
        var buildFronts: [FrontEnd]? = []
        /// The error when the scale stage would take more memory than the config's budget.
        var overBudget: Diagnostic?
    }

    /// Runs the front end under each of `stream`'s inputs in order; while no error is found
    /// (`scale` is nil when one already was), scales the build's inputs as they come, the
    /// default text size's first, then each other size's, joined into the table at once.
    static func streamInputs(
        _ stream: InputStream, start: Start, config: Config, scale: ScaleSettings?, sizes: [TextSizeContext],
        indexNames: Bool
    ) -> Streamed {
        var streamed = Streamed(names: indexNames ? TokenIndex([]) : nil)
        let policy = start.log.policy!
        var lists: [[Diagnostic]] = []
        var scaling = scale.map { $0.scaling(for: $0.assignment, measureSelectors: true) }
        var group = 0
        var largest = 0
        var keptBytes = 0
        for (i, input) in stream.all.enumerated() {
            let front = frontEnd(start, for: input, config: config)
            lists.append(front.diagnostics.all)
            streamed.paths.formUnion(front.tokens.tokens.map(\.path))
            streamed.names?.add(front.tokens)
            if i < stream.build.count, streamed.buildFronts != nil {
                keptBytes += front.tokenCount * MemoryBudget.bytesPerResolvedToken
                if keptBytes <= config.memory.limit / 4 {
                    streamed.buildFronts!.append(front)
                } else {
                    streamed.buildFronts = nil
                }
            }
            if DiagnosticLog(front.diagnostics.all, policy: policy).hasErrors { scaling = nil }
            guard var current = scaling, let settings = scale, i < stream.build.count * (sizes.count + 1) else {
                continue
            }
            largest = max(largest, front.tokenCount)
            let estimate = MemoryBudget.Estimate(
                tokens: largest, screens: settings.screens.count, inputs: stream.build.count, textSizes: sizes.count)
            if let over = config.memory.finding(estimate) {
                (streamed.overBudget, scaling) = (over, nil)
                continue
            }
            current.add(front)
            scaling = current
            guard current.isComplete else { continue }
            let (part, found) = current.finish()
            if group == 0 {
                streamed.scaled = (part, found)
            } else {
                let size = sizes[group - 1]
                let added = streamed.scaled!.table.add(size.size, part, label: size.label)
                streamed.sized.append((found, added))
            }
            group += 1
            // As the check phase reports them: at the default text size every finding, at another
            // its errors and what adding it found (its warnings repeat the default size's).
            let counted = group == 1 ? found : found.filter { $0.severity == .error } + streamed.sized.last!.added
            let sound = !DiagnosticLog(counted, policy: policy).hasErrors
            scaling =
                sound && group <= sizes.count
                ? settings.scaling(
                    for: .init(inputs: stream.sized[group - 1], screenInput: settings.assignment.screenInput),
                    measureSelectors: false) : nil
        }
        streamed.diagnostics = joinFindings(lists, labels: ResolverInput.findingLabels(stream.all))
        return streamed
    }

    /// How the build's inputs are scaled.
    struct ScaleSettings {
        var assignment: ModifierPlan.Assignment
        var screens: [Screen]
        var reference: ScalingReference
        var resolver: Bool

        /// The scaling of `inputs` (selectors are measured at the default text size only).
        func scaling(for inputs: ModifierPlan.Assignment, measureSelectors: Bool) -> InputScaling {
            InputScaling(
                assignment: inputs, screens: screens, reference: reference, resolver: resolver,
                measureSelectors: measureSelectors)
        }
    }

    /// A text size other than the default and the context of the modifier bound to text sizes
    /// that gives it.
    struct TextSizeContext {
        var size: ContentSizeCategory
        /// `modifier=context`, for findings.
        var label: String
    }

    /// The front end under one input of the start's composition.
    static func frontEnd(_ start: Start, for input: ResolverInput, config: Config) -> FrontEnd {
        frontEnd(
            FrontEndInput(
                documents: start.composition?.documents(for: input) ?? [],
                redefinition: start.composition?.redefinition ?? .error, defaults: config.defaults,
                rules: config.rules, options: start.options, hints: start.composition?.hints ?? [:]))
    }
}
