import DimensKit
import Foundation

/// The CLI's disk edge for writing. All outputs are rendered before it runs; it then writes every
/// changed output to a temporary file beside its destination, and only when all are written renames
/// them over their destinations. If a rename fails, the outputs already replaced are restored from
/// hard-linked backups (and new ones removed), so a failed build leaves the output directory as it
/// was. Temporary and backup names are unique, so concurrent builds never tear a file.
struct OutputWriter {
    var fileSystem: FileSystem
    /// The output directory, relative to the working directory.
    var directory: String
    /// `rename(2)`; tests replace it to inject a failure.
    var rename: (String, String) -> Int32 = systemRename
    /// Creates a file with the text; tests replace it to fail part way, as a full disk does.
    var create: @Sendable (URL, String) throws -> Void = OutputWriter.create
    /// Recorded, listing the outputs, just before the first rename (a build's outputs; the caller
    /// removes it once all are in place). A write that fails leaves it, as a killed one does.
    var marker: ReplacingMarker?

    /// Where an output lives, as shown to the user.
    func path(of output: RenderedOutput) -> String { FilePath.join(directory, output.path) }

    private func url(of output: RenderedOutput) -> URL { URL(fileURLWithPath: fileSystem.absolute(path(of: output))) }

    /// What is on disk where an output goes.
    struct Status {
        /// The file holds exactly the output's bytes.
        var current: Bool
        var exists: Bool
        /// The file's text, when asked for and the file is not current.
        var text: String?
    }

    /// Compares the file on disk with the output (sizes first, then the bytes, a piece at a time);
    /// the file's text is read only when asked for and the file differs.
    func status(of output: RenderedOutput, keepingText: Bool = false) -> Status {
        let url = url(of: output)
        guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int else {
            return Status(current: false, exists: false, text: nil)
        }
        let current = size == output.text.utf8.count && FileComparison.fileHolds(url.path, output.text)
        guard keepingText, !current else { return Status(current: current, exists: true, text: nil) }
        let existing = try? Data(contentsOf: url)
        return Status(current: false, exists: true, text: existing.map { String(decoding: $0, as: UTF8.self) })
    }

    /// The outputs whose files do not already hold exactly their bytes.
    func changed(_ outputs: [RenderedOutput]) -> [RenderedOutput] { outputs.filter { !status(of: $0).current } }

