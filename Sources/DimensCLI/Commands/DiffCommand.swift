import DimensKit

/// `dimens diff OLD NEW`: each side is a json output (either schema), a config file, a token
/// file, a resolver (modifiers at their default or first context), or a project folder; token
/// sets are compiled in memory first.
struct DiffCommand: DimensCommand {
    static let name = "diff"
    static let summary = "explain what changed between two token sets, configs or json outputs, token × screen"
    var context: CommandContext

    /// `dimens diff OLD NEW [--format text|markdown|json] [--verbose] [--fail-on breaking|any] [--exit-code]`.
    struct Options: CommandOptions {
        /// Required: the parser always sets it.
        var old = ""
        /// Required: the parser always sets it.
        var new = ""
        var format = Format.text
        var verbose = false
        var failOn: FailOn?
        var exitCode = false

        static let misuse: String? = "diff takes OLD and NEW, and --format text, markdown or json"

        static var arguments: [Argument<Self>] {
            [
                .positional(\.old, "OLD"), .positional(\.new, "NEW"),
                .option(
                    "--format", \.format, help: "text (default), markdown (for a pull request comment) or json",
                    invalid: misuse),
                .flag(
                    "--verbose", \.verbose, help: "each changed token's values screen by screen (json always has them)"),
                .option(
                    "--fail-on", \.failOn,
                    help:
                        "exit 2 on a breaking change (a token removed, renamed or retyped) or on any change (default: 0 either way)"
                ),
                .flag("--exit-code", \.exitCode, help: "the same as --fail-on any"),
            ]
        }
    }

    /// Which differences make `diff` exit 2.
    enum FailOn: String, ArgumentChoice {
        /// A token an app reads removed, renamed or given another type.
        case breaking
        /// Any difference.
        case any
        static let noun = "--fail-on choice"
    }

    /// How the differences are printed.
    enum Format: String, ArgumentChoice {
        case text, markdown, json
        static let noun = "diff format"
    }

    func run(_ options: Options) -> ExitCode {
        var log = DiagnosticLog()
        var sources: [SourceFile] = []
        let tables = [options.old, options.new].map { table(for: $0, log: &log, sources: &sources) }
        guard let old = tables[0], let new = tables[1], !log.hasErrors else {
            context.report(log, format: .text, sources: sources)
            return .failure
        }
        let diff = TableDiff(old: old, new: new)
        switch options.format {
        case .markdown: context.console.write(diff.markdown(verbose: options.verbose))
        case .json: context.console.write(JSONWriter.write(diff.json))
        case .text: context.console.write(diff.text(verbose: options.verbose))
        }
        switch options.exitCode ? .any : options.failOn {
        case .any?: return diff.isEmpty ? .success : .stale
        case .breaking?: return diff.isBreaking ? .stale : .success
        case nil: return .success
        }
    }

    private func table(for path: String, log: inout DiagnosticLog, sources: inout [SourceFile]) -> ValueTable? {
        let fileSystem = context.fileSystem
        var config: String?
        var tokenFiles: [String] = []
        var inputs = context.inputs
        if fileSystem.fileExists(path) {
            // A json output may be as large as the build writes; anything else is an input.
            switch fileSystem.read(path, display: path, limit: OutputPlan.maximumBytes) {
            case .failure(let problem):
                log.add(problem)
                return nil
            case .success(let file):
                if let table = ValueTable.read(jsonOutput: file.bytes) { return table }
                if file.bytes.count > FileSystem.maximumInputBytes {
                    log.add(
                        FileSystem.tooLarge(display: path, size: file.bytes.count, limit: FileSystem.maximumInputBytes))
                    return nil
                }
            }
            if path.hasSuffix(".tokens.json") || ProjectInputs.isResolver(path) {
                tokenFiles = [path]
            } else {
                config = path
            }
        } else {
            inputs = ProjectInputs(fileSystem: FileSystem(workingDirectory: fileSystem.absolute(path)))
        }
        var loaded: LoadedProject
        switch inputs.load(config: config, paths: tokenFiles) {
        case .failure(let failure):
            sources += failure.sources
            log.add(contentsOf: failure.log.all)
            return nil
        case .success(let project):
            sources += project.sources
            log.add(contentsOf: project.log.all)
            loaded = project
        }
        guard !loaded.log.hasErrors else { return nil }
        loaded.config.outputs = []
        let compilation = Pipeline.compile(
            sources: loaded.tokens, config: loaded.config, catalog: loaded.catalog, requireInputs: loaded.requireInputs)
        log.add(contentsOf: compilation.diagnostics.all)
        return compilation.table.map(ValueTable.init)
    }
}
