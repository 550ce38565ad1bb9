import DimensKit
import Foundation

/// Checks, before anything is written, that every output lands inside the output folder and
/// nowhere the build reads or writes anything else: not on an input (config, token, resolver,
/// catalog or template file), not where a token pattern would read it back, not on another output
/// (`x.txt` and `./x.txt`), not on the fingerprint or the inputs list. Paths are compared after
/// following symbolic links, so a link in `out/` pointing at a token file is caught too.
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
        for output in config.outputs {
            let shown = FilePath.join(outDir, output.path)
            let real = fileSystem.realPath(shown)
            func fail(_ message: String, notes: [Diagnostic.Note] = []) {
                diagnostics.append(.error(.outputConflict, message, at: output.location, notes: notes))
            }
            if let input = inputs[real] {
                fail("output '\(output.path)' would overwrite '\(input)', which the build reads")
            } else if !real.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") {
                fail(
                    "output '\(output.path)' would be written to \(real), outside the output folder \(folder) (through a symbolic link)"
                )
            } else if let other = taken[real] {
                fail(
                    "outputs '\(other.path)' and '\(output.path)' are the same file, \(shown)",
                    notes: [.init("'\(other.path)' is here", at: other.location)])
            } else if let (other, inside) = folderClash(real, output, taken) {
                fail(
                    "output '\(inside.path)' is inside the folder output '\(other.path)' writes",
                    notes: [.init("'\(other.path)' is here", at: other.location)])
            } else if OutputKind.writesFolder(output.template),
                let input = inputs.keys.sorted().first(where: { $0.hasPrefix(real + "/") })
            {
                fail("output folder '\(output.path)' holds '\(inputs[input]!)', which the build reads")
            } else if [BuildFingerprint.fileName, BuildCommand.inputsFile].contains(
                (real as NSString).lastPathComponent)
            {
                fail("output '\(output.path)' takes the name of a file dimens keeps beside the outputs; choose another")
            } else if config.resolver == nil,
                let pattern = config.tokens.first(where: {
                    Glob($0).matches(relative(real, to: fileSystem.realPath(config.directory)))
                })
            {
                fail(
                    "output '\(output.path)' would be read back as a token file: the token pattern '\(pattern)' matches it"
                )
            }
            taken[real] = output
        }
        return diagnostics
    }

    /// An output inside a folder output (or a folder output holding an earlier output): the
    /// folder's output and the one inside it.
    private func folderClash(_ real: String, _ output: Config.Output, _ taken: [String: Config.Output]) -> (
        Config.Output, Config.Output
    )? {
        for path in taken.keys.sorted() {
            let other = taken[path]!
            if OutputKind.writesFolder(other.template), real.hasPrefix(path + "/") { return (other, output) }
            if OutputKind.writesFolder(output.template), path.hasPrefix(real + "/") { return (output, other) }
        }
        return nil
    }

    /// `path` relative to `folder` (both real), or the path itself when it is not inside.
    private func relative(_ path: String, to folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

extension DiagnosticCode {
    /// An output that would land on an input, on another output, on dimens' own files, or outside
    /// the output folder.
    public static let outputConflict = DiagnosticCode("output.conflict")
}
