import DimensKit
import Foundation

/// How init writes: never over anything, never through a symbolic link that points nowhere, and
/// on a failure removing only what it made itself.
extension InitCommand {
    /// Writes `files`, or nothing when any of them exists.
    func write(_ files: [(path: String, text: String)]) -> ExitCode {
        guard refusesNoneOf(files.map(\.path)), writeNew(files) != nil else { return .failure }
        if let config = files.first(where: { $0.path == "dimens.json" })?.text, config.contains(#""template": "swift""#)
        {
            context.console.write(Self.runtimeNote(embedded: config.contains(#""runtime": "embedded""#)))
        }
        context.console.write(Self.next)
        return .success
    }

    /// What init says to do next: build, then look at the values in the report.
    static let next =
        "next: dimens build, then open out/report.html in a browser: every token's value on every screen\n"

    /// Whether none of `paths` exists and no folder on the way to one is a symbolic link that
    /// points nowhere; when one is, says so (init never writes over a file, nor replaces a link).
    func refusesNoneOf(_ paths: [String]) -> Bool {
        let dangling = Set(paths.flatMap(Self.folderPrefixes) + paths).sorted().compactMap { path in
            context.fileSystem.danglingLink(path).map { (path, $0) }
        }
        for (link, target) in dangling {
            context.console.writeError(
                "dimens: error: '\(DiagnosticPrinter.shown(link))' is a symbolic link to '\(DiagnosticPrinter.shown(target))', which does not exist; init writes nothing through it (remove the link, or create what it points to)\n"
            )
        }
        guard dangling.isEmpty else { return false }
        let existing = paths.filter { context.fileSystem.exists($0) }
        guard !existing.isEmpty else { return true }
        context.console.writeError(
            "dimens: error: \(existing.map(DiagnosticPrinter.shown).joined(separator: " and ")) already exist\(existing.count == 1 ? "s" : ""); init writes nothing over existing files\n"
        )
        return false
    }

    /// `a/b/c.json` → `a`, `a/b`.
    static func folderPrefixes(_ path: String) -> [String] {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        return parts.indices.map { parts[...$0].joined(separator: "/") }.filter { !$0.isEmpty && $0 != "." }
    }

    /// Writes `files`, none of which exists, making folders one at a time as needed; on a failure
    /// removes what it made and reports why. What it made (files, then folders deepest first), or nil.
    func writeNew(_ files: [(path: String, text: String)]) -> [URL]? {
        var written: [URL] = []
        var folders: [URL] = []
        for file in files {
            let url = URL(fileURLWithPath: context.fileSystem.absolute(file.path))
            do {
                // Each missing folder made on its own, so that only those count as init's; a
                // name that is taken (by a link, say) fails here instead of being taken over.
                for folder in Self.missingFolders(above: url) {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
                    folders.insert(folder, at: 0)
                }
                try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
                written.append(url)
            } catch {
                context.console.writeError(
                    "dimens: error: cannot write \(DiagnosticPrinter.shown(file.path)): \(error.localizedDescription)\n"
                )
                remove(written + folders)
                return nil
            }
            context.console.write("wrote \(DiagnosticPrinter.shown(file.path))\n")
        }
        return written + folders
    }

    /// The folders above `url` with nothing at their path (a link, even one pointing nowhere,
    /// is something), outermost first.
    private static func missingFolders(above url: URL) -> [URL] {
        var missing: [URL] = []
        var folder = url.deletingLastPathComponent()
        var info = stat()
        while folder.path != "/", lstat(folder.path, &info) != 0 {
            missing.insert(folder, at: 0)
            folder = folder.deletingLastPathComponent()
        }
        return missing
    }

    /// Removes what `writeNew` made: its files, then its folders when they are empty (a folder
    /// is removed only if it holds nothing, so nothing anyone else put there goes with it).
    func remove(_ made: [URL]) {
        for url in made {
            var info = stat()
            guard lstat(url.path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR { _ = rmdir(url.path) } else { _ = unlink(url.path) }
        }
        context.console.writeError("dimens: nothing is kept of what init wrote\n")
    }
}
