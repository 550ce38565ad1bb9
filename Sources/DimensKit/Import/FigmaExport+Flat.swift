/// Mode files kept the way teams keep them in a repository: side by side in one folder, renamed
/// after their collection and mode (`theme-colors.light.tokens.json`, `spacing.tokens.json`).
/// Nothing in such a file names its collection, so the variables a file holds say which files
/// belong together.
extension FigmaExport {
    /// The variables of a mode file: each token's path and `$type`. Figma gives every variable of
    /// a collection one type and a value in every mode, so the modes of one collection hold the
    /// same variables.
    typealias Variables = [[String]: String]

    static func variables(_ mode: FigmaMode) -> Variables {
        Dictionary(mode.entries.filter(\.isToken).map { ($0.path, $0.type ?? "") }, uniquingKeysWith: { a, _ in a })
    }

    /// `modes`, the mode files directly in the export folder `folder` (in file name order), as
    /// collections: files that hold the same variables are the modes of one collection, named by
    /// `collectionName` (`name`, the export's, when the file names have nothing in common), in
    /// the order of their first file. Where that cannot be decided (`conflicts`), the groups
    /// involved are left out and one diagnostic says why and how to lay the files out.
    static func flatCollections(_ modes: [FigmaMode], folder: String, name: String)
        -> (collections: [FigmaCollection], diagnostic: Diagnostic?)
    {
        var groups: [(variables: Variables, modes: [FigmaMode])] = []
        for mode in modes {
            let held = variables(mode)
            if let index = groups.firstIndex(where: { $0.variables == held }) {
                groups[index].modes.append(mode)
            } else {
                groups.append((held, [mode]))
            }
        }
        let found = conflicts(groups)
        let involved = Set(found.flatMap { [$0.first.file.path, $0.second.file.path] })
        let collections = groups.filter { !$0.modes.contains { involved.contains($0.file.path) } }.map {
            FigmaCollection(
                name: collectionName($0.modes.map { ($0.file.path, $0.name) }, otherwise: name), modes: $0.modes)
        }
        return (collections, layoutDiagnostic(found, folder: folder))
    }

    /// The name of the collection whose modes are the files `files` (each its path and the mode
    /// it names): the common part of the file names. Each name without its extension
    /// (`.tokens.json`, `.json`) and without the mode's name where it ends with it after a
    /// separator (`spacing-mobile` of mode `Mobile` is `spacing`, `Light` of mode `Light` is
    /// nothing); then the longest start all share, cut back to a whole word where a name goes on
    /// with a letter, and separators (`.`, `-`, `_`, space) at its end dropped. `otherwise` when
    /// nothing is left (files named only after their modes, as Figma names them). A leading `.`,
    /// Figma's mark of a collection hidden from publishing, is kept.
    static func collectionName(_ files: [(path: String, mode: String)], otherwise: String) -> String {
        let stems = files.map { file in withoutMode(stem(of: file.path), file.mode) }
        guard var common = stems.first.map(Array.init) else { return otherwise }
        for stem in stems.dropFirst() {
            common = Array(zip(common, stem).prefix { $0 == $1 }.map(\.0))
        }
        let cut = stems.contains { stem in
            stem.count > common.count && !isSeparator(Array(stem)[common.count])
        }
        if cut { common = common.lastIndex(where: isSeparator).map { Array(common[..<$0]) } ?? [] }
        while let last = common.last, isSeparator(last) { common.removeLast() }
        return common.isEmpty ? otherwise : String(common)
    }

    /// The file name of `path` without `.tokens.json` or `.json` (ignoring case).
    static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".tokens.json", ".json"] where name.lowercased().hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// `stem` without `mode` at its end, where the mode's name is all of it or follows a separator.
    private static func withoutMode(_ stem: String, _ mode: String) -> String {
        let mode = mode.trimmingCharacters(in: .whitespaces)
        guard !mode.isEmpty, stem.lowercased().hasSuffix(mode.lowercased()) else { return stem }
        let rest = String(stem.dropLast(mode.count))
        return rest.isEmpty || rest.last.map(isSeparator) == true ? rest : stem
    }

    private static func isSeparator(_ character: Character) -> Bool { ".-_ ".contains(character) }
}
