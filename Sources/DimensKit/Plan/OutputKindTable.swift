/// What the config stage knows of the built-in output kinds before anything is computed (the
/// render layer's `OutputKinds.table` gives it): each one's name, language and the options it
/// declares, so an output's options are checked where the config writes them.
package struct OutputKindTable: Sendable {
    /// One built-in kind.
    package struct Entry: Sendable {
        package var name: String
        package var language: OutputLanguage
        package var options: [OutputOption]

        package init(name: String, language: OutputLanguage, options: [OutputOption]) {
            self.name = name
            self.language = language
            self.options = options
        }
    }

    package let entries: [Entry]
    /// Every option declared, each once: those any template takes, then each kind's own in the
    /// kinds' order.
    package let allOptions: [OutputOption]

    package init(_ entries: [Entry]) {
        self.entries = entries
        var names = Set<String>()
        allOptions =
            ([.typeName, .accessLevel, .cssPrefix, .rows, .strict, .language, .split] + entries.flatMap(\.options))
            .filter { names.insert($0.name).inserted }
    }

    /// The options an output of `template` takes: a built-in kind's own, a project's template
    /// every option but the json output's `schema`.
    package func options(for template: String) -> [OutputOption] {
        entries.first { $0.name == template }?.options ?? allOptions.filter { $0.name != "schema" }
    }

    /// Whether an output of `template` takes `option`.
    package func takes(_ template: String, option: String) -> Bool {
        options(for: template).contains { $0.name == option }
    }
}
