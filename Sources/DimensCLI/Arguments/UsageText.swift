/// The usage line and the option list of a command's help, written from its options' declaration.
enum UsageText {
    /// `dimens explain TOKEN --device ID [--json] [--config PATH]`: after `command` (the program
    /// and the command's name), the positional arguments, then each option but the hidden ones,
    /// in declaration order. With words, one such line per form, joined by ` | `.
    static func line<Options: CommandOptions>(_ command: String, _: Options.Type) -> String {
        let options = optionTerms(Options.arguments)
        let forms = PositionalForms(Options.arguments).forms
        return forms.map { ([command] + $0.map(\.positionalTerm) + options).joined(separator: " ") }
            .joined(separator: " | ")
    }

    /// One line per option, the command's own first, then the common ones, then `--help`, each
    /// name padded to one width: `  --check    write nothing; …`.
    static func optionList<Options: CommandOptions>(_: Options.Type) -> String {
        let options = listed(Options.self)
        let width = options.map(\.name.count).max() ?? 0
        return options.map { option in
            "  \(option.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(option.help)"
        }.joined(separator: "\n")
    }

    /// The options the help lists, in its order.
    static func listed<Options: CommandOptions>(_: Options.Type) -> [Argument<Options>] {
        let options = Options.arguments.filter(\.isOption)
        return options.filter { !$0.isCommon } + options.filter(\.isCommon) + [.help]
    }

    /// `[--config PATH]`, `--device ID`, or with the options after it: `[--check [--diff] | --dry-run]`.
    private static func optionTerms<Options>(_ arguments: [Argument<Options>]) -> [String] {
        var terms: [String] = []
        var open: String?
        func close() {
            if let group = open { terms.append("[\(group)]") }
            open = nil
        }
        for option in arguments where option.isOption {
            switch option.usage {
            case .hidden: continue
            case .required:
                close()
                terms.append(option.synopsis)
            case .optional:
                close()
                open = option.synopsis
            case .withPrevious: open = open.map { "\($0) [\(option.synopsis)]" } ?? option.synopsis
            case .orPrevious: open = open.map { "\($0) | \(option.synopsis)" } ?? option.synopsis
            }
        }
        close()
        return terms
    }
}

extension Argument {
    /// A positional argument or a word in the usage line: `TOKEN`, or `[FILE…]` when optional.
    fileprivate var positionalTerm: String { usage == .required ? name : "[\(name)]" }
}
