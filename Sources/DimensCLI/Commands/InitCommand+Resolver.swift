import DimensKit

/// `dimens init --from NAME.resolver.json`: a config for an existing design system that keeps its
/// own numbers on every screen: every modifier of its resolution order set to its default (or
/// first) context, or, where its contexts look like screen sizes, bound to the screens they name,
/// so each screen gets its context's values; no model scales anything (`"model": "none"`,
/// `"round": "none"`), and rules opting the groups that look like spacing and sizing into scaling
/// are suggested as comments.
extension InitCommand {
    func run(from resolverPath: String, android: Bool = false) -> ExitCode {
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
        let folder = FilePath.directory(of: resolverPath)
        let files = document.files.filter { context.fileSystem.isInside($0, folder) }.compactMap {
            path -> SourceFile? in
            if case .success(let file) = context.fileSystem.read(path, display: path) { return file }
            return nil
        }
        let draft = Self.config(resolver: resolverPath, document: document, tokenFiles: files, android: android)
        let lowered = lowerableErrors(under: draft)
        return write([
            (
                "dimens.json",
                lowered.isEmpty
                    ? draft
                    : Self.config(
                        resolver: resolverPath, document: document, tokenFiles: files, android: android,
                        lowered: lowered)
            )
        ])
    }

    /// The errors the design system's own files raise under the config `text` that a team may
    /// lower (`DiagnosticCode.lowerable`: members a typography does not define, say), each code
    /// with its count and its first finding, so the config init writes builds.
    func lowerableErrors(under text: String) -> [LoweredCode] {
        let (parsed, _) = ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".")
        guard let config = parsed else { return [] }
        let (sources, _) = context.inputs.tokenSources(of: config, paths: [])
        let result = Pipeline.lint(
            sources: sources, config: config, catalog: context.inputs.fullCatalog(of: config).catalog,
            templates: context.inputs.templateLibrary(of: config).library)
        var found: [DiagnosticCode: LoweredCode] = [:]
        for diagnostic in result.diagnostics.sorted
        where diagnostic.severity == .error && DiagnosticCode.lowerable.contains(diagnostic.code) {
            found[diagnostic.code, default: LoweredCode(first: diagnostic)].count += 1
        }
        return found.values.sorted { $0.first.code < $1.first.code }
    }

    /// A lowerable code the files raise: how often, and where first.
    struct LoweredCode {
        var first: Diagnostic
        var count = 0
    }

    static func config(
        resolver path: String, document: ResolverDocument, tokenFiles: [SourceFile] = [], android: Bool = false,
        lowered: [LoweredCode] = []
    ) -> String {
        var lines = [
            "{",
            "  // dimens configuration for \(document.name.map { "the design system \($0)" } ?? "this resolver"),",
            "  // written by `dimens init --from`. Paths are relative to this file.",
            "  \"resolver\": \(JSONWriter.write(.string(path), pretty: false)),",
        ]
        if !lowered.isEmpty {
            lines.append("  // The design system's files break DTCG 2025.10 here; these errors are lowered to warnings")
            lines.append("  // so that it builds (`dimens lint --strict` still lists every one):")
            for code in lowered {
                let place = code.first.location.map { "\($0): " } ?? ""
                // A message quotes token files: shown with its line breaks escaped, it stays in the comment.
                let message = DiagnosticPrinter.visible(code.first.message)
                lines.append(
                    "  //   \(code.first.code) ×\(code.count), first \(DiagnosticPrinter.visible(place))\(message)")
            }
            let map = lowered.map { "\"\($0.first.code)\": \"warning\"" }.joined(separator: ", ")
            lines.append("  \"lint\": { \(map) },")
        }
        let modifiers = document.orderedModifiers
        if !modifiers.isEmpty {
            lines.append("  \"modifiers\": {")
            for (index, modifier) in modifiers.enumerated() {
                lines += modifierLines(modifier, last: index == modifiers.count - 1)
            }
            lines.append("  },")
        }
        lines += [
            "  // Every token keeps the design system's own number on every screen (each screen its",
            "  // context's), as the files write it. To scale groups with the screen, add rules: a token",
            "  // path pattern and dimens block keys (see \"Config rules\" in the reference, Dimens.docc/Config.md), for example:",
        ]
        let suggestions = RuleSuggestion.patterns(in: tokenFiles)
        let examples = suggestions.isEmpty ? ["spacing.**"] : suggestions
        lines.append("  // \"rules\": [")
        for (index, pattern) in examples.enumerated() {
            lines.append(
                "  //   { \"tokens\": \(JSONWriter.write(.string(pattern), pretty: false)), \"model\": \"fixed\", \"round\": \"pixel\" }\(index == examples.count - 1 ? "" : ",")"
            )
        }
        lines.append("  // ],")
        return lines.joined(separator: "\n") + "\n"
            + settings(android: android).replacingOccurrences(
                of: "\"defaults\": { \"model\": \"fixed\", \"round\": \"pixel\" }",
                with: "\"defaults\": { \"model\": \"none\", \"round\": \"none\" }")
    }

    private static func modifierLines(_ modifier: ResolverModifier, last: Bool) -> [String] {
        let name = JSONWriter.write(.string(modifier.name), pretty: false)
        let fixed = modifier.defaultContext?.value ?? modifier.contexts.first?.name ?? ""
        let why =
            modifier.defaultContext == nil
            ? "no default, so this is the first; pick the one you need" : "this is the resolver's default"
        var lines = ["    // \(modifier.name): \(modifier.contextNames.joined(separator: ", "))"]
        let comma = last ? "" : ","
        if let binding = BindingSuggestion.suggest(for: modifier.contextNames) {
            let pairs = binding.map {
                "\(JSONWriter.write(.string($0.context), pretty: false)): \(JSONWriter.write(.string($0.selector), pretty: false))"
            }
            lines += [
                "    // These look like screen sizes, so each screen takes the context bound to it (context:",
                "    // selector, see Dimens.docc/Resolvers.md); check the selectors, or fix one context for every screen:",
                "    // \(name): \(JSONWriter.write(.string(fixed), pretty: false))\(comma)",
                "    \(name): { \(pairs.joined(separator: ", ")) }\(comma)",
            ]
        } else {
            lines[0] += " (\(why))."
            lines.append("    \(name): \(JSONWriter.write(.string(fixed), pretty: false))\(comma)")
        }
        return lines
    }
}

