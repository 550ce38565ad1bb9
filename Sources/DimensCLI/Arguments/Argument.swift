/// One thing a command line may hold for a command: an option (a flag, or one taking a value), a
/// positional argument or a literal word, with its help, its place in the usage line, and how the
/// parser stores it in the command's options. Declared with `flag`, `option`, `positional`,
/// `positionals` and `word`.
struct Argument<Options> {
    /// What the parser matches the argument by.
    enum Kind {
        /// `--name`, nothing after it.
        case flag
        /// `--name VALUE` or `--name=VALUE`.
        case option
        /// A value by its place among the arguments that are not options.
        case positional
        /// A word given as is (`list`): each word begins one form of the command line.
        case word
        /// `--help`, which every command takes and the parser answers itself.
        case help
    }

    var kind: Kind
    /// `--check` for an option, the value's name for a positional (`TOKEN`), a word itself.
    var name: String
    /// What the usage line shows after an option (`PATH`, `text|json|github`); nil for a flag.
    var valueName: String?
    /// The option's line in the help; positional arguments and words have none.
    var help = ""
    var usage = UsageForm.optional
    /// Declared once for several commands (`--config`): the help lists it after the command's own.
    var isCommon = false
    /// A positional argument that takes every remaining one (`FILE…`).
    var repeats = false
    /// Stores the value's text in the options; a flag or a word gets "".
    var store: (inout Options, String) throws(UsageError) -> Void

    var isOption: Bool { kind == .flag || kind == .option || kind == .help }

    /// The option as the usage line and the parser's messages spell it: `--config PATH`.
    var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }

    /// The same argument as one shared by several commands.
    var common: Self {
        var argument = self
        argument.isCommon = true
        return argument
    }
}

/// Where an argument stands in the usage line.
enum UsageForm {
    /// `[--json]`, `[FILE…]`: may be left out.
    case optional
    /// `--device ID`, `TOKEN`: must be given, or the command line is a usage error.
    case required
    /// Listed in the help only (options for build tools).
    case hidden
    /// Optional, inside the brackets of the option before it: `[--check [--diff]]`.
    case withPrevious
    /// Optional, an alternative to the option before it in its brackets: `[--check | --dry-run]`.
    case orPrevious
}
