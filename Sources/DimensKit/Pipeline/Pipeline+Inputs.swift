/// The front end under several inputs of a resolver: for a build (the inputs its screens take),
/// for `lint` (every context of every modifier) and for `explain` (one screen's input).
extension Pipeline {
    /// The findings of each input's front end joined: a finding every input shares is reported
    /// once; one only some inputs have carries a note naming them.
    static func joinFindings(_ lists: [[Diagnostic]], labels: [String]) -> [Diagnostic] {
        guard lists.count > 1 else { return lists.first ?? [] }
        var order: [Diagnostic] = []
        var inputsOf: [Diagnostic: [Int]] = [:]
        for (input, list) in lists.enumerated() {
            for diagnostic in list {
                if inputsOf[diagnostic] == nil { order.append(diagnostic) }
                if inputsOf[diagnostic, default: []].last != input { inputsOf[diagnostic, default: []].append(input) }
            }
        }
        return order.map { diagnostic in
            let inputs = inputsOf[diagnostic]!
            guard inputs.count < lists.count else { return diagnostic }
            var noted = diagnostic
            noted.notes.append(.init("with " + inputs.map { labels[$0] }.joined(separator: "; ")))
            return noted
        }
    }

    /// What `dimens lint` found, and how much it read.
    public struct LintResult: Sendable {
        public var diagnostics: DiagnosticLog
        /// Distinct token paths over every input checked.
        public var tokenCount: Int
        /// How many inputs were loaded (1 without a resolver).
        public var inputCount: Int
    }

    /// Everything `dimens lint` checks: all a build checks (the check phase, without rendering or
    /// writing), and, with a resolver, the front end under more inputs, so that every context of
    /// every modifier is loaded at least once. `requireInputs` is false for a resolver linted
    /// without a config; `interfaceBuilder` holds the storyboards and xibs to check.
    public static func lint(
        sources: TokenSources, config: Config, catalog: DeviceCatalog, templates: TemplateLibrary = TemplateLibrary(),
        strict: Bool = false, requireInputs: Bool = true, interfaceBuilder: [SourceFile] = []
    ) -> LintResult {
        let checked = check(
            sources, config: config, catalog: catalog, templates: templates, strict: strict,
            requireInputs: requireInputs, everyContext: true, interfaceBuilder: interfaceBuilder)
        return LintResult(diagnostics: checked.log, tokenCount: checked.tokenCount, inputCount: checked.inputCount)
    }

    /// What every entry point starts with: a log at the project's severities, validation options,
    /// and the sources made ready to compose (with the resolver's findings in the log).
    struct Start {
        var log: DiagnosticLog
        var options: Validator.Options
        /// Nil when the resolver itself cannot be read.
        var composition: TokenComposition?

        init(_ sources: TokenSources, config: Config, catalog: DeviceCatalog, strict: Bool, requireInputs: Bool) {
            log = DiagnosticLog(policy: config.severityPolicy(strict: strict))
            options = Validator.Options(
                reportExtensions: log.policy!.reports(.dtcgExtension), deviceIDs: Set(catalog.ids))
            let found: [Diagnostic]
            (composition, found) = TokenComposition.prepare(
                sources, settings: config.modifiers, order: config.resolverOrder, requireInputs: requireInputs,
                deviceIDs: options.deviceIDs,
                settingsAt: config.settingsLocation)
            log.add(contentsOf: found)
        }
    }

    /// The screens a config computes: the devices of its platforms and catalog families,
    /// orientations and iPad windows (on by default whenever pads are included).
    package static func screens(of config: Config, catalog: DeviceCatalog) -> [Screen] {
        let included = config.includedDevices(of: catalog)
        let multitasking = config.multitasking ?? included.devices.contains { $0.family == .pad }
        return ScreenList.screens(
            for: included, orientations: config.orientations, multitasking: multitasking, platforms: config.platforms)
    }
}

extension Config {
    /// Where findings about the config's modifiers point: `modifiers`, else the config file.
    var settingsLocation: SourceLocation? {
        modifiersLocation ?? file.map { SourceLocation(file: $0, position: .start) }
    }
}
