import DimensKit

/// Splits a command line into options and positional arguments by a command's option table.
///
/// Accepts `--name value` and `--name=value`; `--` ends options. Anything not in the table is a
/// usage error naming the nearest known option.
struct ArgumentScanner {
    /// An option a command accepts.
    struct Option: Hashable, Sendable {
        var name: String
        var takesValue: Bool
        var help: String
    }

    /// The scanned command line.
    struct Scanned {
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var positionals: [String] = []

        func value(_ name: String) -> String? { values[name] }
        func has(_ name: String) -> Bool { flags.contains(name) }
    }

    static func scan(_ arguments: [String], options: [Option]) throws(UsageError) -> Scanned {
        var scanned = Scanned()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--" {
                scanned.positionals += rest
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                scanned.positionals.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard let option = options.first(where: { $0.name == parts[0] }) else {
                let hint =
                    Suggestion.closest(to: parts[0], in: options.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError("unknown option '\(parts[0])'\(hint)")
            }
            if option.takesValue {
                guard let value = parts.count == 2 ? parts[1] : rest.popFirst() else {
                    throw UsageError("option '\(option.name)' needs a value")
                }
                scanned.values[option.name] = value
            } else {
                guard parts.count == 1 else { throw UsageError("option '\(option.name)' takes no value") }
                scanned.flags.insert(option.name)
            }
        }
        return scanned
    }
}

/// A wrong command line: printed with the command's usage, exit code 64.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
