import DimensKit

/// `dimens init --from NAME.resolver.json`: a config for an existing design system, with every
/// modifier of its resolution order set to its default (or first) context, and, for modifiers
/// whose contexts look like screen sizes, a binding to screens written as a comment to confirm.
extension InitCommand {
    func run(from resolverPath: String) -> ExitCode {
        let source: SourceFile
        switch context.fileSystem.read(resolverPath, display: resolverPath) {
        case .success(let file): source = file
        case .failure(let diagnostic):
            context.report(DiagnosticLog([diagnostic]), format: .text, sources: [])
            return .failure
        }
        let (document, diagnostics) = ResolverParser.parse(source)
        let log = DiagnosticLog(diagnostics)
        guard let document, !log.hasErrors else {
            context.report(log, format: .text, sources: [source])
            return .failure
        }
        return write([("dimens.json", Self.config(resolver: resolverPath, document: document))])
    }

    static func config(resolver path: String, document: ResolverDocument) -> String {
        var lines = [
            "{",
            "  // dimens configuration for \(document.name.map { "the design system \($0)" } ?? "this resolver"),",
            "  // written by `dimens init --from`. Paths are relative to this file.",
            "  \"resolver\": \(JSONWriter.write(.string(path), pretty: false)),",
        ]
        let modifiers = document.orderedModifiers
        if !modifiers.isEmpty {
            lines.append("  \"modifiers\": {")
            for (index, modifier) in modifiers.enumerated() {
                lines += modifierLines(modifier, last: index == modifiers.count - 1)
            }
            lines.append("  },")
        }
        return lines.joined(separator: "\n") + "\n" + settings
    }

    private static func modifierLines(_ modifier: ResolverModifier, last: Bool) -> [String] {
        let name = JSONWriter.write(.string(modifier.name), pretty: false)
        let fixed = modifier.defaultContext?.value ?? modifier.contexts.first?.name ?? ""
        let why = modifier.defaultContext == nil ? "no default, so this is the first; pick the one you need" : "this is the resolver's default"
        var lines = ["    // \(modifier.name): \(modifier.contextNames.joined(separator: ", ")) (\(why))."]
        if let binding = BindingSuggestion.suggest(for: modifier.contextNames) {
            let pairs = binding.map { "\(JSONWriter.write(.string($0.context), pretty: false)): \(JSONWriter.write(.string($0.selector), pretty: false))" }
            lines += [
                "    // These look like screen sizes. To compute each screen with its own context, check this",
                "    // binding (context: selector, see the README) and use it instead of the line below:",
                "    // \(name): { \(pairs.joined(separator: ", ")) }\(last ? "" : ",")",
            ]
        }
        lines.append("    \(name): \(JSONWriter.write(.string(fixed), pretty: false))\(last ? "" : ",")")
        return lines
    }
}
