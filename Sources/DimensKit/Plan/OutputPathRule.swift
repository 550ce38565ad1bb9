/// Output paths must stay inside the output directory.
package enum OutputPathRule {
    package static func problem(with path: String) -> String? {
        if path.isEmpty { return "an output path cannot be empty" }
        if FilePath.hasControlCharacters(path) {
            return
                "output path \(JSONWriter.write(.string(path), pretty: false)) holds a control character (such as NUL)"
        }
        if path.hasPrefix("/") || path.hasPrefix("~") || path.contains(":") || path.hasPrefix("\\") {
            return "output path '\(path)' must be relative to outDir"
        }
        if path.split(whereSeparator: { $0 == "/" || $0 == "\\" }).contains("..") {
            return "output path '\(path)' must stay inside outDir (no '..')"
        }
        if path.hasSuffix("/") || path.split(separator: "/").allSatisfy({ $0 == "." }) {
            return "output path '\(path)' must name a file inside outDir"
        }
        return nil
    }
}
