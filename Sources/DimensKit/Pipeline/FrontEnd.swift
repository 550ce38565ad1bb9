/// The front end: load, validate and resolve, from parsed documents to resolved tokens.
extension Pipeline {
    /// What the front end loads: parsed token documents and how to load them.
    package struct FrontEndInput: Sendable {
        package var documents: [ParsedDocument]
        /// What parsing the documents found, put first in the front end's log.
        package var parseDiagnostics: [Diagnostic] = []
        /// Plain files must not define a token twice; a resolver's later sources override earlier ones.
        package var redefinition: TokenLoader.Redefinition = .error
        /// The config's `defaults` and `rules`.
        package var defaults: DimensBlock?
        package var rules: [TokenRule] = []
        package var options: Validator.Options
        /// Notes for aliases to tokens only a set the resolver never uses defines.
        package var hints: [TokenPath: AliasHint] = [:]

        /// Token files held in memory, each parsed here, loaded together.
        package static func files(
            _ files: [SourceFile], defaults: DimensBlock? = nil, options: Validator.Options = .init()
        ) -> FrontEndInput {
            let (documents, diagnostics) = ParsedDocument.parse(files)
            return FrontEndInput(
                documents: documents, parseDiagnostics: diagnostics, defaults: defaults, options: options)
        }
    }

    /// The outcome of the front end: the resolved tokens and every diagnostic found on the way.
    package struct FrontEnd: Sendable {
        package var tokens: ResolvedTokenSet
        package var tokenCount: Int
        package var diagnostics: DiagnosticLog
        /// The dimens blocks the tokens' settings come from (config defaults, groups, rules,
        /// tokens), for `explain` to say where each setting was written.
        package var blocks: [DimensBlock] = []
    }

    /// Loads, validates and resolves the input's documents.
    package static func frontEnd(_ input: FrontEndInput) -> FrontEnd {
        var log = DiagnosticLog(input.parseDiagnostics)
        let load = Stages.load(defaults: input.defaults, rules: input.rules, redefinition: input.redefinition)
        let set = load(input.documents, into: &log)
        let validated = Stages.validate(input.options)(set, into: &log)
        let resolved = Stages.resolve(hints: input.hints)(validated, into: &log)
        ParallelChunks.release(consume validated)
        return FrontEnd(tokens: resolved, tokenCount: set.tokens.count, diagnostics: log, blocks: set.dimensBlocks)
    }
}