/// Token path patterns that look like spacing and sizing, offered (as comments) by `init --from`
/// to opt into scaling: top-level groups named like `spacing`, `size`, `gap`, `radius` holding
/// dimension tokens, or for flat files the names that contain such a word (`*spacing*`).
enum RuleSuggestion {
    static let words = [
        "space", "spacing", "size", "sizing", "gap", "padding", "margin", "inset", "radius", "gutter", "stack",
        "control",
    ]

    static func patterns(in files: [SourceFile]) -> [String] {
        var groups: [String] = []
        var flat = Set<String>()
        func walk(_ object: JSONObject, path: [String], type: String?) {
            let type = object["$type"]?.string ?? type
            if object["$value"] != nil {
                guard type == "dimension", let top = path.first else { return }
                let word = words.first { top.lowercased().contains($0) }
                if path.count > 1, word != nil, !groups.contains(top) { groups.append(top) }
                if path.count == 1, let word { flat.insert(word) }
                return
            }
            for member in object.members where !member.key.hasPrefix("$") {
                if let child = member.value.object { walk(child, path: path + [member.key], type: type) }
            }
        }
        for file in files {
            if let root = JSONParser.parse(file).value?.object { walk(root, path: [], type: nil) }
        }
        return groups.prefix(6).map { "\($0).**" } + words.filter(flat.contains).prefix(3).map { "*\($0)*" }
    }
}
