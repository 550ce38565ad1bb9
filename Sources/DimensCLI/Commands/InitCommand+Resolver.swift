import DimensKit

/// `dimens init --from NAME.resolver.json`: a config for an existing design system that builds
/// on the first try and keeps its own numbers on every screen (`ResolverConfigDraft` says what it
/// holds); errors the files raise that a team may lower are found by linting under the draft.
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
        // The build's rule for files outside the project, applied before anything is read: init
        // reads none of them, and never writes the setting that would let the build read them.
        var files: [SourceFile] = []
        var outside: [String: Diagnostic] = [:]
        for path in document.files {
            switch context.inputs.readReferenced(path, folder: ".", allowOutside: false) {
            case .success(let file): files.append(file)
            case .failure(let problem) where problem.code == .inputOutside: outside[path] = problem
            case .failure: break  // reported at its $ref by the check of the draft, below
            }
        }
        guard outside.isEmpty else { return refuse(outside, of: document, source: source) }
        var draft = ResolverConfigDraft(
            resolver: resolverPath, document: document, survey: TokenSurvey(files), android: android,
            embedded: !insideSwiftPackage)
        draft.screens = Self.screens(ofDraft: draft.text)
        let checked = check(draft.text)
        // Lowering changes only the severity of the lowerable codes: what else is an error stays one.
        guard !checked.remaining.hasErrors else {
            context.console.writeError(
                "dimens: error: the config init would write for \(DiagnosticPrinter.shown(resolverPath)) does not build; nothing is written:\n"
            )
            context.report(checked.remaining, format: .text, sources: checked.sources)
            return .failure
        }
        draft.lowered = checked.lowered
        return write([("dimens.json", draft.text)])
    }

    /// The screens the drafted config builds: its catalog, orientations and platforms.
    static func screens(ofDraft text: String) -> [Screen] {
        guard let config = ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".").0 else {
            return []
        }
        return Pipeline.screens(of: config, catalog: .builtIn)
    }

    /// Reports the files outside the project at the `$ref`s that name them, with how to go on;
    /// nothing is written.
    private func refuse(_ outside: [String: Diagnostic], of document: ResolverDocument, source: SourceFile) -> ExitCode
    {
        var found = Composer(document: document, files: [:]).check(unreadable: outside)
        if found.isEmpty { found = outside.keys.sorted().map { outside[$0]! } }
        for index in found.indices { found[index].notes = [] }
        if !found.isEmpty {
            found[0].notes = [
                .init(
                    "init reads only files inside this folder, as build does: copy the design system into the project (under tokens/, say) and run init --from on the copy"
                ),
                .init(
                    "to read files outside the project on purpose, write dimens.json by hand with \"allowFilesOutside\": true (init never writes it)"
                ),
            ]
        }
        context.report(DiagnosticLog(found), format: .text, sources: [source])
        return .failure
    }

    /// The config `text` checked as a build checks it: the errors the design system's own files
    /// raise that a team may lower (`DiagnosticCode.lowerable`: members a typography does not
    /// define, say), each code with its count and its first finding, and every other error.
    func check(_ text: String) -> (lowered: [LoweredCode], remaining: DiagnosticLog, sources: [SourceFile]) {
        let file = SourceFile(path: "dimens.json", text: text)
        let (parsed, problems) = ConfigParser.parse(file, directory: ".")
        guard var config = parsed, !DiagnosticLog(problems).hasErrors else {
            return ([], DiagnosticLog(problems), [file])
        }
        config.memory = context.memory
        let (sources, read) = context.inputs.tokenSources(of: config, paths: [])
        let result = Pipeline.lint(
            sources: sources, config: config, catalog: context.inputs.fullCatalog(of: config).catalog,
            templates: context.inputs.templateLibrary(of: config).library)
        var found: [DiagnosticCode: LoweredCode] = [:]
        var remaining = DiagnosticLog(read)
        for diagnostic in result.diagnostics.sorted where diagnostic.severity == .error {
            if DiagnosticCode.lowerable.contains(diagnostic.code) {
                found[diagnostic.code, default: LoweredCode(first: diagnostic)].count += 1
            } else {
                remaining.add(diagnostic)
            }
        }
        var shown = sources.tokenFiles + [file]
        if case .resolver(let resolver) = sources { shown.append(resolver.resolver) }
        return (found.values.sorted { $0.first.code < $1.first.code }, remaining, shown)
    }

    /// A lowerable code the files raise: how often, and where first.
    struct LoweredCode {
        var first: Diagnostic
        var count = 0
    }
}