    /// Writes `text`'s UTF-8 bytes to a new file at `url` (no copy of the text is made).
    static func create(_ url: URL, with text: String) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        var text = text
        try text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                guard written > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                offset += written
            }
        }
    }

    /// One output on its way: its temporary file and, once replaced, its backup.
    private struct Staged {
        var output: RenderedOutput
        var destination: URL
        var temporary: URL
        var backup: URL?
        var existed = false
    }

    /// Writes every given output (callers pass `changed(_:)` to skip current ones); returns their paths, or the first failure after undoing
    /// everything it did.
    func write(_ outputs: [RenderedOutput]) -> Result<[String], Diagnostic> {
        var progress = Progress()
        if let problem = stage(outputs, into: &progress) { return undo(progress, problem) }
        if let problem = createTemporaries(of: progress.staged) { return undo(progress, problem) }
        if let marker, !progress.staged.isEmpty, let problem = marker.record(progress.staged.map(\.output.path)) {
            return undo(progress, problem.message)
        }
        if let problem = replaceDestinations(&progress) { return undo(progress, problem) }
        for item in progress.replaced {
            if let backup = item.backup { try? FileManager.default.removeItem(at: backup) }
        }
        return .success(progress.replaced.map { path(of: $0.output) })
    }

    /// What a write has done so far, for `undo`: the outputs staged, the folders it created, and
    /// the destinations it has replaced.
    private struct Progress {
        var staged: [Staged] = []
        var createdFolders: [URL] = []
        var replaced: [Staged] = []
    }

    /// Stages each output: its destination (not a folder), a unique temporary name beside it, and
    /// its folder, created when missing (abandoned temporaries are removed from each folder
    /// first); the first problem, if any.
    private func stage(_ outputs: [RenderedOutput], into progress: inout Progress) -> String? {
        var cleaned = Set<String>()
        for output in outputs {
            let destination = url(of: output)
            let folder = destination.deletingLastPathComponent()
            if cleaned.insert(folder.path).inserted { Self.removeAbandonedTemporaries(in: folder) }
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder)
            if exists, isFolder.boolValue { return "cannot replace '\(path(of: output))': it is a folder" }
            let temporary = folder.appendingPathComponent(
                ".\(destination.lastPathComponent)\(Self.temporaryMarker)\(getpid())-\(UUID().uuidString)")
            do {
                progress.createdFolders += try createFolders(folder)
            } catch {
                return "cannot write '\(path(of: output))': \(error.localizedDescription)"
            }
            progress.staged.append(
                Staged(output: output, destination: destination, temporary: temporary, existed: exists))
        }
        return nil
    }

    /// Writes every staged output to its temporary file, all at once; the first problem, if any.
    private func createTemporaries(of staged: [Staged]) -> String? {
        // The files themselves, megabytes each, are written at once; a write that failed part way
        // (a full disk) leaves nothing behind.
        let create = self.create
        let files = staged.map { ($0.temporary, $0.output.text) }
        let failures = Concurrently.each(files.count) { index -> String? in
            do {
                try create(files[index].0, files[index].1)
                return nil
            } catch {
                try? FileManager.default.removeItem(at: files[index].0)
                return error.localizedDescription
            }
        }
        guard let index = failures.firstIndex(where: { $0 != nil }) else { return nil }
        return "cannot write '\(path(of: staged[index].output))': \(failures[index]!)"
    }

    /// Renames each temporary file over its destination, keeping a backup of a file it replaces;
    /// the first problem, if any, with the replaced ones in `progress`.
    private func replaceDestinations(_ progress: inout Progress) -> String? {
        for var item in progress.staged {
            if item.existed {
                let backup = item.temporary.appendingPathExtension("backup")
                // A hard link costs nothing; where the system refuses one (a file another user
                // owns, with protected hard links), a copy keeps the backup instead.
                guard
                    link(item.destination.path, backup.path) == 0
                        || (try? FileManager.default.copyItem(at: item.destination, to: backup)) != nil
                else {
                    return "cannot keep a backup of '\(path(of: item.output))': \(String(cString: strerror(errno)))"
                }
                item.backup = backup
            }
            guard rename(item.temporary.path, item.destination.path) == 0 else {
                let reason = String(cString: strerror(errno))
                if let backup = item.backup { try? FileManager.default.removeItem(at: backup) }
                return "cannot replace '\(path(of: item.output))': \(reason)"
            }
            progress.replaced.append(item)
        }
        return nil
    }

    /// Undoes a write that failed with `message`: puts back the files it replaced (newest first),
    /// removes its temporary files and the folders it created.
    private func undo(_ progress: Progress, _ message: String) -> Result<[String], Diagnostic> {
        for item in progress.replaced.reversed() {
            if let backup = item.backup {
                _ = rename(backup.path, item.destination.path)
            } else {
                try? FileManager.default.removeItem(at: item.destination)
            }
        }
        for item in progress.staged { try? FileManager.default.removeItem(at: item.temporary) }
        for folder in progress.createdFolders.reversed() { try? FileManager.default.removeItem(at: folder) }
        return .failure(.error(.outputWrite, message, at: nil))
    }

    /// What names a temporary or backup file of dimens: `.NAME.dimens-tmp-PID-UUID[.backup]`.
    static let temporaryMarker = ".dimens-tmp-"

    /// Removes the temporary and backup files that builds killed while writing left in `folder`:
    /// only dimens' own (by their name), and only those of processes no longer running, so a
    /// build writing at the same time keeps its own.
    static func removeAbandonedTemporaries(in folder: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(".") {
            guard let marker = name.range(of: temporaryMarker) else { continue }
            let rest = name[marker.upperBound...]
            guard let pid = Int32(rest.prefix { $0 != "-" }), pid > 0, kill(pid, 0) != 0, errno == ESRCH else {
                continue
            }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// Removes what killed builds left beside `outputs` (`removeAbandonedTemporaries`), in every
    /// folder they are written to: a build that finds its outputs current writes nothing, and
    /// would otherwise keep a killed build's backups for good.
    func removeAbandonedTemporaries(besides outputs: [RenderedOutput]) {
        for folder in Set(outputs.map { url(of: $0).deletingLastPathComponent() }) {
            Self.removeAbandonedTemporaries(in: folder)
        }
    }

    /// Creates `folder` and its missing ancestors; returns the ones it created, outermost first.
    private func createFolders(_ folder: URL) throws -> [URL] {
        var missing: [URL] = []
        var current = folder
        while !FileManager.default.fileExists(atPath: current.path), current.path != "/" {
            missing.insert(current, at: 0)
            current = current.deletingLastPathComponent()
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return missing
    }
}

/// The C library's `rename(2)` (Glibc or Darwin, through Foundation).
func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }

/// The C library's `write(2)`, outside `OutputWriter`, whose own `write` would shadow it.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

extension DiagnosticCode {
    /// An output file that could not be written.
    public static let outputWrite = DiagnosticCode("output.write")
}
