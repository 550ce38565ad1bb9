import DimensKit

/// `dimens context --output NAME`: what a template of that output receives (`dimens-context/1`).
struct ContextCommand: DimensCommand {
    static let name = "context"
    static let summary = "print the render context of one configured output as JSON"
    var context: CommandContext

    /// `dimens context --output NAME [--config PATH]`.
    struct Options: CommandOptions {
        /// Required: the parser always sets it.
        var output = ""
        var config: String?

        static let misuse: String? = "context needs --output NAME"

        static var arguments: [Argument<Self>] {
            [
                .option(
                    "--output", \.output, valueName: "NAME",
                    help: "the output's path (as in the config) or its template name", usage: .required),
                .config(\.config),
            ]
        }
    }

    func run(_ options: Options) -> ExitCode {
        let name = options.output
        guard let project = context.loadProject(config: options.config) else { return .failure }
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
        let language = OutputKinds.language(of: output.template, options: output.options)
        let json = RenderContext.build(
            table.screens(forOutput: output.template), template: output.template, options: output.options,
            language: language,
            generator: Renderer.generator
        ).json
        context.console.write(JSONWriter.write(json))
        return .success
    }
}
