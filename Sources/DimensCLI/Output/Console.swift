import Foundation

/// Where the CLI's text goes, and what it knows about the terminal behind it.
///
/// The real console writes to the process's stdout and stderr; tests use a recording one.
public protocol Console: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
    /// True when stderr is an interactive terminal (code frames, colour unless `NO_COLOR`).
    var errorIsTerminal: Bool { get }
}

/// The process's own standard output and error.
public final class StandardConsole: Console {
    public init() {}

    public func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
    public func writeError(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
    public var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}

/// Keeps everything written, for tests; safe to write from one thread and read from another.
public final class RecordingConsole: Console, @unchecked Sendable {
    private let lock = NSLock()
    private var written = (output: "", errors: "")
    public let errorIsTerminal: Bool

    public init(errorIsTerminal: Bool = false) { self.errorIsTerminal = errorIsTerminal }

    public var output: String { locked { written.output } }
    public var errors: String { locked { written.errors } }

    public func write(_ text: String) { locked { written.output += text } }
    public func writeError(_ text: String) { locked { written.errors += text } }

    /// `NSLock.withLock` needs macOS 14; the package supports macOS 13.
    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
