/// Everything a build verifies before rendering, shared by `compile` and `lint` so that lint
/// raises every error a build can, at the same place.
extension Pipeline {
    /// What the check phase found and made.
    struct Checked {
        var log: DiagnosticLog
        /// The scaled table, when everything before scaling was sound, and what rendering needs of it.
        var table: ScaledTable?
        var model: RenderModel?
        /// Each output's plan: its template found and parsed, its language and options.
        var plans: [OutputPlan] = []
        var composition: TokenComposition?
        /// The inputs the build's screens take (one empty input without a resolver).
        var inputs: [ResolverInput] = []
        /// Distinct token paths, and inputs loaded, over the build's inputs and lint's extra ones.
        var tokenCount = 0, inputCount = 0
    }

    /// The stages up to rendering, each followed by its checks: composition and the config's own
    /// checks (reference, templates, screens); load → validate → resolve under every input, then
    /// `resolveChecks` (storyboards' and xibs' token names, unused rules); scale, its findings and
    /// `scaleChecks` (accessibility among them); the scale requests; the render model and
    /// `modelChecks` (platforms, names, limits).
    /// With `everyContext` (lint), the front end also runs under the inputs that load each
    /// context of every modifier the build's screens do not take.
    static func check(
        _ sources: TokenSources, config: Config, catalog: DeviceCatalog, templates: TemplateLibrary, strict: Bool,
        requireInputs: Bool,
        everyContext: Bool = false, interfaceBuilder: [SourceFile] = []
    ) -> Checked {
        let start = Start(sources, config: config, catalog: catalog, strict: strict, requireInputs: requireInputs)
        var checked = Checked(log: start.log, composition: start.composition)
        let (reference, profiles, screens) = configChecks(config, catalog: catalog, templates: templates, &checked)
        guard let composition = start.composition else { return checked }

        // The token files are checked even when the config has errors, so one run reports both.
        let (assignment, bindingDiagnostics) = composition.assign(screens)
        checked.log.add(contentsOf: bindingDiagnostics)
        if bindingDiagnostics.isEmpty, let plan = composition.plan {
            checked.log.add(contentsOf: plan.unusedBindings(screens))
        }
        checked.inputs = assignment.inputs.isEmpty ? [composition.lintInputs[0]] : assignment.inputs
        // With a modifier bound to text sizes, each input again with each other size's context.
        let textSizes = composition.plan?.textSizes
        let stream = InputStream(
            build: checked.inputs, textSizes: textSizes, lintInputs: everyContext ? composition.lintInputs : nil)
        let settings = ScaleSettings(
            assignment: assignment, screens: screens, reference: reference, resolver: composition.plan != nil)

        // load → validate → resolve under each input in turn, the build's inputs scaled as they come.
        let streamed = streamInputs(
            stream, start: start, config: config, scale: checked.log.hasErrors ? nil : settings,
            sizes: (textSizes?.sizes ?? []).map { .init(size: $0.size, label: "\(textSizes!.modifier)=\($0.context)") },
            indexNames: !interfaceBuilder.isEmpty)
        checked.tokenCount = streamed.paths.count
        checked.inputCount = stream.all.count
        checked.log.add(contentsOf: streamed.diagnostics)
        if let over = streamed.overBudget { checked.log.add(over) }
        let sound = !DiagnosticLog(start.log.all + streamed.diagnostics, policy: checked.log.policy!).hasErrors
        resolveChecks(interfaceBuilder, sound: sound, config: config, plans: checked.plans)
            .run(on: streamed, into: &checked.log)
        guard !checked.log.hasErrors, let scaled = streamed.scaled?.table else { return checked }

        // scale: what it found, the checks after it, then what the outputs ask of it beyond the table.
        addScaleFindings(streamed, sizes: textSizes?.sizes.count ?? 0, to: &checked.log)
        scaleChecks(config).run(on: scaled, into: &checked.log)
        guard !checked.log.hasErrors else { return checked }
        let inputs = checked.inputs
        let requests = Stages.scaleRequests(
            plans: checked.plans,
            front: { streamed.buildFronts?[$0] ?? frontEnd(start, for: inputs[$0], config: config) },
            assignment: assignment, reference: reference, resolver: composition.plan != nil, profiles: profiles,
            memory: config.memory)
        let table = requests(scaled, into: &checked.log)
        guard !checked.log.hasErrors else { return checked }

        // The render model, and the checks on it; `compile` renders it.
        let model = RenderModel(table)
        modelChecks.run(on: (model, checked.plans), into: &checked.log)
        checked.table = table
        checked.model = model
        return checked
    }

    /// The config's own checks, before any token file: its reference screen, its outputs' plans
    /// (into `checked`), its scaled profiles and the screens it computes.
    static func configChecks(
        _ config: Config, catalog: DeviceCatalog, templates: TemplateLibrary, _ checked: inout Checked
    ) -> (ScalingReference, [ScaledProfile], [Screen]) {
        let configLocation = config.file.map { SourceLocation(file: $0, position: .start) }
        var reference = ScalingReference.standard
        switch ScalingReference.from(config.reference, catalog: catalog, at: configLocation) {
        case .success(let found): reference = found
        case .failure(let diagnostic): checked.log.add(diagnostic)
        }
        let (plans, planDiagnostics) = OutputPlan.plans(
            of: config.outputs, library: templates, configLocation: configLocation)
        checked.plans = plans
        checked.log.add(contentsOf: planDiagnostics)
        let (profiles, profileDiagnostics) = ScaledProfile.profiles(of: config)
        checked.log.add(contentsOf: profileDiagnostics)
        let screens = Self.screens(of: config, catalog: catalog)
        if screens.isEmpty {
            checked.log.add(
                .error(.configValue, "no screens to compute: catalog.include leaves no device", at: configLocation))
        }
        return (reference, profiles, screens)
    }
}
