/// The dimens compiler as a chain of stages, each a pure function from one typed value to the next.
///
/// ```
/// read      DimensCLI       paths on disk          → TokenSources (files, or a resolver and its files)
/// parse     JSONParser      SourceFile             → JSONValue            (ParsedDocument)
/// compose   ResolverParser, Composer, ModifierPlan → the documents of each input, each screen's input
/// load      TokenLoader     [ParsedDocument]       → TokenSet
/// validate  Validator       TokenSet               → ValidatedTokenSet
/// resolve   AliasResolver   ValidatedTokenSet      → ResolvedTokenSet
/// scale     Scaler          ResolvedTokenSet       → ScaledTable          (screens from ScreenList; inputs joined)
/// render    JSONOutput, RenderContext + Template   → [RenderedOutput]
/// write     DimensCLI       [RenderedOutput]       → files, atomically, only when changed
/// ```
///
/// `frontEnd` runs parse → resolve; `lint` runs it under every input a resolver allows; `compile`
/// runs everything but read and write.
///
/// Every stage appends what it finds to one diagnostic log and hands on what it could make sense
/// of, so one run reports every mistake. Only `DimensCLI` touches the disk.
public enum Pipeline {
    /// The outcome of the front end: the resolved tokens and every diagnostic found on the way.
    public struct FrontEnd: Sendable {
        public var tokens: ResolvedTokenSet
        public var tokenCount: Int
        public var diagnostics: DiagnosticLog
        /// The dimens blocks the tokens' settings come from (config defaults, groups, rules,
        /// tokens), for `explain` to say where each setting was written.
        public var blocks: [DimensBlock] = []
    }

    /// Parses, loads, validates and resolves token files held in memory, loaded together.
    public static func frontEnd(
        files: [SourceFile], defaults: DimensBlock? = nil, options: Validator.Options = .init()
    ) -> FrontEnd {
        var log = DiagnosticLog()
        var documents: [ParsedDocument] = []
        for file in files {
            let parsed = JSONParser.parse(file)
            log.add(contentsOf: parsed.diagnostics)
            if let root = parsed.value { documents.append(ParsedDocument(file: file.path, root: root)) }
        }
        var front = frontEnd(documents: documents, redefinition: .error, defaults: defaults, options: options)
        log.add(contentsOf: front.diagnostics.all)
        front.diagnostics = log
        return front
    }

    /// Loads, validates and resolves parsed documents.
    static func frontEnd(
        documents: [ParsedDocument], redefinition: TokenLoader.Redefinition, defaults: DimensBlock?,
        rules: [TokenRule] = [],
        options: Validator.Options, hints: [TokenPath: Diagnostic.Note] = [:]
    ) -> FrontEnd {
        var log = DiagnosticLog()
        let (set, loadDiagnostics) = TokenLoader.load(
            documents, defaults: defaults, rules: rules, redefinition: redefinition)
        log.add(contentsOf: loadDiagnostics)
        let (validated, validationDiagnostics) = Validator.validate(set, options: options)
        log.add(contentsOf: validationDiagnostics)
        let (resolved, resolveDiagnostics) = AliasResolver.resolve(validated, hints: hints)
        log.add(contentsOf: resolveDiagnostics)
        return FrontEnd(tokens: resolved, tokenCount: set.tokens.count, diagnostics: log, blocks: set.dimensBlocks)
    }
}
