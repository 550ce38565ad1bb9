/// `/`-separated paths as dimens shows them, joined and normalised lexically (no disk access), so
/// the compiler and the CLI agree on a file's name.
package enum FilePath {
    /// True when `path` holds a NUL or another control character (C0, DEL, C1), a line or
    /// paragraph separator, or a bidirectional control: no file name a config means holds one,
    /// the file system would cut the path at a NUL, and the others change how a printed line reads.
    package static func hasControlCharacters(_ path: String) -> Bool {
        path.unicodeScalars.contains { scalar in
            let value = scalar.value
            return value < 0x20 || (0x7F...0x9F).contains(value)
                || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }
    }

    /// `directory/path`, with `.` and `x/..` segments removed lexically (`tokens/../out` → `out`).
    /// An absolute `path` stays as it is.
    package static func join(_ directory: String, _ path: String) -> String {
        let joined =
            directory.isEmpty || directory == "." || path.hasPrefix("/")
            ? path : path.isEmpty ? directory : "\(directory)/\(path)"
        var segments: [Substring] = []
        for segment in joined.split(separator: "/", omittingEmptySubsequences: false) {
            if segment == ".", !segments.isEmpty || joined.count > 1 { continue }
            if segment == "..", let last = segments.last, last != "..", !last.isEmpty {
                segments.removeLast()
                continue
            }
            segments.append(segment)
        }
        let normalized = segments.joined(separator: "/")
        return normalized.isEmpty ? "." : normalized
    }

    /// The folder of a file path: `tokens/a.json` → `tokens`, `a.json` → `.`.
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
