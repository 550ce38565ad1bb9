import DimensKit
import Foundation

/// The CLI's disk edge for reading: files with a size limit, folder listings for globs.
struct FileSystem {
    /// Larger inputs (token files, resolvers, configs, catalogs, templates) are refused with a
    /// diagnostic instead of being read.
    static let maximumInputBytes = 64 * 1024 * 1024

    var workingDirectory: String

    /// An absolute path for `path`, taken relative to the working directory.
    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (workingDirectory as NSString).appendingPathComponent(path)
    }

    /// A file or folder exists at `path`.
    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: absolute(path)) }

    /// A folder exists at `path`.
    func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: absolute(path), isDirectory: &folder) && folder.boolValue
    }

    func fileExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: absolute(path), isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// Reads one input file, up to `limit` bytes; `display` is the path diagnostics show.
    func read(_ path: String, display: String, limit: Int = maximumInputBytes) -> Result<SourceFile, Diagnostic> {
        let url = URL(fileURLWithPath: absolute(path))
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
            return .failure(.error(.inputMissing, "cannot read '\(display)': no such file", at: nil))
        }
        if let size = attributes[.size] as? Int, size > limit {
            return .failure(Self.tooLarge(display: display, size: size, limit: limit))
        }
        guard let data = try? Data(contentsOf: url) else {
            return .failure(.error(.inputMissing, "cannot read '\(display)'", at: nil))
        }
        return .success(SourceFile(path: display, bytes: Array(data)))
    }

    static func tooLarge(display: String, size: Int, limit: Int) -> Diagnostic {
        .error(.inputTooLarge, "'\(display)' is \(size) bytes; such files are limited to \(limit) bytes", at: nil)
    }

    /// Every regular file below `directory` as a `/`-separated path relative to it, sorted,
    /// skipping hidden folders and build folders.
    func files(below directory: String) -> [String] {
        let root = URL(fileURLWithPath: absolute(directory)).standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else { return [] }
        var found: [String] = []
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for case let url as URL in enumerator {
            let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) ?? false
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
