import Testing

@testable import DimensCLI

/// Options of every kind, for the parser's cases.
private struct Sample: CommandOptions, Equatable {
    /// A choice by name.
    enum Colour: String, ArgumentChoice {
        case red, green, blue
        static let noun = "colour"
    }

    var files: [String] = []
    var loud = false
    var name: String?
    var count = 1
    var colour = Colour.red
    var tags: [String] = []

    static var arguments: [Argument<Self>] {
        [
            .positionals(\.files, "FILE…"),
            .flag("--loud", \.loud, help: "shout"),
            .option("--name", \.name, valueName: "NAME", help: "who"),
            .option("--count", \.count, valueName: "N", help: "how many"),
            .option("--colour", \.colour, help: "which colour"),
            .option("--tag", \.tags, valueName: "TAG", help: "a tag, as often as wanted"),
        ]
    }

    func validate() throws(UsageError) {
        if count < 0 { throw UsageError("--count cannot be negative") }
    }

    /// The defaults with one change.
    static func with(_ change: (inout Self) -> Void) -> Self {
        var options = Self()
        change(&options)
        return options
    }
}

/// What a command line comes to: options, the help, or a usage error's message.
enum Outcome<Options: CommandOptions & Equatable>: Equatable {
    case options(Options)
    case help
    case error(String)

    init(_ arguments: [String]) {
        do {
            switch try CommandLineParser.parse(arguments, as: Options.self) {
            case .help: self = .help
            case .run(let options): self = .options(options)
            }
        } catch {
            self = .error(error.message)
        }
    }
}

/// The parser reads a command line as the options declare it, and names what is wrong.
struct CommandLineParserTests {
    @Test(arguments: [
        ([], Sample()),
        (["--loud"], Sample.with { $0.loud = true }),
        (["--name", "a"], Sample.with { $0.name = "a" }),
        (["--name=a"], Sample.with { $0.name = "a" }),
        (["--name=a=b"], Sample.with { $0.name = "a=b" }),
        (["--name", "a", "--name", "b"], Sample.with { $0.name = "b" }),
        (["--name", "--loud"], Sample.with { $0.name = "--loud" }),
        (["--count", "3"], Sample.with { $0.count = 3 }),
        (["--colour", "green"], Sample.with { $0.colour = .green }),
        (["--tag", "a", "--tag=b"], Sample.with { $0.tags = ["a", "b"] }),
        (["x", "--loud", "y"], Sample.with { ($0.files, $0.loud) = (["x", "y"], true) }),
        (["--", "--loud", "-"], Sample.with { $0.files = ["--loud", "-"] }),
        (["-"], Sample.with { $0.files = ["-"] }),
    ])
    fileprivate func reads(_ arguments: [String], _ expected: Sample) {
        #expect(Outcome<Sample>(arguments) == .options(expected))
    }

    @Test(arguments: [
        (["--name"], "option '--name' needs a value"),
        (["--name="], "option '--name' needs a value"),
        (["--loud=yes"], "option '--loud' takes no value"),
        (["--lod"], "unknown option '--lod' (did you mean '--loud'?)"),
        (["--hlep"], "unknown option '--hlep' (did you mean '--help'?)"),
        (["--volume"], "unknown option '--volume'"),
        (["-h"], "unknown option '-h'"),
        (["--count", "x"], "invalid value 'x' for --count"),
        (["--colour", "pink"], "unknown colour 'pink'; expected red, green or blue"),
        (["--count", "-1"], "--count cannot be negative"),
        // Names and the presence of values are checked first, in order; values after.
        (["--colour", "pink", "--lod"], "unknown option '--lod' (did you mean '--loud'?)"),
        (["--lod", "--help"], "unknown option '--lod' (did you mean '--loud'?)"),
    ])
    func rejects(_ arguments: [String], _ message: String) {
        #expect(Outcome<Sample>(arguments) == .error(message))
    }

    @Test(arguments: [["--help"], ["--colour", "pink", "--help"], ["x", "--help", "--count", "-1"]])
    func helpWinsOverWrongValues(_ arguments: [String]) {
        #expect(Outcome<Sample>(arguments) == .help)
    }
}
