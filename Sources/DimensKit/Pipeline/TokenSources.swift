/// What a project's tokens are read from: token files loaded together, or a DTCG resolver with
/// the files it names.
public enum TokenSources: Sendable {
    case files([SourceFile])
    case resolver(ResolverFiles)

    /// Every token file read, for counts and build-system input lists.
    public var tokenFiles: [SourceFile] {
        switch self {
        case .files(let files): files
        case .resolver(let resolver): resolver.files.keys.sorted().map { resolver.files[$0]! }
        }
    }
}

/// A resolver file and the token files its `$ref`s name, as the read stage found them.
public struct ResolverFiles: Sendable {
    public var resolver: SourceFile
    /// By path, resolved against the resolver's folder (`ResolverDocument.files`).
    public var files: [String: SourceFile]
    /// Files that could not be read, with the read stage's finding; reported at the `$ref` that
    /// names them.
    public var unreadable: [String: Diagnostic]

    public init(resolver: SourceFile, files: [String: SourceFile] = [:], unreadable: [String: Diagnostic] = [:]) {
        self.resolver = resolver
        self.files = files
        self.unreadable = unreadable
    }
}

/// Token sources made ready to load under any input: plain token files are one fixed list of
/// documents; a resolver composes its documents per input, with the config's modifier plan.
struct TokenComposition {
    var plainDocuments: [ParsedDocument] = []
    var composer: Composer?
    var plan: ModifierPlan?
    /// Notes for aliases to tokens only a set the resolver never uses defines.
    var hints: [TokenPath: Diagnostic.Note] = [:]

    /// Plain files must not define a token twice; a resolver's later sources override earlier ones.
    var redefinition: TokenLoader.Redefinition { composer == nil ? .error : .lastWins }

    func documents(for input: ResolverInput) -> [ParsedDocument] { composer?.documents(for: input) ?? plainDocuments }

    /// Each screen's input: one empty input for plain files.
    func assign(_ screens: [Screen]) -> (ModifierPlan.Assignment, [Diagnostic]) {
        plan?.assign(screens) ?? (.init(inputs: [.none], screenInput: Array(repeating: 0, count: screens.count)), [])
    }

    /// The inputs `lint` checks: every context of every modifier at least once.
    var lintInputs: [ResolverInput] { plan?.coverageInputs ?? [.none] }

    /// Parses every file once and, for a resolver, checks it and the config's `settings` against
    /// it. Nil when the resolver itself cannot be read.
    static func prepare(
        _ sources: TokenSources, settings: [Config.ModifierSetting], requireInputs: Bool, deviceIDs: Set<String>?,
        settingsAt: SourceLocation?
    ) -> (TokenComposition?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var composition = TokenComposition()
        switch sources {
        case .files(let files):
            for file in files {
                let parsed = JSONParser.parse(file)
                diagnostics += parsed.diagnostics
                if let root = parsed.value {
                    composition.plainDocuments.append(ParsedDocument(file: file.path, root: root))
                }
            }
        case .resolver(let resolver):
            let (document, found) = ResolverParser.parse(resolver.resolver)
            diagnostics += found
            guard let document else { return (nil, diagnostics) }
            var roots: [String: JSONValue] = [:]
            for path in resolver.files.keys.sorted() {
                let parsed = JSONParser.parse(resolver.files[path]!)
                diagnostics += parsed.diagnostics
                roots[path] = parsed.value
            }
            let composer = Composer(document: document, files: roots)
            diagnostics += composer.check(unreadable: resolver.unreadable)
            // A broken resolver's sets may look unused only because its order could not be read.
            if !found.contains(where: { $0.severity == .error }) { diagnostics += document.unusedSetWarnings() }
            composition.hints = composer.unusedSetHints()
            let (plan, planDiagnostics) = ModifierPlan.make(
                document, settings: settings, requireInputs: requireInputs, deviceIDs: deviceIDs, at: settingsAt)
            diagnostics += planDiagnostics
            composition.composer = composer
            composition.plan = plan
        }
        return (composition, diagnostics)
    }
}
