import Foundation

/// The listing `init --from FOLDER` reads Figma's export with: every entry, hidden ones included.
extension FileSystem {
    /// What is below `directory`, as `/`-separated paths relative to it, each list sorted: `files`,
    /// the regular files (a symbolic link to one counts as the file); `others`, what is neither a
    /// file nor a folder walked (a link to a folder, a device, a socket), which the caller reports
    /// as left out.
    ///
    /// Unlike `files(below:)`, hidden entries are listed: Figma marks a collection hidden from
    /// publishing with a leading `.` (`.Shadow/`), and `.DS_Store` is named when it is left out.
    /// The one exception is a `.git` folder or file (a repository, worktree or submodule kept in
    /// the export folder, `init --from .` at a repository's root): it is version control's record,
    /// never part of an export, so it is left out without a word, as git itself leaves it out.
    func exportEntries(below directory: String) -> (files: [String], others: [String]) {
        let root = URL(fileURLWithPath: absolute(directory)).standardizedFileURL
        let keys: [URLResourceKey] = [.isRegularFileKey, .isDirectoryKey, .isSymbolicLinkKey]
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) else {
            return ([], [])
        }
        var files: [String] = []
        var others: [String] = []
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for case let url as URL in enumerator {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(prefix) else { continue }
            let relative = String(path.dropFirst(prefix.count))
            let values = try? url.resourceValues(forKeys: Set(keys))
            if url.lastPathComponent == ".git" {
                if values?.isDirectory == true, values?.isSymbolicLink != true { enumerator.skipDescendants() }
                continue
            }
            if values?.isDirectory == true, values?.isSymbolicLink != true { continue }
            var info = stat()
            if values?.isRegularFile == true || (stat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG) {
                files.append(relative)
            } else {
                others.append(relative)
            }
        }
        let sorted = { (paths: [String]) in paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
        return (sorted(files), sorted(others))
    }
}
