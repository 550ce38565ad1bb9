import DimensKit

/// `dimens explain TOKEN --device ID`: the base, the selector that matched and why, the model's
/// formula with the screen's numbers, multiplier, clamp and rounding.
struct ExplainCommand: DimensCommand {
    static let name = "explain"
    static let summary = "show every step of one token's value on one screen"
    var context: CommandContext

    /// `dimens explain TOKEN --device ID [--json] [--config PATH]`.
    struct Options: CommandOptions {
        /// Required: the parser always sets it.
        var token = ""
        /// Required: the parser always sets it.
        var device = ""
        var json = false
        var config: String?

        static let misuse: String? = "explain takes one token path and --device"

        static var arguments: [Argument<Self>] {
            [
                .positional(\.token, "TOKEN"),
                .option(
                    "--device", \.device, valueName: "ID",
                    help: "a device id or screen id (iphone-15, ipad-air-11-inch-m3@landscape)", usage: .required),
                .flag("--json", \.json, help: "print the steps as JSON"),
                .config(\.config),
            ]
        }
    }

    func run(_ options: Options) -> ExitCode {
        let screenID = options.device
        guard let project = context.loadProject(config: options.config) else { return .failure }
        let screens = ScreenList.screens(
            for: project.catalog, orientations: Config.Orientation.allCases, multitasking: true)
        guard let screen = screens.first(where: { $0.id == screenID }) else {
            return fail(message: "no device or screen '\(screenID)'", candidates: screens.map(\.id), word: screenID)
        }
        let found = Pipeline.frontEnd(
            sources: project.tokens, config: project.config, catalog: project.catalog, for: screen)
        var log = project.log
        log.add(contentsOf: found.diagnostics.all)
        guard let front = found.front, !log.hasErrors else { return fail(log, project.sources) }

        let path = options.token
        let reference: ScalingReference
        switch ScalingReference.from(project.config.reference, catalog: project.catalog, at: nil) {
        case .success(let found): reference = found
        case .failure(let diagnostic): return fail(DiagnosticLog([diagnostic]), [])
        }
        if front.tokens.tokens.first(where: { $0.path.description == path }) == nil,
            let (composite, member) = CompositeScaler.member(named: path, in: front.tokens)
        {
            let explained = CompositeScaler.explain(
                member, of: composite, in: front.tokens, on: screen, reference: reference)
            let explanation = Explanation(
                token: explained.token, screen: screen, model: explained.model, steps: explained.steps,
                outcome: explained.outcome, contexts: found.reasons,
                settings: SettingOrigins.of(composite, blocks: front.blocks))
            context.console.write(options.json ? JSONWriter.write(explanation.json) : explanation.text)
            if case .failure = explained.outcome { return .failure }
            return .success
        }
        guard let token = front.tokens.tokens.first(where: { $0.path.description == path }) else {
            let members = front.tokens.tokens.flatMap { token -> [String] in
                guard case .composite(let value) = token.value else { return [] }
                return value.members.map { "\(token.path).\($0.dotted)" }
            }
            return fail(
                message: "no token '\(path)'", candidates: front.tokens.tokens.map(\.path.description) + members,
                word: path)
        }
        if case .composite(let value) = token.value {
            let members = value.members.map { "\(path).\($0.dotted)" }.joined(separator: ", ")
            return fail(
                message:
                    "'\(path)' is a \(token.type?.rawValue ?? "composite") token, computed member by member: explain one of \(members)",
                candidates: [], word: "")
        }
        guard let plan = TokenPlan(token) else {
            let kind =
                token.uncomputable.map { "carried through untouched because \($0)" }
                ?? "a \(token.type?.rawValue ?? "untyped") token, carried through"
            return fail(message: "'\(path)' is \(kind), not computed per screen", candidates: [], word: "")
        }
        var trace: [ExplainStep]? = []
        let outcome = plan.evaluate(on: screen, reference: reference, trace: &trace)
        let explanation = Explanation(
            token: token, screen: screen, model: plan.model.kind, steps: trace ?? [], outcome: outcome,
            contexts: found.reasons, chain: front.tokens.aliasChain(of: token),
            settings: SettingOrigins.of(token, blocks: front.blocks))
        context.console.write(options.json ? JSONWriter.write(explanation.json) : explanation.text)
        if case .failure = outcome { return .failure }
        return .success
    }

