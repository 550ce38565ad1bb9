import DimensKit

/// The config `dimens init --from NAME.resolver.json` writes, as text with comments saying what
/// it chose and why: sets the resolver's order leaves out added from the config, each modifier
/// bound to screens, to text sizes or fixed to one context, errors the files raise that a team
/// may lower, and rules to enable as comments. It never allows files outside the config's folder
/// (`allowFilesOutside`): init refuses a resolver that names any.
struct ResolverConfigDraft {
    var resolver: String
    var document: ResolverDocument
    var survey = TokenSurvey([])
    var android = false
    /// The swift output holds its own runtime (no Swift package here: `InitCommand.insideSwiftPackage`).
    var embedded = false
    var lowered: [InitCommand.LoweredCode] = []
    /// The screens the config builds (its catalog, orientations and platforms): a binding whose
    /// selector matches none of them is left out, so the first build warns of none.
    var screens: [Screen] = []

    var text: String {
        var lines = [
            "{",
            "  // dimens configuration for \(document.name.map { "the design system \($0)" } ?? "this resolver"),",
            "  // written by `dimens init --from`. Paths are relative to this file.",
            "  \"resolver\": \(quoted(resolver)),",
        ]
        lines += orderLines + loweredLines + modifierLines + ruleLines
        // Each element is one line: a name with a line break in it (a resolver's, a mode's) is
        // shown escaped, so it cannot end a comment early.
        return lines.map(DiagnosticPrinter.shown).joined(separator: "\n") + "\n"
            + InitCommand.settings(
                android: android, embedded: embedded, defaults: #"{ "model": "none", "round": "none" }"#)
    }

    private var orderLines: [String] {
        let unused = document.unusedSets
        guard !unused.isEmpty else { return [] }
        let names = unused.map { "'\($0.name)' (\(DiagnosticPrinter.shown($0.location.description)))" }
        let refs = unused.map { quoted(ResolverDocument.reference(toSet: $0.name)) }.joined(separator: ", ")
        return [
            "  // The resolver's resolutionOrder leaves out set\(unused.count == 1 ? "" : "s") \(names.joined(separator: ", ")),",
            "  // so none of \(unused.count == 1 ? "its" : "their") tokens would load; added here before the resolver's own steps",
            "  // (whose files override \(unused.count == 1 ? "it" : "them")), so the vendor's file stays as it is.",
            "  \"resolverOrder\": { \"prepend\": [\(refs)] },",
        ]
    }

    private var loweredLines: [String] {
        guard !lowered.isEmpty else { return [] }
        var lines = [
            "  // The design system's files break DTCG 2025.10 here; these errors are lowered to warnings",
            "  // so that it builds (`dimens lint --strict` still lists every one):",
        ]
        for code in lowered {
            let place = code.first.location.map { "\($0): " } ?? ""
            // A message quotes token files: shown with its line breaks escaped, it stays in the comment.
            let message = DiagnosticPrinter.shown(code.first.message)
            lines.append(
                "  //   \(code.first.code) ×\(code.count), first \(DiagnosticPrinter.shown(place))\(message)")
        }
        let map = lowered.map { "\"\($0.first.code)\": \"warning\"" }.joined(separator: ", ")
        return lines + ["  \"lint\": { \(map) },"]
    }

    private var modifierLines: [String] {
        let modifiers = document.orderedModifiers
        guard !modifiers.isEmpty else { return [] }
        let breakpoints = survey.breakpoints
        var lines = ["  \"modifiers\": {"]
        for (index, modifier) in modifiers.enumerated() {
            let comma = index == modifiers.count - 1 ? "" : ","
            lines += setting(modifier, breakpoints: breakpoints).map { $0.hasPrefix("//") ? $0 : $0 + comma }.map {
                "    " + $0
            }
        }
        return lines + ["  },"]
    }

    /// A modifier's setting: comment lines, then the line that sets it (without its comma).
    private func setting(_ modifier: ResolverModifier, breakpoints: [String: Double]) -> [String] {
        let name = quoted(modifier.name)
        let fixed = modifier.defaultContext?.value ?? modifier.contexts.first?.name ?? ""
        let contexts = modifier.contextNames.joined(separator: ", ")
        switch BindingSuggestion.suggest(for: modifier.contextNames, breakpoints: breakpoints) {
        case .textSizes(let sizes):
            let pairs = sizes.map { "\(quoted($0.context)): \(quoted($0.size.rawValue))" }
            return [
                "// \(modifier.name): \(contexts): text sizes, so each is bound to the Dynamic Type size it names",
                "// (\(quoted(sizes.first { $0.size == .standard }!.context)) is large, the size every table is for; see Dimens.docc/Resolvers.md).",
                "\(name): { \"textSize\": { \(pairs.joined(separator: ", ")) } }",
            ]
        case .screens(let binding, let basis):
            let (used, idle) = partition(binding)
            let pairs = used.map { "\(quoted($0.context)): \(quoted($0.selector))" }
            let left =
                idle.map { "\($0.context) ('\($0.selector)')" }.joined(separator: ", ")
            return [
                "// \(modifier.name): \(contexts): these look like screen sizes, so each screen takes the context",
                "// bound to it (context: selector; \(basis)).",
            ]
                + (idle.isEmpty
                    ? []
                    : ["// Left unbound, as no screen this config builds matches it: \(left)."])
                + [
                    "// Check the selectors, or fix one context for every screen:",
                    "// \(name): \(quoted(fixed))",
                    "\(name): { \(pairs.joined(separator: ", ")) }",
                ]
        case nil:
            let others = modifier.contextNames.filter { $0 != fixed }.joined(separator: ", ")
            let why =
                modifier.defaultContext == nil
                ? "it has no default, so this is its first context" : "the resolver's default"
            return [
                "// \(modifier.name): fixed to \(quoted(fixed)): \(why); the others: \(others).",
                "\(name): \(quoted(fixed))",
            ]
        }
    }

    /// The bindings whose selector matches a screen the config builds, and the others (all kept
    /// when the screens are not known).
    private func partition(_ binding: [(context: String, selector: String)]) -> (
        used: [(context: String, selector: String)], idle: [(context: String, selector: String)]
    ) {
        guard !screens.isEmpty else { return (binding, []) }
        let matches = binding.map { pair in
            guard case .success(let selector) = Selector.parse(pair.selector) else { return true }
            return screens.contains(where: selector.matches)
        }
        let used = zip(binding, matches).filter { $1 }.map(\.0)
        // Every context idle: keep them, and let the build say so.
        return used.isEmpty ? (binding, []) : (used, zip(binding, matches).filter { !$1 }.map(\.0))
    }

    private var ruleLines: [String] {
        var lines = [
            "  // Every token keeps the design system's own number on every screen (each screen its",
            "  // context's), as the files write it. To scale groups with the screen, add rules: a token",
            "  // path pattern and dimens block keys (see \"Config rules\" in the reference, Dimens.docc/Config.md).",
        ]
        let suggestions = RuleSuggestion.suggestions(in: survey)
        guard !suggestions.isEmpty else {
            return lines + [
                "  // No group of these files is named like spacing or sizing; a rule looks like this:",
                "  // \"rules\": [ { \"tokens\": \"spacing.**\", \"model\": \"fixed\", \"round\": \"pixel\" } ],",
            ]
        }
        lines.append("  // The groups named like spacing and sizing that hold the most dimension tokens:")
        lines.append("  // \"rules\": [")
        for (index, rule) in suggestions.enumerated() {
            let comma = index == suggestions.count - 1 ? "" : ","
            let tokens = rule.count == 1 ? "1 token" : "\(rule.count) tokens"
            lines.append(
                "  //   { \"tokens\": \(quoted(rule.pattern)), \"model\": \"fixed\", \"round\": \"pixel\" }\(comma)  // \(tokens)"
            )
        }
        return lines + ["  // ],"]
    }

    private func quoted(_ text: String) -> String { JSONWriter.write(.string(text), pretty: false) }
}
