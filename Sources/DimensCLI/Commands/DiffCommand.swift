import DimensKit

/// `dimens diff OLD NEW`: each side is a json output (either schema), a config file, a token
/// file, a resolver (modifiers at their default or first context), or a folder (a project, or
/// token files without a config); `--against REV` compares a project with itself at a git
/// revision. Token sets are compiled in memory first (`DiffCommand+Sides`).
struct DiffCommand: DimensCommand {
    static let name = "diff"
    static let summary = "explain what changed between two token sets, configs or json outputs, token × screen"
    var context: CommandContext

    /// `dimens diff [OLD] [NEW] [--against REV] [--format text|markdown|json] [--verbose] [--fail-on breaking|any] [--exit-code]`.
    struct Options: CommandOptions {
        /// Given unless `--against` is (then at most one path is given, the project).
        var old: String?
        var new: String?
        /// The git revision the project is compared with.
        var against: String?
        var format = Format.text
        var verbose = false
        var failOn: FailOn?
        var exitCode = false

        static let misuse: String? =
            "diff takes OLD and NEW, or --against REV and at most one of them, and --format text, markdown or json"

        static var arguments: [Argument<Self>] {
            [
                .positional(\.old, "OLD", usage: .optional), .positional(\.new, "NEW", usage: .optional),
                .option(
                    "--against", \.against, valueName: "REV",
                    help: "compare the project (NEW, or the one build finds) at git revision REV with the working tree"),
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
                .flag("--exit-code", \.exitCode, help: "the same as --fail-on any (a --fail-on given wins)"),
            ]
        }

        func validate() throws(UsageError) {
            let given = [old, new].count { $0 != nil }
            if against == nil ? given != 2 : given > 1 { throw UsageError(Self.misuse ?? "") }
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
        guard case (let old, let new)? = sideTables(options) else { return .failure }
        let diff = TableDiff(old: old, new: new)
        switch options.format {
        case .markdown: context.console.write(diff.markdown(verbose: options.verbose))
        case .json: context.console.write(JSONWriter.write(diff.json))
        case .text: context.console.write(diff.text(verbose: options.verbose))
        }
        switch options.failOn ?? (options.exitCode ? .any : nil) {
        case .any?: return diff.isEmpty ? .success : .stale
        case .breaking?: return diff.isBreaking ? .stale : .success
        case nil: return .success
        }
    }
}
