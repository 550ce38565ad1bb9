/// One collection of the export: the mode files of one folder, or files directly in the export
/// folder that hold the same variables.
struct FigmaCollection {
    /// The folder's name, or what the file names of files directly in the export folder share
    /// (`FigmaExport.collectionName`); Figma's name, with the `.` of a collection hidden from
    /// publishing.
    var name: String
    /// Its modes, by file name.
    var modes: [FigmaMode]
    /// The index in `modes` of the resolver's default context.
    var defaultMode = 0
}

/// One mode file, flattened: its tokens and group properties by path, in the file's order.
struct FigmaMode {
    var name: String
    var file: SourceFile
    var entries: [FigmaEntry]
    /// Where `com.figma.modeName` is written.
    var location: SourceLocation
}

/// A token (`isToken`) or a group's `$` property, at its path in the file.
struct FigmaEntry {
    var path: [String]
    var value: JSONValue
    var location: SourceLocation
    var isToken: Bool

    var shown: String { path.joined(separator: ".") }
    var type: String? { value.object?["$type"]?.string }
}

extension FigmaExport {
    /// The export's files grouped into collections, each file a mode: the files of each folder
    /// below `folder` are one collection named after the folder; the files directly in it are
    /// sorted into collections by the variables they hold (`flatCollections`). JSON errors, files
    /// that are not Figma mode files and modes that disagree reported.
    static func collections(_ files: [SourceFile], folder: String, name: String, diagnostics: inout [Diagnostic])
        -> [FigmaCollection]
    {
        let prefix = folder == "." ? "" : folder.hasSuffix("/") ? folder : folder + "/"
        var byFolder: [String: [FigmaMode]] = [:]
        for file in files.sorted(by: { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }) {
            let parsed = JSONParser.parse(file)
            diagnostics += parsed.diagnostics
            guard let root = parsed.value, !parsed.diagnostics.contains(where: { $0.severity == .error }),
                let mode = mode(of: root, in: file, diagnostics: &diagnostics)
            else { continue }
            let relative = file.path.hasPrefix(prefix) ? String(file.path.dropFirst(prefix.count)) : file.path
            byFolder[FilePath.directory(of: relative), default: []].append(mode)
        }
        let flat = flatCollections(byFolder["."] ?? [], folder: folder, name: name)
        diagnostics += flat.diagnostic.map { [$0] } ?? []
        let folders = byFolder.keys.filter { $0 != "." }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map {
            FigmaCollection(name: $0, modes: byFolder[$0]!)
        }
        return (flat.collections + folders).map { collection in
            var collection = collection
            diagnostics += duplicateModes(collection)
            collection.defaultMode = defaultMode(collection.modes.map(\.name))
            diagnostics += mismatches(collection)
            return collection
        }
    }

    /// The mode of a file, or nil after reporting why it is not one of Figma's mode files.
    private static func mode(of root: JSONValue, in file: SourceFile, diagnostics: inout [Diagnostic]) -> FigmaMode? {
        let at = SourceLocation(file: file.path, position: root.position)
        guard let object = root.object, let name = object["$extensions"]?.object?.member("com.figma.modeName") else {
            diagnostics.append(
                .error(
                    .figmaNotExport,
                    "'\(file.path)' is not a mode of Figma's variables export: its root has no \"$extensions\": {\"com.figma.modeName\": …}",
                    at: at,
                    notes: [
                        .init(
                            "Figma writes one file per mode, each naming its mode there (Variables panel: right-click a collection → Export modes); leave other JSON files out of the folder"
                        )
                    ]))
            return nil
        }
        let place = at.at(name.value.position)
        guard let text = name.value.string, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            diagnostics.append(
                .error(
                    .figmaNotExport, "com.figma.modeName must be the mode's name, not \(name.value.shown)", at: place))
            return nil
        }
        return FigmaMode(name: text, file: file, entries: entries(object, path: [], file: file.path), location: place)
    }

    /// Every token and group property of `object`, depth first; the root's `com.figma.modeName`
    /// left out (the resolver's context names the mode).
    static func entries(_ object: JSONObject, path: [String], file: String) -> [FigmaEntry] {
        var found: [FigmaEntry] = []
        for member in object.members {
            let here = path + [member.key]
            let location = SourceLocation(file: file, position: member.keyPosition)
            if path.isEmpty, member.key == "$extensions", let extensions = member.value.object {
                let rest = extensions.members.filter { $0.key != "com.figma.modeName" }
                if !rest.isEmpty {
                    found.append(
                        FigmaEntry(
                            path: here, value: JSONValue(.object(JSONObject(rest)), at: member.value.position),
                            location: location, isToken: false))
                }
            } else if !member.key.hasPrefix("$"), let group = member.value.object, group["$value"] == nil {
                found += entries(group, path: here, file: file)
            } else {
                found.append(
                    FigmaEntry(path: here, value: member.value, location: location, isToken: !member.key.hasPrefix("$"))
                )
            }
        }
        return found
    }

    /// Each token of every mode file replaced by what `rewrite` makes of it, given the index of its
    /// collection; nil keeps it.
    static func rewriteTokens(
        _ collections: inout [FigmaCollection], _ rewrite: (Int, FigmaEntry, JSONObject) -> JSONObject?
    ) {
        for c in collections.indices {
            for m in collections[c].modes.indices {
                for e in collections[c].modes[m].entries.indices {
                    let entry = collections[c].modes[m].entries[e]
                    guard entry.isToken, let token = entry.value.object, let new = rewrite(c, entry, token) else {
                        continue
                    }
                    collections[c].modes[m].entries[e].value = JSONValue(.object(new), at: entry.value.position)
                }
            }
        }
    }

    /// Two files of the collection for one mode (names compared ignoring case, as contexts are).
    private static func duplicateModes(_ collection: FigmaCollection) -> [Diagnostic] {
        var first: [String: FigmaMode] = [:]
        return collection.modes.compactMap { mode in
            guard let earlier = first[mode.name.lowercased()] else {
                first[mode.name.lowercased()] = mode
                return nil
            }
            return .error(
                .figmaDuplicateMode,
                "'\(mode.file.path)' and '\(earlier.file.path)' are both mode '\(mode.name)' of collection '\(collection.name)'",
                at: mode.location, notes: [.init("the other file names the mode here", at: earlier.location)])
        }
    }
}
