import DimensKit

extension Command {
    static let templates = Command(
        name: "templates",
        summary: "list the built-in templates, or print one to customise",
        usage: "dimens templates list | dimens templates cat NAME",
        options: [CommonOptions.help],
        run: { scanned, context in TemplatesCommand(context: context).run(scanned) })
}

/// `dimens templates list|cat NAME`: the templates compiled into dimens.
struct TemplatesCommand {
    var context: CommandContext

    func run(_ scanned: ArgumentScanner.Scanned) -> ExitCode {
        switch (scanned.positionals.first, scanned.positionals.count) {
        case ("list", 1):
            context.console.write(
                TemplateLibrary.builtInNames.map { name in
                    name == OutputKind.json
                        ? "json   (written by code: schema dimens/2, or dimens/1 with the schema option)\n"
                        : "\(name)\n"
                }.joined())
            return .success
        case ("cat", 2):
            let name = scanned.positionals[1]
            guard case .success(let template) = TemplateLibrary().resolve(name), template.builtIn else {
                let hint =
                    name == OutputKind.json
                    ? ": the json output is written by code, not by a template"
                    : Suggestion.closest(to: name, in: TemplateLibrary.builtInNames).map { "; did you mean '\($0)'?" }
                        ?? ""
                context.console.writeError("dimens: error: no built-in template '\(name)'\(hint)\n")
                return .failure
            }
            context.console.write(template.source)
            return .success
        default:
            return Usage.fail(
                UsageError("expected 'list' or 'cat NAME'"), command: .templates, console: context.console)
        }
    }
}
