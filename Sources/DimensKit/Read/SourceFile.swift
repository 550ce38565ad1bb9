/// The bytes of one input file and the path diagnostics show for it.
///
/// The read stage (disk I/O, in `DimensCLI`) produces these; every later stage works on them in
/// memory, so tests hand the pipeline files that never touched a disk.
public struct SourceFile: Sendable, Hashable {
    /// The path as shown to the user (relative to the working directory where possible).
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of a 1-based line, without its line break, for code frames.
    package func line(_ number: Int) -> String? {
        var line = 1
        var start = 0
        var index = 0
        while index < bytes.count, line < number {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                start = index + 1
            }
            index += 1
        }
        guard line == number, start <= bytes.count else { return nil }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
