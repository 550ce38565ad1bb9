/// What the config stage knows of the built-in output kinds before anything is computed (the
/// render layer's `OutputKinds.table` gives it): each one's name, language and options, so an
/// output's options are checked where the config writes them.
package struct OutputKindTable: Sendable {
    /// One built-in kind.
    package struct Entry: Sendable {
        package var name: String
        package var language: OutputLanguage
        package var options: [String]

        package init(name: String, language: OutputLanguage, options: [String]) {
            self.name = name
            self.language = language
            self.options = options
        }
    }

    package let entries: [Entry]

    package init(_ entries: [Entry]) { self.entries = entries }

    /// Whether an output of `template` takes `option`: a built-in kind takes those it names, a
    /// project's template every option but the json output's `schema`.
    package func takes(_ template: String, option: String) -> Bool {
        entries.first { $0.name == template }.map { $0.options.contains(option) } ?? (option != "schema")
    }
}
