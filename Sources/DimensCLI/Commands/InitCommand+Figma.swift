import DimensKit
import Foundation

/// `dimens init --from FOLDER`: Figma's variables export (a DTCG file per mode of each collection,
/// a folder per collection) written as a resolver and its token files in `tokens/NAME/`, NAME the
/// export folder's name (`FigmaExport`), then the config `init --from NAME.resolver.json` writes
/// for that resolver. Nothing is written when the export has an error or a file to write exists.
extension InitCommand {
    func run(figmaExport given: String, android: Bool) -> ExitCode {
        var folder = given
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
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
        let existing = (["dimens.json"] + export.files.map(\.path)).filter { context.fileSystem.exists($0) }
        guard existing.isEmpty else {
            context.console.writeError(
                "dimens: error: \(existing.joined(separator: " and ")) already exist\(existing.count == 1 ? "s" : ""); init writes nothing over existing files\n"
            )
            return .failure
        }
        guard let written = writeNew(export.files) else { return .failure }
        let code = run(from: resolver, android: android)
        if code != .success { remove(written) }
        return code
    }

    /// Every `*.json` file below `folder`, read.
    private func readExport(_ folder: String, into log: inout DiagnosticLog) -> [SourceFile] {
        let paths = context.fileSystem.files(below: folder).filter { $0.lowercased().hasSuffix(".json") }
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

    /// Writes `files`, none of which exists, making folders as needed; on a failure removes what
    /// it made and reports why. What it made (files, then folders), or nil.
    private func writeNew(_ files: [FigmaExport.WrittenFile]) -> [URL]? {
        var written: [URL] = []
        var folders: [URL] = []
        for file in files {
            let url = URL(fileURLWithPath: context.fileSystem.absolute(file.path))
            var folder = url.deletingLastPathComponent()
            while !FileManager.default.fileExists(atPath: folder.path) {
                folders.insert(folder, at: 0)
                folder = folder.deletingLastPathComponent()
            }
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
                written.append(url)
            } catch {
                context.console.writeError("dimens: error: cannot write \(file.path): \(error.localizedDescription)\n")
                remove(written + folders)
                return nil
            }
            context.console.write("wrote \(file.path)\n")
        }
        return written + folders
    }

    /// Removes what `writeNew` made: the files, then the folders it made for them.
    private func remove(_ made: [URL]) {
        for url in made { try? FileManager.default.removeItem(at: url) }
        context.console.writeError("dimens: nothing is kept of what init wrote\n")
    }
}
