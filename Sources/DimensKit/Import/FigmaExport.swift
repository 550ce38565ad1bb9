/// Figma's variables export, read into a DTCG resolver and its token files: `dimens init --from
/// FOLDER`. Pure: the CLI reads the folder's files and writes what this returns.
///
/// **The format**, as Figma's help centre describes it ("Modes for variables",
/// https://help.figma.com/hc/en-us/articles/15343816063383-Modes-for-variables: right-click a mode
/// in the Variables panel → Export mode, a collection → Export modes; DTCG JSON; cross-collection
/// aliases in `com.figma.aliasData`) and as the exports teams commit show it (public repositories'
/// `Mobile.tokens.json`, `Mode 1.tokens.json`):
/// - one JSON file per mode of a collection, named after the mode (`Desktop.tokens.json`);
/// - the mode's name at the file's root, `"$extensions": {"com.figma.modeName": "Desktop"}`, and
///   nothing that names the collection, so the mode files of one collection are kept in a folder
///   of its own, named after it (two collections' files are both `Mode 1.tokens.json`, say);
/// - groups nested as Figma's `/` in variable names; every variable a token with its own `$type`:
///   `color` (`{colorSpace, components, alpha, hex}`), `number` (a bare number: Figma's number
///   variables have no unit), `string`; and `$extensions` `com.figma.variableId` (the same in every
///   mode file of the collection), `com.figma.scopes`, and others dimens keeps as they are;
/// - an alias within the collection as `"{group.token}"`; an alias into another collection as the
///   target's value, with `com.figma.aliasData` naming it (`targetVariableName` with `/`,
///   `targetVariableSetName`, and their ids).
///
/// **What dimens chooses** where the export is silent: each folder of mode files is a collection,
/// named after the folder, `.Shadow` (Figma's mark of a collection hidden from publishing) too;
/// files directly in FOLDER, as teams keep them renamed in a repository
/// (`theme-colors.light.tokens.json`), are sorted into collections by the variables they hold
/// (`flatCollections`); modes are listed by file name,
/// and the default is the smallest where the names are screen sizes (`BindingSuggestion`), else
/// one named like Figma's first mode (`Mode 1`, `Default`, `Base`, `Light`), else the first, since
/// the export records neither Figma's default nor its order of modes. A literal with
/// `aliasData` becomes the alias `"{group.token}"` again when its target is in the export, in a
/// collection with one mode, with the same type and value; otherwise it stays the literal. A
/// number Figma offers only for lengths (its scopes) becomes a `dimension` in `px`, the same
/// number (`lengthsInPixels`).
package enum FigmaExport {
    /// A file to write: its path (in the `directory` given to `read`) and its text.
    package struct WrittenFile: Sendable, Hashable {
        package var path: String
        package var text: String
    }

    /// What `read` makes of an export: the files to write, the resolver's path among them, and the
    /// findings; no files when any finding is an error.
    package struct Output: Sendable {
        package var files: [WrittenFile] = []
        package var resolver: String?
        package var diagnostics: [Diagnostic] = []

        package init() {}
    }

    /// `files`, the JSON files of the export folder `folder` (their paths start with it), as a
    /// resolver `name.resolver.json` and token files in `directory`: a set per collection with one
    /// mode; for a collection with several, a set with what is the same in every mode (its file
    /// named after the collection) and a modifier whose contexts are the modes, each a file with
    /// the tokens that differ (named after the mode, in a folder named after the collection).
    package static func read(_ files: [SourceFile], folder: String, name: String, into directory: String) -> Output {
        var output = Output()
        var collections = self.collections(files, folder: folder, name: name, diagnostics: &output.diagnostics)
        output.diagnostics += overlaps(collections)
        if collections.isEmpty, output.diagnostics.isEmpty {
            output.diagnostics.append(
                .error(.figmaNotExport, "'\(folder)' holds no mode file of Figma's variables export", at: nil))
        }
        guard !output.diagnostics.contains(where: { $0.severity == .error }) else { return output }
        restoreAliases(&collections)
        lengthsInPixels(&collections)
        let plan = Layout(collections, name: name)
        output.files = plan.files(collections, folder: folder, directory: directory)
        output.resolver = output.files.first?.path
        return output
    }

    /// The warning for what `init --from` leaves out of the export folder `folder`: `paths`
    /// (relative to it), the entries that are not JSON files (a README, `.DS_Store`, a link to a
    /// folder); the first few named, with how many more. nil when there are none.
    package static func leftOut(_ paths: [String], folder: String) -> Diagnostic? {
        guard !paths.isEmpty else { return nil }
        let named = paths.prefix(5).map { "'\(FilePath.join(folder, $0))'" }.joined(separator: ", ")
        let more = paths.count > 5 ? " and \(paths.count - 5) more" : ""
        let what =
            paths.count == 1 ? "an entry that is not a JSON file" : "\(paths.count) entries that are not JSON files"
        return .warning(
            .figmaLeftOut, "'\(folder)' holds \(what), left out: \(named)\(more)", at: nil,
            notes: [.init("init --from reads Figma's mode files, the JSON files below the folder")])
    }

    /// The name of the resolver file `read` writes for an export named `name`, without its
    /// extension (`figma-export` → `figma-export.resolver.json`): the name as a file name.
    package static func fileName(_ name: String) -> String { Layout.fileName(name) }
}

extension DiagnosticCode {
    /// A JSON file in the folder `init --from` reads that is not a mode of Figma's variables export
    /// (no `com.figma.modeName` at its root).
    package static let figmaNotExport = DiagnosticCode("figma.not-export")
    /// Two files of one collection's folder for the same mode.
    package static let figmaDuplicateMode = DiagnosticCode("figma.duplicate-mode")
    /// The modes of one collection disagree: a token in one mode's file and not another's, or of
    /// another type.
    package static let figmaModeMismatch = DiagnosticCode("figma.mode-mismatch")
    /// One token path in two collections (or a token in one where another has a group): the
    /// resolver merges the collections into one tree, where one would replace the other.
    package static let figmaCollectionOverlap = DiagnosticCode("figma.collection-overlap")
    /// Files directly in the export folder that cannot be sorted into collections by the
    /// variables they hold: some but not all in common, or one mode named twice.
    package static let figmaLayout = DiagnosticCode("figma.layout")
    /// Entries of the export folder that are not JSON files, left out (a warning).
    package static let figmaLeftOut = DiagnosticCode("figma.left-out")
}
