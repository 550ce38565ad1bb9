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

    /// Composition, config (reference, templates, screens), every input's front end, scaling with
    /// its checks and dead-selector warnings, the token names of storyboards and xibs, and the
    /// naming rules of each output's language.
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
        let streamed = streamInputs(
            stream, start: start, config: config, scale: checked.log.hasErrors ? nil : settings,
            sizes: (textSizes?.sizes ?? []).map { .init(size: $0.size, label: "\(textSizes!.modifier)=\($0.context)") },
            indexNames: !interfaceBuilder.isEmpty)
        checked.tokenCount = streamed.paths.count
        checked.inputCount = stream.all.count
        checked.log.add(contentsOf: streamed.diagnostics)
        if let over = streamed.overBudget { checked.log.add(over) }
        let sound = !DiagnosticLog(start.log.all + streamed.diagnostics, policy: checked.log.policy!).hasErrors
        checked.log.add(
            contentsOf: interfaceBuilderChecks(
                interfaceBuilder, tokens: sound ? streamed.names : nil, config: config, plans: checked.plans))
        checked.log.add(contentsOf: unusedRules(config.rules, paths: streamed.paths))
        guard !checked.log.hasErrors, var table = streamed.scaled?.table else { return checked }

        addScaleFindings(streamed, sizes: textSizes?.sizes.count ?? 0, to: &checked.log)
        checked.log.add(contentsOf: nothingComputed(table))
        if let turned = TurnedWindows.finding(config: config, table: table) { checked.log.add(turned) }
        if !checked.log.hasErrors { checked.log.add(contentsOf: AccessibilityRules.diagnostics(table)) }
        if !checked.log.hasErrors {
            checked.log.add(
                contentsOf: answerRequests(
                    to: &table, plans: checked.plans,
                    front: { streamed.buildFronts?[$0] ?? frontEnd(start, for: checked.inputs[$0], config: config) },
                    assignment: assignment,
                    reference: reference, resolver: composition.plan != nil, profiles: profiles,
                    memory: config.memory))
        }
        guard !checked.log.hasErrors else { return checked }
        let model = RenderModel(table)
        for check in modelChecks { checked.log.add(contentsOf: check(model, checked.plans)) }
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

    /// The storyboards' and xibs' token names (against `tokens`, when the token files were
    /// sound), and an error when they are checked but no output gives UIKit their properties.
    static func interfaceBuilderChecks(
        _ files: [SourceFile], tokens: TokenIndex?, config: Config, plans: [OutputPlan]
    ) -> [Diagnostic] {
        var found = InterfaceBuilderCheck.diagnostics(files, tokens: tokens)
        if let key = config.interfaceBuilder, !files.isEmpty, !plans.contains(where: \.options.inspectables) {
            found.append(
                .error(
                    .interfaceBuilderRuntime,
                    "storyboards and xibs are checked for token names, but no output has \"inspectables\": true: without the generated properties UIKit raises NSUnknownKeyException loading an object that names a token",
                    at: key.location, notes: [.init("add \"options\": {\"inspectables\": true} to the swift output")]))
        }
        return found
    }

    /// The checks that run on the render model, in order, once the table is sound: each output's
    /// platforms, its language's naming rules, its kind's own findings, and the table's limits.
    static let modelChecks: [@Sendable (RenderModel, [OutputPlan]) -> [Diagnostic]] = [
        { OutputPlatformCheck.diagnostics($0.table, plans: $1) }, { NameCheck.diagnostics($0, plans: $1) },
        { OutputKinds.findings($0, plans: $1) }, { TableLimits.diagnostics($0, plans: $1) },
    ]

    /// The scale stage's findings: the default size's, then each other text size's errors (its
    /// warnings repeat the default size's) and what it added, while no error stops them.
    static func addScaleFindings(_ streamed: Streamed, sizes: Int, to log: inout DiagnosticLog) {
        log.add(contentsOf: streamed.scaled!.found)
        for (found, added) in streamed.sized where !log.hasErrors {
            let reported = Set(log.all)
            log.add(contentsOf: found.filter { $0.severity == .error && !reported.contains($0) })
            log.add(contentsOf: added)
        }
        assert(streamed.sized.count == sizes || log.hasErrors, "a text size left out")
    }

    /// A warning for each config rule that matches no token under any input loaded.
    static func unusedRules(_ rules: [TokenRule], paths: Set<TokenPath>) -> [Diagnostic] {
        guard !rules.isEmpty else { return [] }
        let index = RuleIndex(rules)
        var used = Set<Int>()
        for path in paths where used.count < rules.count { used.formUnion(index.matches(path)) }
        let unused = rules.indices.filter { !used.contains($0) }.map { rules[$0] }
        // "Did you mean" for the first few (each is a search over every path).
        let names = unused.isEmpty ? [] : paths.map(\.description).sorted()
        return unused.enumerated().map { offset, rule in
            .warning(
                .configRuleUnused, "rule '\(rule.pattern)' matches no token", at: rule.location,
                notes: offset < 50 ? Suggestion.note(for: rule.pattern, in: names) : [])
        }
    }

    /// A warning when no token is computed per screen although tokens hold lengths: everything
    /// was carried through, which a build would otherwise do without a word.
    static func nothingComputed(_ table: ScaledTable) -> [Diagnostic] {
        var withLengths: [ScaledToken] = []
        for token in table.tokens {
            guard case .constant(let json) = token.values else { return [] }
            // Durations and transitions hold `{"value", "unit"}` too, but no length.
            let type = token.token.type
            if type == nil || type == .dimension || type?.isComposite == true, json.holdsLength {
                withLengths.append(token)
            }
        }
        guard let first = withLengths.first else { return [] }
        let shown =
            withLengths.prefix(3).map { "'\($0.token.path)'" }.joined(separator: ", ")
            + (withLengths.count > 3 ? ", …" : "")
        return [
            .warning(
                .scaleNothingComputed,
                "no token is computed per screen: all \(table.tokens.count) are carried through untouched, \(withLengths.count) of them holding lengths (\(shown))",
                at: first.token.token.location, token: first.token.path.description,
                notes: first.token.uncomputable.map {
                    [.init("'\(first.token.path)' is carried through because \($0)")]
                } ?? [])
        ]
    }
}

extension JSONValue {
    /// True when a length (`{"value": 16, "unit": "px"}`) is in the value, at any depth.
    var holdsLength: Bool {
        switch kind {
        case .object(let object):
            if object["value"]?.number != nil, let unit = object["unit"]?.string, UnitReading(unit) != .duration {
                return true
            }
            return object.members.contains { $0.value.holdsLength }
        case .array(let items): return items.contains { $0.holdsLength }
        default: return false
        }
    }
}

extension DiagnosticCode {
    /// A config rule whose pattern matches no token (a warning).
    package static let configRuleUnused = DiagnosticCode("config.rule-unused")
    /// Every token carried through, none computed, though some hold lengths (a warning).
    package static let scaleNothingComputed = DiagnosticCode("scale.nothing-computed")
    /// Storyboards are checked, but no output generates the properties they name.
    package static let interfaceBuilderRuntime = DiagnosticCode("ib.no-runtime")
}
