import DimensKit
import Foundation

/// `.dimens-replacing` in the output folder, beside `.dimens-fingerprint`: written (atomically)
/// just before a build renames its first output into place, removed once the last is in place and
/// the fingerprint written. Removing it is the build's commit point. A build killed in between
/// leaves it, and the outputs of two builds side by side; the next `build` (or `watch`) that finds
/// it writes every output again and says so, and `build --check` fails naming it.
///
/// Its text, the outputs about to be replaced, is for people only: dimens never acts on what it
/// lists, so a marker someone else wrote can make a build write its own outputs again, and no more.
/// It is never followed through a symbolic link: one at its path is refused, and the marker is read
/// with `O_NOFOLLOW`, at most `readLimit` bytes.
struct ReplacingMarker {
    static let fileName = ".dimens-replacing"
    static let header = "dimens-replacing/1"
    static let readLimit = 256 * 1024

    var fileSystem: FileSystem
    /// The output directory, relative to the working directory.
    var directory: String

    /// The marker's path as shown to the user.
    var path: String { FilePath.join(directory, Self.fileName) }
    private var absolute: String { fileSystem.absolute(path) }

    /// What is at the marker's path.
    enum State: Equatable {
        case absent
        /// A build was stopped while replacing outputs: the outputs its marker lists (as far as
        /// `readLimit` reads).
        case interrupted(listed: [String])
        /// A symbolic link, a folder or another non-file: refused, with why.
        case refused(Diagnostic)
    }

    /// Whether anything is at the marker's path (not followed): enough to distrust the fingerprint.
    var isPresent: Bool {
        var info = stat()
        return lstat(absolute, &info) == 0
    }

    /// Reads the marker without following a link, at most `readLimit` bytes.
    func state() -> State {
        let descriptor = open(absolute, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: return .absent
            case ELOOP: return .refused(refusal("it is a symbolic link"))
            default: return .interrupted(listed: [])  // there, but unreadable: distrusted all the same
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            return .refused(refusal("it is not a regular file"))
        }
        var bytes = [UInt8](repeating: 0, count: Self.readLimit)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
            guard got > 0 else { break }
            count += got
        }
        let lines = String(decoding: bytes[..<count], as: UTF8.self).split(separator: "\n")
        return .interrupted(listed: lines.filter { $0.hasPrefix("output ") }.map { String($0.dropFirst(7)) })
    }

    /// Records that the outputs at `paths` (relative to the output folder) are about to be replaced:
    /// a temporary file renamed over the marker. Nil when recorded, else why not.
    func record(_ paths: [String]) -> Diagnostic? {
        var info = stat()
        if lstat(absolute, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            return refusal((info.st_mode & S_IFMT) == S_IFLNK ? "it is a symbolic link" : "it is not a regular file")
        }
        let folder = (absolute as NSString).deletingLastPathComponent
        OutputWriter.removeAbandonedTemporaries(in: URL(fileURLWithPath: folder))
        let temporary = FilePath.join(
            folder, "\(Self.fileName)\(OutputWriter.temporaryMarker)\(getpid())-\(UUID().uuidString)")
        let text = ([Self.header] + paths.map { "output \($0)" }).joined(separator: "\n") + "\n"
        do {
            try OutputWriter.create(URL(fileURLWithPath: temporary), with: text)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            return .error(.outputWrite, "cannot write '\(path)': \(error.localizedDescription)", at: nil)
        }
        guard rename(temporary, absolute) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return .error(.outputWrite, "cannot write '\(path)': \(reason)", at: nil)
        }
        return nil
    }

    /// The commit point: the outputs are all of one build. `unlink` never follows a link.
    func remove() -> Diagnostic? {
        guard unlink(absolute) == 0 || errno == ENOENT else {
            return .error(.outputWrite, "cannot remove '\(path)': \(String(cString: strerror(errno)))", at: nil)
        }
        return nil
    }

    private func refusal(_ reason: String) -> Diagnostic {
        .error(
            .outputWrite,
            "'\(path)' is where dimens marks outputs being replaced, but \(reason); dimens follows no link there and writes nothing until it is removed",
            at: nil)
    }
}
