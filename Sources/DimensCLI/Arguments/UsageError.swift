/// A wrong command line: printed with the command's usage, exit code 64.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
