import DimensKit
import Foundation

/// The files of a git repository at one revision, read through `git` and held in memory: the
/// listing once (`git ls-tree`), each file's bytes when asked (`git cat-file`). Nothing is
/// checked out or written. Symbolic links and submodules at the revision are not files here.
final class GitTree: FileTree {
    /// The repository's top folder, as git names it (links followed).
    let root: String
    /// The revision as given (`main`, `HEAD~2`).
    let revision: String
    private let git: Git
    /// Each file's object and size, by its path in the repository.
    private let entries: [String: (object: String, size: Int)]
    /// Every folder holding a file, by its path in the repository ("" is the top).
    private let folders: Set<String>

    private init(root: String, revision: String, git: Git, entries: [String: (object: String, size: Int)]) {
        self.root = root
        self.revision = revision
        self.git = git
        self.entries = entries
        var folders: Set<String> = [""]
        for path in entries.keys {
            var folder = FilePath.directory(of: path)
            while folder != ".", folders.insert(folder).inserted { folder = FilePath.directory(of: folder) }
        }
        self.folders = folders
    }

    /// The tree of `revision` in the repository holding `folder` (absolute), or the error saying
    /// why it cannot be read: no git, no repository, no such revision.
    static func open(_ revision: String, holding folder: String, shown: String) -> Result<GitTree, Diagnostic> {
        func failure(_ reason: String, _ run: Git.Run? = nil) -> Result<GitTree, Diagnostic> {
            var diagnostic = Diagnostic.error(.diffRevision, "cannot read revision '\(revision)': \(reason)", at: nil)
            // What git said, when it said something: "dubious ownership", a corrupt object.
            if let said = run?.errors.split(separator: "\n").first {
                diagnostic.notes.append(Diagnostic.Note("git says: \(said)"))
            }
            return .failure(diagnostic)
        }
        guard let git = Git(in: folder) else { return failure("git is not installed (no 'git' on PATH)") }
        let top = git.run(["rev-parse", "--show-toplevel"])
        guard let top, top.status == 0 else { return failure("'\(shown)' is not in a git repository", top) }
        let root = String(decoding: top.output, as: UTF8.self).trimmingCharacters(in: .newlines)
        guard !revision.hasPrefix("-"),
            let commit = git.run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"]),
            commit.status == 0
        else { return failure("no such revision in the git repository at '\(root)'") }
        let hash = String(decoding: commit.output, as: UTF8.self).trimmingCharacters(in: .newlines)
        let listing = git.run(["ls-tree", "-r", "-l", "-z", "--full-tree", hash])
        guard let listing, listing.status == 0 else { return failure("git could not list its files", listing) }
        return .success(GitTree(root: root, revision: revision, git: git, entries: entries(listing.output)))
    }

    /// `ls-tree -l -z` lines, `MODE TYPE OBJECT SIZE\tPATH`, of regular files (blobs that are not links).
    private static func entries(_ listing: Data) -> [String: (object: String, size: Int)] {
        var entries: [String: (object: String, size: Int)] = [:]
        for line in listing.split(separator: 0) {
            let text = String(decoding: line, as: UTF8.self)
            guard let tab = text.firstIndex(of: "\t") else { continue }
            let fields = text[..<tab].split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count == 4, fields[1] == "blob", fields[0] != "120000", let size = Int(fields[3]) else {
                continue
            }
            entries[String(text[text.index(after: tab)...])] = (String(fields[2]), size)
        }
        return entries
    }

    /// The path in the repository of an absolute path, nil outside it.
    private func inRepository(_ path: String) -> String? {
        if path == root { return "" }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    func size(of path: String) -> Int? { inRepository(path).flatMap { entries[$0]?.size } }

    func isFolder(_ path: String) -> Bool { inRepository(path).map(folders.contains) ?? false }

    func contents(of path: String) -> [UInt8]? {
        guard let object = inRepository(path).flatMap({ entries[$0]?.object }),
            let read = git.run(["cat-file", "blob", object]), read.status == 0
        else { return nil }
        return Array(read.output)
    }

    func files(below folder: String) -> [String] {
        guard let base = inRepository(folder) else { return [] }
        let prefix = base.isEmpty ? "" : base + "/"
        return entries.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
            .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

extension DiagnosticCode {
    /// `dimens diff --against REV`: the revision cannot be read (no git, no repository, no such
    /// revision).
    public static let diffRevision = DiagnosticCode("diff.revision")
}
