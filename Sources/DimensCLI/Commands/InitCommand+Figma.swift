import DimensKit
import Foundation

/// `dimens init --from FOLDER`: Figma's variables export (a DTCG file per mode of each collection,
/// a folder per collection, or the files side by side) written as a resolver and its token files in `tokens/NAME/`, NAME the
/// export folder's name (`FigmaExport`), then the config `init --from NAME.resolver.json` writes
/// for that resolver. Nothing is written when the export has an error or a file to write exists.
extension InitCommand {
    func run(figmaExport given: String, android: Bool) -> ExitCode {
        // `./design/export/.` is `design/export`: collections are named from the paths below it.
        let parts = given.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        let folder = given.hasPrefix("/") ? "/" + parts : parts.isEmpty ? "." : parts
        let resolvers = context.fileSystem.files(below: folder).filter { ProjectInputs.isResolver($0) }
        if let resolver = resolvers.first {
            let path = FilePath.join(folder, resolver)
            context.console.writeError(
                "dimens: error: '\(folder)' holds a DTCG resolver, not Figma's export; run dimens init --from \(path)\n"
            )
            return .failure
        }
        var log = DiagnosticLog()
        let files = readExport(folder, into: &log)
        let name = (context.fileSystem.realPath(folder) as NSString).lastPathComponent
        let directory = figmaDirectory(for: folder, name: name, log: &log)
        let export =
            log.hasErrors ? FigmaExport.Output() : FigmaExport.read(files, folder: folder, name: name, into: directory)
        log.add(contentsOf: export.diagnostics)
        guard !log.hasErrors, let resolver = export.resolver else {
            context.report(log, format: .text, sources: files)
            return .failure
        }
        context.report(log, format: .text, sources: files)
        guard refusesNoneOf(["dimens.json"] + export.files.map(\.path)),
            let written = writeNew(export.files.map { ($0.path, $0.text) })
        else { return .failure }
        let code = run(from: resolver, android: android)
        if code != .success { remove(written) }
        return code
    }

    /// Every `*.json` file below `folder`, read, hidden ones too (`exportEntries`); a warning
    /// names what else is there, left out.
    private func readExport(_ folder: String, into log: inout DiagnosticLog) -> [SourceFile] {
        let entries = context.fileSystem.exportEntries(below: folder)
        let isJSON = { (path: String) in path.lowercased().hasSuffix(".json") }
        let paths = entries.files.filter(isJSON)
        let others = (entries.files.filter { !isJSON($0) } + entries.others).sorted {
            $0.utf8.lexicographicallyPrecedes($1.utf8)
        }
        if let leftOut = FigmaExport.leftOut(others, folder: folder) { log.add(leftOut) }
        if paths.isEmpty {
            log.add(
                .error(
                    .inputNoFiles, "'\(folder)' holds no JSON file of Figma's variables export", at: nil,
                    notes: [
                        .init(
                            "in Figma's Variables panel, right-click a collection → Export modes, into a folder named after the collection"
                        )
                    ]))
        }
        return paths.compactMap { path in
            let shown = FilePath.join(folder, path)
            switch context.fileSystem.read(shown, display: shown) {
            case .success(let file): return file
            case .failure(let diagnostic):
                log.add(diagnostic)
                return nil
            }
        }
    }

    /// `tokens/NAME`, or `tokens/NAME-resolver` when the export itself is there; an error when
    /// that would still be inside the export (`--from .`).
    private func figmaDirectory(for folder: String, name: String, log: inout DiagnosticLog) -> String {
        let stem = FigmaExport.fileName(name)
        let overlaps = { (directory: String) in
            context.fileSystem.isInside(directory, folder) || context.fileSystem.isInside(folder, directory)
        }
        let directory = overlaps("tokens/\(stem)") ? "tokens/\(stem)-resolver" : "tokens/\(stem)"
        if overlaps(directory) {
            log.add(
                .error(
                    .inputOutside,
                    "init would write the resolver into '\(directory)', inside the export '\(folder)'; keep the export in a folder of its own",
                    at: nil))
        }
        return directory
    }
}
