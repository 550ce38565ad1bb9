import DimensKit

/// Reads a command's arguments into its typed options, as the options declare them.
///
/// Accepts `--name value` and `--name=value`; `--` ends options. Checks in this order: each
/// option's name (a misspelt one is reported with the nearest) and its value's presence, then
/// `--help`, then the values, the positional arguments, the required options, and `validate()`.
enum CommandLineParser {
    /// What the command line asks for.
    enum Request<Options> {
        case help
        case run(Options)
    }

    static func parse<Options: CommandOptions>(
        _ arguments: [String], as _: Options.Type = Options.self
    ) throws(UsageError) -> Request<Options> {
        let options = (Options.arguments + [.help]).filter(\.isOption)
        var given: [(option: Argument<Options>, text: String)] = []
        var positionals: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--" {
                positionals += rest
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard let option = options.first(where: { $0.name == parts[0] }) else {
                let hint =
                    Suggestion.closest(to: parts[0], in: options.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError("unknown option '\(parts[0])'\(hint)")
            }
            if option.kind == .option {
                guard let value = parts.count == 2 ? parts[1] : rest.popFirst() else {
                    throw UsageError("option '\(option.name)' needs a value")
                }
                given.append((option, value))
            } else {
                guard parts.count == 1 else { throw UsageError("option '\(option.name)' takes no value") }
                given.append((option, ""))
            }
        }
        if given.contains(where: { $0.option.kind == .help }) { return .help }

        var parsed = Options()
        for (option, text) in given { try option.store(&parsed, text) }
        try PositionalForms(Options.arguments).fill(&parsed, with: positionals, misuse: Options.misuse)
        let givenNames = Set(given.map(\.option.name))
        if let missing = options.first(where: { $0.usage == .required && !givenNames.contains($0.name) }) {
            throw UsageError(Options.misuse ?? "missing \(missing.synopsis)")
        }
        try parsed.validate()
        return .run(parsed)
    }
}
