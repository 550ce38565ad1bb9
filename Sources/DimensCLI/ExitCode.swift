/// The process exit codes (the reference's "Command line" (Dimens.docc)).
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// Invalid input or an I/O failure.
    case failure = 1
    /// `--check` found stale or missing outputs.
    case stale = 2
    /// Warnings were found and `--strict` was given.
    case strictWarnings = 3
    /// The command line itself was wrong.
    case usage = 64
}
