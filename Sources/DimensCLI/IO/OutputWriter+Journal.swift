import DimensKit
import Foundation

/// The outputs of one build are replaced together, or not at all as far as anyone reading them
/// later can tell: before its first rename a build writes `.dimens-replacing` in the output folder,
/// naming each output it is about to replace and the backup it keeps of the file there; it removes
/// the journal once every output is replaced. A build killed between two renames leaves outputs of
/// two builds side by side and the journal; the next `build`, `--check`, `--dry-run` or `watch`
/// finds it (its process gone), puts back every file the killed build had replaced from its
/// backups (removing the ones it had added), and says so. A journal of a running build is left
/// alone.
extension OutputWriter {
    static let journalName = ".dimens-replacing"
    static let journalHeader = "dimens-replacing/1"

    /// One line per output: its path in the output folder, then the name of its backup beside it,
    /// or nothing when the output is new.
    func journalText(_ entries: [(path: String, backup: String?)]) -> String {
        ([Self.journalHeader, "pid \(getpid())"] + entries.map { "\($0.path)\t\($0.backup ?? "")" })
            .joined(separator: "\n") + "\n"
    }

    private var journalURL: URL {
        URL(fileURLWithPath: fileSystem.absolute(FilePath.join(directory, Self.journalName)))
    }

    /// Writes the journal atomically (a temporary file renamed over it); false when it cannot be.
    func writeJournal(_ entries: [(path: String, backup: String?)]) -> Bool {
        let url = journalURL
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            "\(Self.journalName)\(Self.temporaryMarker)\(getpid())-\(UUID().uuidString)")
        do {
            try create(temporary, journalText(entries))
        } catch {
            return false
        }
        guard systemRename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            return false
        }
        return true
    }

    func removeJournal() { try? FileManager.default.removeItem(at: journalURL) }

    /// Puts back what a killed build had replaced, when its journal is here and its process is
    /// gone: each output it had replaced takes its backup again, each it had added is removed.
    /// Returns the outputs put back (empty when there was nothing to do).
    func recoverInterruptedBuild() -> [String] {
        let url = journalURL
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == Self.journalHeader, lines.count >= 2, lines[1].hasPrefix("pid "),
            let pid = Int32(lines[1].dropFirst(4))
        else {
            try? FileManager.default.removeItem(at: url)
            return []
        }
        guard pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { return [] }
        var restored: [String] = []
        for line in lines.dropFirst(2) where !line.isEmpty {
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, OutputPathRule.problem(with: parts[0]) == nil else { continue }
            let destination = URL(fileURLWithPath: fileSystem.absolute(FilePath.join(directory, parts[0])))
            if parts[1].isEmpty {
                // New in the killed build: there was no file before it, so none is left after.
                if (try? FileManager.default.removeItem(at: destination)) != nil {
                    restored.append(FilePath.join(directory, parts[0]))
                }
                continue
            }
            let backup = destination.deletingLastPathComponent().appendingPathComponent(parts[1])
            guard parts[1].hasPrefix("."), !parts[1].contains("/"),
                FileManager.default.fileExists(atPath: backup.path)
            else { continue }
            // Only an output the killed build had replaced still has its backup apart from it.
            if rename(backup.path, destination.path) == 0 { restored.append(FilePath.join(directory, parts[0])) }
        }
        try? FileManager.default.removeItem(at: url)
        return restored
    }
}
