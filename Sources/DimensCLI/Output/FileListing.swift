/// How commands name the files they wrote, removed or found stale without flooding a terminal or a
/// build log: a few paths by name, many by count, and a long list cut at a screenful.
enum FileListing {
    /// Up to this many paths are named in a summary line; more are counted.
    static let namedInLine = 3
    /// Up to this many lines are listed before the rest is counted (`--verbose` lists every one).
    static let screenful = 20

    /// `out/a.swift, out/b.json`, or `105 files` past `namedInLine`; each path escaped for the
    /// terminal and CI logs as diagnostics print them.
    static func phrase(_ paths: [String]) -> String {
        paths.count <= namedInLine
            ? paths.map(DiagnosticPrinter.shown).joined(separator: ", ") : "\(paths.count) files"
    }

    /// The build's one line: what it wrote and removed, how many outputs it left as they were, and
    /// what the outputs hold. Nil when nothing was written or removed (a build that changed nothing
    /// stays silent, as build steps expect).
    static func buildSummary(written: [String], removed: [String], unchanged: Int, holding: String) -> String? {
        guard !written.isEmpty || !removed.isEmpty else { return nil }
        var parts: [String] = []
        if !written.isEmpty { parts.append("wrote " + phrase(written)) }
        if !removed.isEmpty { parts.append("removed " + phrase(removed)) }
        let kept = unchanged > 0 ? " (\(unchanged) unchanged)" : ""
        return parts.joined(separator: ", ") + kept + "; " + holding
    }

    /// `lines` as they are when `all` or when they fit a screen; otherwise the first screenful and
    /// a line counting the rest.
    static func cut<Line>(_ lines: [Line], all: Bool, more: (Int) -> Line) -> [Line] {
        guard !all, lines.count > screenful else { return lines }
        return Array(lines.prefix(screenful - 1)) + [more(lines.count - (screenful - 1))]
    }
}
