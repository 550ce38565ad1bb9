import DimensKit

extension Command {
    static let explain = Command(
        name: "explain",
        summary: "show every step of one token's value on one screen",
        usage: "dimens explain TOKEN --device ID [--json] [--config PATH]",
        options: [
            .init(
                name: "--device", takesValue: true,
                help: "a device id or screen id (iphone-15, ipad-air-11-inch-m3@landscape)"),
            .init(name: "--json", takesValue: false, help: "print the steps as JSON"),
            CommonOptions.config, CommonOptions.help,
        ],
        run: { scanned, context in ExplainCommand(context: context).run(scanned) })
}

/// `dimens explain TOKEN --device ID`: the base, the selector that matched and why, the model's
/// formula with the screen's numbers, multiplier, clamp and rounding.
struct ExplainCommand {
    var context: CommandContext

    func run(_ scanned: ArgumentScanner.Scanned) -> ExitCode {
        guard scanned.positionals.count == 1, let screenID = scanned.value("--device") else {
            return Usage.fail(
                UsageError("explain takes one token path and --device"), command: .explain, console: context.console)
        }
        guard let project = context.loadProject(scanned) else { return .failure }
        let explained = Pipeline.explain(
            scanned.positionals[0], on: screenID, sources: project.tokens, config: project.config,
            catalog: project.catalog)
        switch explained {
        case .success(let explanation):
            context.console.write(scanned.has("--json") ? JSONWriter.write(explanation.json) : explanation.text)
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
