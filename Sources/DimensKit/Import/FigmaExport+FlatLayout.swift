/// Why files directly in an export folder cannot be sorted into collections, said once.
extension FigmaExport {
    /// Two files directly in the export folder that are neither modes of one collection nor
    /// modes of two: they hold some of the same variables but not all (a hand-edited mode, or two
    /// collections that define one variable), the same variables of other types, or the same
    /// variables and the same mode.
    struct FlatConflict {
        var first: FigmaMode
        var second: FigmaMode
        /// What the two files do, as said of them both: "share 6 variables but not all: …".
        var reason: String
        /// Where a file shows it: the variable one lacks, or the mode named twice.
        var location: SourceLocation
    }

    /// The conflicts between `groups` of files holding the same variables (in file order): two
    /// groups with a variable path in common, and two files of a group naming one mode.
    static func conflicts(_ groups: [(variables: Variables, modes: [FigmaMode])]) -> [FlatConflict] {
        var found: [FlatConflict] = []
        for (index, group) in groups.enumerated() {
            var named: [String: FigmaMode] = [:]
            for mode in group.modes {
                guard let earlier = named[mode.name.lowercased()] else {
                    named[mode.name.lowercased()] = mode
                    continue
                }
                let reason = "hold the same variables and both name mode '\(mode.name)'"
                found.append(FlatConflict(first: earlier, second: mode, reason: reason, location: mode.location))
            }
            for other in groups[(index + 1)...] {
                let shared = group.variables.keys.filter { other.variables[$0] != nil }.count
                guard shared > 0 else { continue }
                let (a, b) = (group.modes[0], other.modes[0])
                if shared == group.variables.count, shared == other.variables.count {
                    let entry = a.entries.first { $0.isToken && other.variables[$0.path] != group.variables[$0.path] }!
                    let reason =
                        "hold the same variables, but '\(entry.shown)' is \(typed(group.variables[entry.path])) in one and \(typed(other.variables[entry.path])) in the other"
                    found.append(FlatConflict(first: a, second: b, reason: reason, location: entry.location))
                    continue
                }
                let (entry, file) =
                    a.entries.first { $0.isToken && other.variables[$0.path] == nil }.map { ($0, a) }
                    ?? (b.entries.first { $0.isToken && group.variables[$0.path] == nil }!, b)
                let reason =
                    "share \(shared) variable\(shared == 1 ? "" : "s") but not all: '\(entry.shown)' is in '\(file.file.path)' only"
                found.append(FlatConflict(first: a, second: b, reason: reason, location: entry.location))
            }
        }
        return found
    }

    private static func typed(_ type: String?) -> String {
        type.map { $0.isEmpty ? "without a $type" : "of type '\($0)'" } ?? "missing"
    }

    /// One error for every conflict among the files directly in `folder`: the first in the
    /// message, a few more as notes, and how to lay the files out; nil without a conflict.
    static func layoutDiagnostic(_ conflicts: [FlatConflict], folder: String) -> Diagnostic? {
        guard let first = conflicts.first else { return nil }
        let others = conflicts.count - 1
        let more = others == 0 ? "" : " (and \(others) more pair\(others == 1 ? "" : "s") of files, below)"
        var notes = conflicts.dropFirst().prefix(5).map {
            Diagnostic.Note("'\($0.first.file.path)' and '\($0.second.file.path)' \($0.reason)", at: $0.location)
        }
        if others > 5 { notes.append(.init("and \(others - 5) more pairs of files")) }
        notes.append(
            .init(
                "files directly in the export folder are sorted into collections by the variables they hold: files with the same variables are the modes of one collection, named after what their file names share. Keep a folder per collection instead, named after the collection, with one file per mode named after the mode ('Theme colors/Light.tokens.json', as Figma's Export modes writes them)"
            ))
        return .error(
            .figmaLayout,
            "'\(first.first.file.path)' and '\(first.second.file.path)' \(first.reason), so the files directly in '\(folder)' cannot be sorted into collections\(more)",
            at: first.location, notes: notes)
    }
}
