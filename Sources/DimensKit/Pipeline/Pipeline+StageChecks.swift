/// The checks that follow each stage, as lists run in order on its output (`Check`), and what
/// they find.
extension Pipeline {
    /// The checks after the resolve stage, over every input's tokens: the storyboards' and xibs'
    /// token names (against the tokens when the token files were `sound`), and unused config rules.
    static func resolveChecks(_ interfaceBuilder: [SourceFile], sound: Bool, config: Config, plans: [OutputPlan])
        -> [Check<Streamed>]
    {
        [
            Check("interface builder") {
                interfaceBuilderChecks(interfaceBuilder, tokens: sound ? $0.names : nil, config: config, plans: plans)
            },
            Check("unused rules") { unusedRules(config.rules, paths: $0.paths) },
        ]
    }

    /// The checks after the scale stage, on the table: nothing computed, windows turned sideways
    /// (against the config's orientations), and, while nothing is wrong, the accessibility rules.
    static func scaleChecks(_ config: Config) -> [Check<ScaledTable>] {
        [
            Check("nothing computed") { nothingComputed($0) },
            Check("turned windows") { TurnedWindows.finding(config: config, table: $0).map { [$0] } ?? [] },
            Check("accessibility", whileSound: true) { AccessibilityRules.diagnostics($0) },
        ]
    }

    /// The checks that run on the render model, in order, once the table is sound: each output's
    /// platforms, its language's naming rules, its kind's own findings, and the table's limits.
    static var modelChecks: [Check<(RenderModel, [OutputPlan])>] {
        [
            Check("platforms") { OutputPlatformCheck.diagnostics($0.table, plans: $1) },
            Check("names") { NameCheck.diagnostics($0, plans: $1) },
            Check("output kinds") { OutputKinds.findings($0, plans: $1) },
            Check("limits") { TableLimits.diagnostics($0, plans: $1) },
        ]
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
