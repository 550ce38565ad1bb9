import Testing

@testable import DimensCLI

/// Each way an option can stand in the usage line.
private struct Shapes: CommandOptions {
    var token = ""
    var files: [String] = []
    var device = ""
    var check = false
    var diff = false
    var dryRun = false
    var outDir: String?
    var config: String?

    static var arguments: [Argument<Self>] {
        [
            .positional(\.token, "TOKEN"), .positionals(\.files, "FILE…"),
            .option("--device", \.device, valueName: "ID", help: "the screen", usage: .required),
            .flag("--check", \.check, help: "check"), .flag("--diff", \.diff, help: "diff", usage: .withPrevious),
            .flag("--dry-run", \.dryRun, help: "dry run", usage: .orPrevious),
            .option("--out-dir", \.outDir, valueName: "DIR", help: "for build tools", usage: .hidden),
            .config(\.config),
        ]
    }
}

/// Two forms and an option.
private struct TwoForms: CommandOptions {
    var name: String?
    var json = false

    static var arguments: [Argument<Self>] {
        [.word("list"), .word("cat"), .positional(\.name, "NAME"), .flag("--json", \.json, help: "as JSON")]
    }
}

/// The usage line and the help's option list come from the declaration.
struct UsageTextTests {
    @Test func usageLineShowsEachFormOfOption() {
        #expect(
            UsageText.line("tool shapes", Shapes.self)
                == "tool shapes TOKEN [FILE…] --device ID [--check [--diff] | --dry-run] [--config PATH]")
        #expect(
            UsageText.line("tool forms", TwoForms.self) == "tool forms list [--json] | tool forms cat NAME [--json]")
    }

    @Test func optionListPutsOwnOptionsFirstThenCommonOnesThenHelp() {
        #expect(
            UsageText.optionList(Shapes.self) == """
                  --device   the screen
                  --check    check
                  --diff     diff
                  --dry-run  dry run
                  --out-dir  for build tools
                  --config   the config file (default: ./dimens.json, then ./tokens/dimens.json)
                  --help     show this help
                """)
    }
}
