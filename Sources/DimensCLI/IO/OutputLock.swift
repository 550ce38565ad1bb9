import DimensKit
import Foundation

/// An advisory lock (`flock(2)`) on the output folder itself, held while a command replaces files
/// in it: `dimens watch` and a `dimens build`, or two builds an Xcode script starts at once, take
/// turns instead of interleaving their renames. The folder is locked rather than a file in it, so
/// there is no lock file to ignore, to follow through a link, or to remove. A second writer waits
/// for the first (up to `timeout` seconds, then fails saying why); `--check` takes the lock shared,
/// so it waits for a build replacing outputs but never for another check, and creates nothing.
/// On a file system without locks (`ENOLCK`, `EOPNOTSUPP`) writers go on unlocked, as before.
final class OutputLock {
    private var descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { release() }

    /// How long a writer waits for another by default.
    static let defaultTimeout: TimeInterval = 60

    /// Takes the lock on `folder` (shown to the user as `shown`), creating the folder for a writer
    /// when it is missing; a shared lock on a missing folder is nil (nobody is writing there).
    static func acquire(
        _ folder: String, shown: String, shared: Bool = false, timeout: TimeInterval = defaultTimeout
    ) -> Result<OutputLock?, Diagnostic> {
        func failure(_ reason: String) -> Result<OutputLock?, Diagnostic> {
            .failure(.error(.outputWrite, "cannot lock the output folder '\(shown)': \(reason)", at: nil))
        }
        // A folder a writer created stays, even empty: removing it could pull it from under a
        // writer waiting for this lock.
        if !shared, !FileManager.default.fileExists(atPath: folder) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                return failure(error.localizedDescription)
            }
        }
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if shared, errno == ENOENT { return .success(nil) }
            return failure(String(cString: strerror(errno)))
        }
        let lock = OutputLock(descriptor: descriptor)
        // A monotonic clock: a clock set back or forward changes nothing.
        let deadline = ProcessInfo.processInfo.systemUptime + timeout
        var pause: TimeInterval = 0.005
        while flock(descriptor, (shared ? LOCK_SH : LOCK_EX) | LOCK_NB) != 0 {
            switch errno {
            case EINTR: continue
            case EWOULDBLOCK:
                guard ProcessInfo.processInfo.systemUptime < deadline else {
                    return failure(
                        "another dimens command has been replacing files in it for \(Int(timeout)) s; try again when it is done"
                    )
                }
                Thread.sleep(forTimeInterval: pause)
                pause = min(pause * 2, 0.1)
            default: return .success(lock)  // no locks on this file system: go on as before
            }
        }
        return .success(lock)
    }

    /// Lets the next writer in (closing the folder releases the lock).
    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }
}

extension OutputLock {
    /// The lock a writer takes on `outDir`, and whether a build was stopped there while replacing
    /// outputs (its `ReplacingMarker` is there); a marker dimens refuses to read is a failure.
    static func forWriting(_ outDir: String, fileSystem: FileSystem) -> Result<
        (OutputLock?, interrupted: Bool), Diagnostic
    > {
        acquire(fileSystem.absolute(outDir), shown: outDir).flatMap { lock in
            switch ReplacingMarker(fileSystem: fileSystem, directory: outDir).state() {
            case .absent: .success((lock, false))
            case .interrupted: .success((lock, true))
            case .refused(let problem): .failure(problem)
            }
        }
    }
}
