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
            let byCode = OutputKinds.all.filter { if case .code = $0.writtenBy { true } else { false } }
            context.console.write((byCode.map(\.summary) + TemplateLibrary.builtInNames).map { $0 + "\n" }.joined())
            return .success
        }
        guard case .success(let template) = TemplateLibrary().resolve(name), template.builtIn else {
            let hint =
                OutputKinds.named(name).map({ if case .code = $0.writtenBy { true } else { false } }) == true
                ? ": the \(name) output is written by code, not by a template"
                : Suggestion.closest(to: name, in: OutputKinds.names + TemplateLibrary.builtInNames).map {
                    "; did you mean '\($0)'?"
                } ?? ""
            context.console.writeError("dimens: error: no built-in template '\(name)'\(hint)\n")
            return .failure
        }
        context.console.write(template.source)
        return .success
    }
}
