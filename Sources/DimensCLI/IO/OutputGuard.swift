import DimensKit
import Foundation

/// Checks, before anything is written, that every output lands inside the output folder and
/// nowhere the build reads or writes anything else: not on an input (config, token, resolver,
/// catalog or template file), not where a token pattern would read it back, not on another output
/// (`x.txt` and `./x.txt`), not where an `interfaceBuilder` pattern would read it back as a
/// storyboard, not on the fingerprint, the inputs list or the replacing marker, not on a resource file
/// dimens did not write. Paths are compared after following symbolic links, so a link in `out/`
/// pointing at a token file is caught too.
struct OutputGuard {
    var fileSystem: FileSystem

    /// The findings for `project`'s outputs written into `outDir`.
    func problems(_ project: LoadedProject, outDir: String) -> [Diagnostic] {
        let config = project.config
        let folder = fileSystem.realPath(outDir)
        var inputs: [String: String] = [:]
        for source in project.sources { inputs[fileSystem.realPath(source.path)] = source.path }
        var taken: [String: Config.Output] = [:]
        var diagnostics: [Diagnostic] = []
        // Every file an output writes: a split swift output's accessor files too.
        for output in config.outputs {
            for path in output.files {
                let shown = FilePath.join(outDir, path)
                let real = fileSystem.realPath(shown)
                func fail(_ message: String, notes: [Diagnostic.Note] = []) {
                    diagnostics.append(.error(.outputConflict, message, at: output.location, notes: notes))
                }
                if let input = inputs[real] {
                    fail("output '\(path)' would overwrite '\(input)', which the build reads")
                } else if !real.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") {
                    fail(
                        "output '\(path)' would be written to \(real), outside the output folder \(folder) (through a symbolic link)"
                    )
                } else if let other = taken[real] {
                    fail(
                        "outputs '\(other.path)' and '\(path)' are the same file, \(shown)",
                        notes: [.init("'\(other.path)' is here", at: other.location)])
                } else if let (other, inside) = folderClash(real, output, taken) {
                    fail(
                        "output '\(inside.path)' is inside the folder output '\(other.path)' writes",
                        notes: [.init("'\(other.path)' is here", at: other.location)])
                } else if OutputKinds.writesFolder(output.template),
                    let input = inputs.keys.sorted().first(where: { $0.hasPrefix(real + "/") })
                {
                    fail("output folder '\(path)' holds '\(inputs[input]!)', which the build reads")
                } else if [BuildFingerprint.fileName, BuildCommand.inputsFile, ReplacingMarker.fileName].contains(
                    (real as NSString).lastPathComponent)
                {
                    fail("output '\(path)' takes the name of a file dimens keeps beside the outputs; choose another")
                } else if config.resolver == nil,
                    let pattern = config.tokens.first(where: {
                        Glob($0).matches(relative(real, to: fileSystem.realPath(config.directory)))
                    })
                {
                    fail(
                        "output '\(path)' would be read back as a token file: the token pattern '\(pattern)' matches it"
                    )
                } else if let pattern = interfaceBuilderPattern(matching: real, config: config) {
                    fail(
                        "output '\(path)' would be read back as a storyboard or xib: the interfaceBuilder pattern '\(pattern)' matches it"
                    )
                }
                taken[real] = output
                if let folder = OutputKinds.named(output.template)?.folder {
                    for problem in foreignFiles(in: shown, folder: folder, kind: output.template) { fail(problem) }
                }
            }
        }
        return diagnostics
    }

    /// What a folder output (`android`) may not write into: an entry of its own (`values…`) that
    /// is a symbolic link (its files would land elsewhere), or a file there dimens did not write
    /// (one without its header: a hand-written resource is never replaced, nor a build's own files
    /// mistaken).
    private func foreignFiles(in path: String, folder: OutputFolder, kind: String) -> [String] {
        let absolute = fileSystem.absolute(path)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []).sorted()
        var problems: [String] = []
        for name in names where folder.isEntry(name) {
            let shown = FilePath.join(path, name)
            if FileManager.isLink(FilePath.join(absolute, name)) {
                problems.append("'\(shown)' is a symbolic link; dimens writes no resource through it")
                continue
            }
            let file = FilePath.join(shown, folder.fileName)
            guard let data = FileManager.default.contents(atPath: fileSystem.absolute(file)) else { continue }
            if !folder.isGenerated(String(decoding: data.prefix(400), as: UTF8.self)) {
                problems.append(
                    "'\(file)' was not written by dimens (it lacks dimens' header), and a build does not replace it; move it, or give the \(kind) output a folder of its own"
                )
            }
        }
        return problems
    }

    /// An output inside a folder output (or a folder output holding an earlier output): the
    /// folder's output and the one inside it.
    private func folderClash(_ real: String, _ output: Config.Output, _ taken: [String: Config.Output]) -> (
        Config.Output, Config.Output
    )? {
        for path in taken.keys.sorted() {
            let other = taken[path]!
            if OutputKinds.writesFolder(other.template), real.hasPrefix(path + "/") { return (other, output) }
            if OutputKinds.writesFolder(output.template), path.hasPrefix(real + "/") { return (output, other) }
        }
        return nil
    }

    /// `path` relative to `folder` (both real), or the path itself when it is not inside.
    func relative(_ path: String, to folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

extension DiagnosticCode {
    /// An output that would land on an input, on another output, on dimens' own files, on a
    /// resource dimens did not write, or outside the output folder.
    public static let outputConflict = DiagnosticCode("output.conflict")
}

extension FileManager {
    /// Whether `path` is itself a symbolic link (not followed).
    static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }
}
