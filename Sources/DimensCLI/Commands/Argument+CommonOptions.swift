/// The options several commands take, each declared once here; a command names the field it
/// goes into. The help lists them after the command's own options.
extension Argument {
    /// `--config PATH`.
    static func config(_ key: WritableKeyPath<Options, String?>) -> Self {
        option(
            "--config", key, valueName: "PATH",
            help: "the config file (default: ./dimens.json, then ./tokens/dimens.json)"
        ).common
    }

    /// `--strict` for the commands that compile (render's `--strict` is its own).
    static func strict(_ key: WritableKeyPath<Options, Bool>) -> Self {
        flag("--strict", key, help: "treat warnings, and uses of dimens' DTCG extensions, as failures (exit 3)").common
    }

    /// `--diagnostics-format text|json|github`.
    static func diagnosticsFormat(_ key: WritableKeyPath<Options, DiagnosticFormat>) -> Self {
        option("--diagnostics-format", key, help: "text (default), json or github").common
    }
}

extension Argument where Options: MemoryBoundedOptions {
    /// `--max-memory SIZE` for the commands that compile: `DimensCommand.main` gives its
    /// limit to the context every config is loaded through.
    static func maxMemory(_ key: WritableKeyPath<Options, MemorySize?>) -> Self {
        option(
            "--max-memory", key,
            help: "refuse work whose estimated memory exceeds SIZE, such as 512M or 8G (default 4G)"
        ).common
    }
}

extension DiagnosticFormat: ArgumentChoice {
    static let noun = "diagnostics format"
}
