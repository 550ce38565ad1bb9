/// A command's options as a typed struct: the parser starts from `init()` and fills in what the
/// command line gives, as `arguments` declares it, then checks `validate()`.
protocol CommandOptions {
    init()
    /// Every option, positional argument and word, in the order of the usage line; the help lists
    /// the command's own options, then the common ones, then `--help`.
    static var arguments: [Argument<Self>] { get }
    /// The usage error for positional arguments or required options missing or too many; nil
    /// names the argument (`unexpected argument 'x'`, `missing TOKEN`).
    static var misuse: String? { get }
    /// Rules between options (two that exclude each other, one that needs another).
    func validate() throws(UsageError)
}

extension CommandOptions {
    static var misuse: String? { nil }

    func validate() throws(UsageError) {}
}
