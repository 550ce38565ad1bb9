import Testing

@testable import DimensCLI

/// Every command's help and usage line are written from its declared options.
struct CommandDeclarationTests {
    /// The usage lines as they were written by hand before they were generated.
    @Test(arguments: [
        (
            "build",
            "dimens [build] [--config PATH] [--check [--diff] | --dry-run] [--strict] [--max-memory SIZE] [--diagnostics-format text|json|github]"
        ),
        ("watch", "dimens watch [--config PATH] [--interval SECONDS] [--polls N] [--max-memory SIZE]"),
        (
            "lint",
            "dimens lint [FILE… | NAME.resolver.json] [--config PATH] [--strict] [--max-memory SIZE] [--diagnostics-format text|json|github]"
        ),
        (
            "explain",
            "dimens explain TOKEN --device ID [--text-size NAME] [--context MODIFIER=CONTEXT] [--json] [--config PATH]"
        ),
        (
            "diff",
            "dimens diff [OLD] [NEW] [--against REV] [--format text|markdown|json] [--verbose] [--fail-on breaking|any] [--exit-code]"
        ),
        ("devices", "dimens devices [--json] [--config PATH]"),
        ("templates", "dimens templates list | dimens templates cat NAME"),
        ("context", "dimens context --output NAME [--config PATH]"),
        ("render", "dimens render TEMPLATE --context FILE [--partials DIR] [--strict]"),
        ("schema", "dimens schema tokens|config"),
        ("init", "dimens init [--from NAME.resolver.json|FOLDER] [--android] [--max-memory SIZE]"),
        ("xcfilelists", "dimens xcfilelists [--config PATH] [--srcroot DIR]"),
    ])
    func usageLine(_ name: String, _ usage: String) throws {
        let command = try #require(CommandList.named(name))
        #expect(command.usage == usage)
    }

    @Test func everyCommandIsListedOnceAndBuildIsTheDefault() {
        let names = CommandList.all.map { $0.name }
        #expect(names.count == 12 && Set(names).count == 12)
        #expect(CommandList.defaultCommand.name == "build")
    }

    @Test(arguments: CommandList.all.map { $0.name })
    func helpListsExactlyTheDeclaredOptions(_ name: String) throws {
        let command = try #require(CommandList.named(name))
        #expect(Self.listedOptions(command.help) == Self.declaredOptions(command) + ["--help"])
        #expect(command.help.hasPrefix("dimens \(name): \(command.summary)\n\nUsage: \(command.usage)\n\nOptions:\n"))
    }

    /// Every option the help lists is one the parser takes: given before `--help`, none is a
    /// usage error.
    @Test(arguments: CommandList.all.map { $0.name })
    func everyListedOptionIsAccepted(_ name: String) throws {
        func check<C: DimensCommand>(_: C.Type) {
            for option in C.Options.arguments where option.isOption {
                let given = option.kind == .option ? "\(option.name)=x" : option.name
                let accepted: Bool
                if case .help = try? CommandLineParser.parse([given, "--help"], as: C.Options.self) {
                    accepted = true
                } else {
                    accepted = false
                }
                #expect(accepted, "\(name) \(given)")
            }
        }
        let command = try #require(CommandList.named(name))
        check(command)
    }

    @Test func buildHelpIsUnchanged() {
        #expect(
            BuildCommand.help == """
                dimens build: compute every token on every screen and write the outputs (the default command)

                Usage: dimens [build] [--config PATH] [--check [--diff] | --dry-run] [--strict] [--max-memory SIZE] [--diagnostics-format text|json|github]

                Options:
                  --check               write nothing; exit 2 when an output is stale or missing
                  --diff                with --check: what changed token by token (a unified diff of each stale file without a json output)
                  --dry-run             write nothing; list the outputs that would change
                  --out-dir             write into this folder instead of the config's outDir (build tools)
                  --only                only the outputs of this template, e.g. swift (build tools)
                  --always-write        write every output even when unchanged (build tools that check mtimes)
                  --record-inputs       also write .dimens-inputs: every file the build read, one absolute path a line (build plugins)
                  --verbose             say why the build ran, or that nothing changed since the last one; list every file written, removed or stale
                  --config              the config file (default: ./dimens.json, then ./tokens/dimens.json)
                  --strict              treat warnings, and uses of dimens' DTCG extensions, as failures (exit 3)
                  --max-memory          refuse work whose estimated memory exceeds SIZE, such as 512M or 8G (default 4G)
                  --diagnostics-format  text (default), json or github
                  --help                show this help

                """)
    }

    @Test(arguments: [
        (["build", "stray"], "unexpected argument 'stray'"), (["devices", "x"], "unexpected argument 'x'"),
        (["schema", "tokens", "config"], "name one: tokens or config"),
        (["templates", "cat"], "expected 'list' or 'cat NAME'"),
        (["diff", "a", "b", "--format", "xml"], diffMisuse), (["diff", "a"], diffMisuse),
        (["diff", "--against", "main", "a", "b"], diffMisuse), (["diff", "a", "b", "c"], diffMisuse),
        (["lint", "--diagnostics-format", "xml"], "unknown diagnostics format 'xml'; expected text, json or github"),
    ])
    func usageErrorsPrintTheMessageAndTheUsageLine(_ arguments: [String], _ message: String) throws {
        let (code, console) = try Project([:]).run(arguments)
        let command = try #require(CommandList.named(arguments[0]))
        #expect(code == .usage)
        #expect(console.errors == "dimens: error: \(message)\nusage: \(command.usage)\n")
        #expect(console.output.isEmpty)
    }

    static let diffMisuse =
        "diff takes OLD and NEW, or --against REV and at most one of them, and --format text, markdown or json"

    /// The option names of a help's "Options:" section, in order.
    static func listedOptions(_ help: String) -> [String] {
        let section = help.components(separatedBy: "\nOptions:\n").last ?? ""
        return section.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    static func declaredOptions(_ command: any DimensCommand.Type) -> [String] {
        func names<C: DimensCommand>(_: C.Type) -> [String] {
            let options = C.Options.arguments.filter { $0.isOption }
            return options.filter { !$0.isCommon }.map(\.name) + options.filter(\.isCommon).map(\.name)
        }
        return names(command)
    }
}
