import DimensKit

/// `dimens templates list|cat NAME`: the templates compiled into dimens.
struct TemplatesCommand: DimensCommand {
    static let name = "templates"
    static let summary = "list the built-in templates, or print one to customise"
    var context: CommandContext

    /// `dimens templates list | dimens templates cat NAME`.
    struct Options: CommandOptions {
        /// The template to print; nil lists them.
        var name: String?

        static let misuse: String? = "expected 'list' or 'cat NAME'"

        static var arguments: [Argument<Self>] { [.word("list"), .word("cat"), .positional(\.name, "NAME")] }
    }

    func run(_ options: Options) -> ExitCode {
        guard let name = options.name else {
            context.console.write(
                TemplateLibrary.builtInNames.map { name in
                    switch name {
                    case OutputKind.json:
                        "json   (written by code: schema dimens/2, or dimens/1 with the schema option)\n"
                    case OutputKind.android: "android   (written by code: a folder of values…/dimens.xml resources)\n"
                    default: "\(name)\n"
                    }
                }.joined())
            return .success
        }
        guard case .success(let template) = TemplateLibrary().resolve(name), template.builtIn else {
            let hint =
                name == OutputKind.json || name == OutputKind.android
                ? ": the \(name) output is written by code, not by a template"
                : Suggestion.closest(to: name, in: TemplateLibrary.builtInNames).map { "; did you mean '\($0)'?" } ?? ""
            context.console.writeError("dimens: error: no built-in template '\(name)'\(hint)\n")
            return .failure
        }
        context.console.write(template.source)
        return .success
    }
}
