import DimensKit

/// A read-only set of files that stands in for the disk under `FileSystem`: what a project held
/// at a git revision (`GitTree`). Paths are absolute, with symbolic links of the disk followed
/// (`FileSystem.realPath`); a path the tree does not hold is neither a file nor a folder.
protocol FileTree: Sendable {
    /// The size in bytes of the file at `path`; nil when the tree holds no file there.
    func size(of path: String) -> Int?
    /// A folder holding at least one of the tree's files is at `path`.
    func isFolder(_ path: String) -> Bool
    /// The bytes of the file at `path`; nil when it cannot be read.
    func contents(of path: String) -> [UInt8]?
    /// Every file below `folder` as a `/`-separated path relative to it, sorted, skipping hidden
    /// files and folders as the disk's listing does.
    func files(below folder: String) -> [String]
}

extension FileSystem {
    /// `read` from the tree instead of the disk: the same limits, the same messages.
    func read(_ path: String, display: String, limit: Int, from tree: any FileTree) -> Result<SourceFile, Diagnostic> {
        let real = realPath(path)
        guard let size = tree.size(of: real) else {
            return .failure(
                .error(
                    .inputMissing,
                    "cannot read '\(display)': \(tree.isFolder(real) ? "not a regular file" : "no such file")",
                    at: nil))
        }
        if size > limit { return .failure(Self.tooLarge(display: display, size: size, limit: limit)) }
        guard let bytes = tree.contents(of: real) else {
            return .failure(.error(.inputMissing, "cannot read '\(display)'", at: nil))
        }
        return .success(SourceFile(path: display, bytes: bytes))
    }
}
