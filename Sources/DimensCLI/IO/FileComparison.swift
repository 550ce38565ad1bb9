import Foundation

/// Whether a file on disk holds exactly an output's bytes: read a piece at a time and compared as
/// it goes, so checking a file of tens of megabytes (a build's outputs, read back after writing
/// or before deciding what to write) makes no copy of it.
enum FileComparison {
    /// The size of each piece read.
    static let pieceBytes = 1 << 20

    /// True when the file at `path` (absolute) holds `text`'s UTF-8 bytes and nothing else; false
    /// when it differs, cannot be read or is not a regular file (opened without waiting, so a
    /// pipe put in an output's place is refused, not waited on).
    static func fileHolds(_ path: String, _ text: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        var text = text
        return text.withUTF8 { expected in
            let piece = UnsafeMutableRawPointer.allocate(byteCount: pieceBytes, alignment: 16)
            defer { piece.deallocate() }
            var offset = 0
            while true {
                let count = read(descriptor, piece, pieceBytes)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { return count == 0 && offset == expected.count }
                guard offset + count <= expected.count, memcmp(piece, expected.baseAddress! + offset, count) == 0
                else { return false }
                offset += count
            }
        }
    }
}
