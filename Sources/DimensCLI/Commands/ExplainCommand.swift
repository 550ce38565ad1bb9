import DimensKit

/// `dimens explain TOKEN --device ID`: the base, the selector that matched and why, the model's
/// formula with the screen's numbers, multiplier, clamp and rounding — on a screen the build
/// computes, computed by `Pipeline.explain`. `TOKEN.member` explains a composite's member, with
/// the explanation of the token a member alias (or an em letter spacing's fontSize) takes nested
/// under the step that takes it.
struct ExplainCommand: DimensCommand {
    static let name = "explain"
    static let summary = "show every step of one token's value on one screen"
    var context: CommandContext

    /// `dimens explain TOKEN --device ID [--text-size NAME] [--context MODIFIER=CONTEXT…] [--json] [--config PATH]`.
    struct Options: CommandOptions {
        /// Required: the parser always sets it.
        var token = ""
        /// Required: the parser always sets it.
        var device = ""
        var textSize: String?
        var contexts: [String] = []
        var json = false
        var config: String?

        static let misuse: String? = "explain takes one token path and --device"

        static var arguments: [Argument<Self>] {
            [
                .positional(\.token, "TOKEN"),
                .option(
                    "--device", \.device, valueName: "ID",
                    help: "a device id or screen id (iphone-15, ipad-air-11-inch-m3@landscape)", usage: .required),
                .option(
                    "--text-size", \.textSize, valueName: "NAME",
                    help: "the value at this text size (extraLarge, or the context bound to it) instead of the default"),
                .option(
                    "--context", \.contexts, valueName: "MODIFIER=CONTEXT",
                    help: "the value under this context of a resolver modifier (repeatable), instead of the screen's"),
                .flag("--json", \.json, help: "print the steps as JSON"),
                .config(\.config),
            ]
        }
    }

    func run(_ options: Options) -> ExitCode {
        var chosen: [(modifier: String, context: String)] = []
        for pair in options.contexts {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                context.console.writeError(
                    "dimens: error: --context takes MODIFIER=CONTEXT, such as theme=dark, not '\(pair)'\n")
                return .usage
            }
            chosen.append((parts[0], parts[1]))
        }
        guard let project = context.loadProject(config: options.config) else { return .failure }
        let explained = Pipeline.explain(
            options.token, on: options.device, sources: project.tokens, config: project.config,
            catalog: project.catalog, choices: .init(textSize: options.textSize, contexts: chosen))
        switch explained {
        case .success(let explanation):
            context.console.write(options.json ? JSONWriter.write(explanation.json) : explanation.text)
            if case .failure = explanation.outcome { return .failure }
            return .success
        case .failure(.diagnostics(let found)):
            var log = project.log
            log.add(contentsOf: found.all)
            context.report(log, format: .text, sources: project.sources)
            return .failure
        case .failure(.notFound(let message, let suggestion)):
            let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
            context.console.writeError("dimens: error: \(message)\(hint)\n")
            return .failure
        }
    }
}