    private func fail(_ log: DiagnosticLog, _ sources: [SourceFile]) -> ExitCode {
        context.report(log, format: .text, sources: sources)
        return .failure
    }

    private func fail(message: String, candidates: [String], word: String) -> ExitCode {
        let hint = Suggestion.closest(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
        context.console.writeError("dimens: error: \(message)\(hint)\n")
        return .failure
    }
}

/// The result of `explain`, as text and as JSON.
struct Explanation {
    var token: ResolvedToken
    var screen: Screen
    var model: ScalingModelKind
    var steps: [ExplainStep]
    var outcome: Result<ScalarValue, EvaluationProblem>
    /// With a resolver: the context of each modifier on this screen, and why.
    var contexts: [String] = []
    /// The tokens its alias goes through, nearest first; the last one gives the value.
    var chain: [ResolvedToken] = []
    /// Each setting with where it was written (defaults, a group, a rule, the token).
    var settings: [SettingOrigins.Origin] = []

    var valueSource: SourceLocation? { chain.last?.token.location }

    var valueText: String {
        switch outcome {
        case .success(.number(let x)): NumberText.plain(x)
        case .success(.string(let s)): "\"\(s)\""
        case .success(.boolean(let b)): String(b)
        case .failure(let problem): "error: \(problem)"
        }
    }

    var text: String {
        let n = NumberText.plain
        var lines = [
            "\(token.path) on \(screen.id) (\(screen.device.name), \(screen.orientation.rawValue)\(screen.window.map { ", \($0)" } ?? ""), \(n(screen.width))×\(n(screen.height)) pt @\(n(screen.device.scale))x, \(screen.sizeClass.rawValue))",
            "  defined at \(token.token.location), type \(token.type?.rawValue ?? "none"), model \(model.rawValue)",
        ]
        if !contexts.isEmpty { lines.append("  context: " + contexts.joined(separator: "; ")) }
        for setting in settings {
            lines.append("  setting \(setting.key) \(setting.value) from \(setting.source) (\(setting.location))")
        }
        if let valueSource {
            lines.append(
                "  alias of " + chain.map(\.path.description).joined(separator: " → ") + ", defined at \(valueSource)")
        }
        lines += steps.enumerated().map { "  \($0 + 1). \($1.title): \($1.detail)" }
        lines.append("  = \(valueText)")
        return lines.joined(separator: "\n") + "\n"
    }

    var json: JSONValue {
        var value: JSONValue = .null
        if case .success(let scalar) = outcome {
            switch scalar {
            case .number(let x): value = .number(x)
            case .string(let s): value = .string(s)
            case .boolean(let b): value = .bool(b)
            }
        }
        let aliasOf: [JSONValue] = chain.map { .string($0.path.description) }
        let steps: [JSONValue] = steps.map { .object(["step": .string($0.title), "detail": .string($0.detail)]) }
        return .object([
            "token": .string(token.path.description), "screen": .string(screen.id), "model": .string(model.rawValue),
            "aliasOf": .array(aliasOf), "source": .string(token.token.location.description),
            "valueSource": valueSource.map { .string($0.description) } ?? .null,
            "contexts": .array(contexts.map(JSONValue.string)),
            "settings": .array(
                settings.map {
                    .object([
                        ("key", .string($0.key)), ("value", .string($0.value)), ("from", .string($0.source)),
                        ("at", .string($0.location.description)),
                    ])
                }),
            "steps": .array(steps), "value": value,
        ])
    }
}
