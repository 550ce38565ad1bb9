import DimensKit

extension Command {
    static let context = Command(
        name: "context",
        summary: "print the render context of one configured output as JSON",
        usage: "dimens context --output NAME [--config PATH]",
        options: [
            .init(
                name: "--output", takesValue: true, help: "the output's path (as in the config) or its template name"),
            CommonOptions.config, CommonOptions.help,
        ],
        run: { scanned, context in ContextCommand(context: context).run(scanned) })
}

/// `dimens context --output NAME`: what a template of that output receives (`dimens-context/1`).
struct ContextCommand {
    var context: CommandContext

    func run(_ scanned: ArgumentScanner.Scanned) -> ExitCode {
        guard let name = scanned.value("--output"), scanned.positionals.isEmpty else {
            return Usage.fail(UsageError("context needs --output NAME"), command: .context, console: context.console)
        }
        guard let project = context.loadProject(scanned) else { return .failure }
        let outputs = project.config.outputs
        guard let output = outputs.first(where: { $0.path == name }) ?? outputs.first(where: { $0.template == name })
        else {
            let hint =
                Suggestion.closest(to: name, in: outputs.map(\.path) + outputs.map(\.template)).map {
                    " (did you mean '\($0)'?)"
                } ?? ""
            context.console.writeError("dimens: error: no output '\(name)' in the config\(hint)\n")
            return .failure
        }
        var config = project.config
        config.outputs = []
        let compilation = Pipeline.compile(
            sources: project.tokens, config: config, catalog: project.catalog, sourceRoot: config.directory)
        var log = project.log
        log.add(contentsOf: compilation.diagnostics.all)
        guard let table = compilation.table, !log.hasErrors else {
            context.report(log, format: .text, sources: project.sources)
            return .failure
        }
        let language = OutputKind.language(of: output.template, options: output.options)
        let json = RenderContext.build(
            table, options: output.options, language: language, generator: Renderer.generator
        ).json
        context.console.write(JSONWriter.write(json))
        return .success
    }
}
