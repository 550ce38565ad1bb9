/// What the config stage knows of the built-in output kinds before anything is computed (the
/// render layer's `OutputKinds.table` gives it): each one's name, language, the options it
/// declares and its diagnostic codes, so an output's options are checked where the config writes
/// them, and the `lint` map against every code dimens emits (`registry`).
package struct OutputKindTable: Sendable {
    /// One built-in kind.
    package struct Entry: Sendable {
        package var name: String
        package var language: OutputLanguage
        package var options: [OutputOption]
        /// The codes its outputs' checks report.
        package var codes: [DiagnosticCodeEntry]

        package init(
            name: String, language: OutputLanguage, options: [OutputOption], codes: [DiagnosticCodeEntry] = []
        ) {
            self.name = name
            self.language = language
            self.options = options
            self.codes = codes
        }
    }

    package let entries: [Entry]
    /// Every option declared, each once: those any template takes, then each kind's own in the
    /// kinds' order.
    package let allOptions: [OutputOption]
    /// Every code dimens emits: the stages', these kinds', then the commands'.
    package let registry: DiagnosticCodeRegistry

    package init(_ entries: [Entry]) {
        self.entries = entries
        var names = Set<String>()
        allOptions =
            (OutputOption.takenByAnyTemplate + entries.flatMap(\.options))
            .filter { names.insert($0.name).inserted }
        registry = DiagnosticCodeRegistry(
            DiagnosticCodeRegistry.stageGroups + Self.codeGroups(entries) + DiagnosticCodeRegistry.commandGroups)
    }

    /// One group per kind that reports codes, titled by its name; kinds that report the same codes
    /// (`kotlin` and `compose`, two kinds of one type) share one group.
    static func codeGroups(_ entries: [Entry]) -> [DiagnosticCodeGroup] {
        var kinds: [(names: [String], codes: [DiagnosticCodeEntry])] = []
        for entry in entries where !entry.codes.isEmpty {
            if let index = kinds.firstIndex(where: { $0.codes == entry.codes }) {
                kinds[index].names.append(entry.name)
            } else {
                kinds.append(([entry.name], entry.codes))
            }
        }
        return kinds.map { kind in
            let names = kind.names.map { "`\($0)`" }
            let title = names.dropLast().joined(separator: ", ") + (names.count > 1 ? " and " : "") + names.last!
            return DiagnosticCodeGroup("The \(title) output\(names.count > 1 ? "s" : "")", kind.codes)
        }
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
