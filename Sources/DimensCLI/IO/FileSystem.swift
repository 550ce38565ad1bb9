import DimensKit
import Foundation

/// The CLI's disk edge for reading: files with a size limit, folder listings for globs. With a
/// `tree`, reads, listings and existence come from it instead of the disk (a git revision), and
/// nothing else changes: paths, limits and messages are the same.
struct FileSystem {
    /// Larger inputs (token files, resolvers, configs, catalogs, templates) are refused with a
    /// diagnostic instead of being read.
    static let maximumInputBytes = 64 * 1024 * 1024

    var workingDirectory: String
    /// What answers reads instead of the disk; nil for the disk.
    var tree: (any FileTree)?

    /// An absolute path for `path`, taken relative to the working directory.
    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (workingDirectory as NSString).appendingPathComponent(path)
    }

    /// The absolute path with every symbolic link followed, for a path that may not exist yet:
    /// its deepest existing ancestor's real path, then the rest.
    func realPath(_ path: String) -> String {
        var existing = URL(fileURLWithPath: absolute(path)).standardizedFileURL.path
        var rest: [String] = []
        while !existing.isEmpty, existing != "/" {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                return ([String(cString: resolved)] + rest.reversed()).joined(separator: "/").replacingOccurrences(
                    of: "//", with: "/")
            }
            rest.append((existing as NSString).lastPathComponent)
            existing = (existing as NSString).deletingLastPathComponent
        }
        return "/" + rest.reversed().joined(separator: "/")
    }

    /// Whether `path`, links followed, is `folder` or inside it.
    func isInside(_ path: String, _ folder: String) -> Bool {
        let (real, root) = (realPath(path), realPath(folder))
        return real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// A file or folder exists at `path`.
    func exists(_ path: String) -> Bool {
        if let tree { return fileExists(path) || tree.isFolder(realPath(path)) }
        return FileManager.default.fileExists(atPath: absolute(path))
    }

    /// Where `path` points when it is a symbolic link to nothing (its target as written); nil for
    /// anything else. `exists` follows links, so such a link does not exist to it, yet a file
    /// or folder cannot be made in its place.
    func danglingLink(_ path: String) -> String? {
        var info = stat()
        guard tree == nil, lstat(absolute(path), &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, !exists(path) else {
            return nil
        }
        return (try? FileManager.default.destinationOfSymbolicLink(atPath: absolute(path))) ?? "?"
    }

    /// A folder exists at `path`.
    func isFolder(_ path: String) -> Bool {
        if let tree { return tree.isFolder(realPath(path)) }
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: absolute(path), isDirectory: &folder) && folder.boolValue
    }

    /// The names in the folder at `path`, sorted; nil when it is not a readable folder.
    func names(in path: String) -> [String]? {
        guard tree == nil, let names = try? FileManager.default.contentsOfDirectory(atPath: absolute(path)) else {
            return nil
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    func fileExists(_ path: String) -> Bool {
        if let tree { return tree.size(of: realPath(path)) != nil }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: absolute(path), isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }

    /// Reads one input file, up to `limit` bytes; `display` is the path diagnostics show. The size
    /// is the file's own, a symbolic link followed, and the read stops at the limit whatever the
    /// file claims (a device or a file that grows is refused, not read whole).
    func read(_ path: String, display: String, limit: Int = maximumInputBytes) -> Result<SourceFile, Diagnostic> {
        if let tree { return read(path, display: display, limit: limit, from: tree) }
        var info = stat()
        guard stat(absolute(path), &info) == 0 else {
            return .failure(.error(.inputMissing, "cannot read '\(display)': no such file", at: nil))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return .failure(.error(.inputMissing, "cannot read '\(display)': not a regular file", at: nil))
        }
        if Int(info.st_size) > limit {
            return .failure(Self.tooLarge(display: display, size: Int(info.st_size), limit: limit))
        }
        guard let handle = FileHandle(forReadingAtPath: absolute(path)) else {
            return .failure(.error(.inputMissing, "cannot read '\(display)'", at: nil))
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: limit == .max ? Int.max : limit + 1)) ?? Data()
        if data.count > limit { return .failure(Self.tooLarge(display: display, size: data.count, limit: limit)) }
        return .success(SourceFile(path: display, bytes: Array(data)))
    }

    static func tooLarge(display: String, size: Int, limit: Int) -> Diagnostic {
        .error(.inputTooLarge, "'\(display)' is \(size) bytes; such files are limited to \(limit) bytes", at: nil)
    }

    /// Every regular file below `directory` as a `/`-separated path relative to it, sorted,
    /// skipping hidden folders and build folders.
    func files(below directory: String) -> [String] {
        if let tree { return tree.files(below: realPath(directory)) }
        let root = URL(fileURLWithPath: absolute(directory)).standardizedFileURL
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [String] = []
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for case let url as URL in enumerator {
            // A symbolic link to a file counts as the file (read with the same limits); links to
            // folders are not followed, so a loop of links cannot trap the walk.
            var isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) ?? false
            if !isFile, (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) == true {
                var info = stat()
                isFile = stat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
            }
            let path = url.standardizedFileURL.path
            if isFile, path.hasPrefix(prefix) { found.append(String(path.dropFirst(prefix.count))) }
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

extension DiagnosticCode {
    /// An input file that does not exist or cannot be read.
    public static let inputMissing = DiagnosticCode("input.missing")
    /// An input file over the size limit.
    public static let inputTooLarge = DiagnosticCode("input.too-large")
    /// A token pattern that matches no file.
    public static let inputNoFiles = DiagnosticCode("input.no-files")
}
