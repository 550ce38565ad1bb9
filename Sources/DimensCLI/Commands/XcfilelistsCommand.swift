import DimensKit
import Foundation

/// `dimens xcfilelists`: `dimens-inputs.xcfilelist` (config, token files, catalogs, templates) and
/// `dimens-outputs.xcfilelist` (every output), written into the output folder with paths as
/// `$(SRCROOT)/…` (with `..` for files outside it), so a sandboxed Run Script phase may read and
/// write them.
struct XcfilelistsCommand: DimensCommand {
    static let name = "xcfilelists"
    static let summary = "write the input and output .xcfilelist files an Xcode Run Script phase needs"
    var context: CommandContext

    /// `dimens xcfilelists [--config PATH] [--srcroot DIR]`.
    struct Options: CommandOptions {
        var config: String?
        var srcroot: String?

        static var arguments: [Argument<Self>] {
            [
                .config(\.config),
                .option(
                    "--srcroot", \.srcroot, valueName: "DIR",
                    help: "the folder $(SRCROOT) stands for (default: the working directory)"),
            ]
        }
    }

    func run(_ options: Options) -> ExitCode {
        guard let project = context.loadProject(config: options.config) else { return .failure }
        let root = options.srcroot.map(context.fileSystem.absolute) ?? context.fileSystem.workingDirectory
        // Every path relative to $(SRCROOT), with `..` for files outside it (a design folder
        // shared by several apps), so the lists do not depend on where the project is checked out.
        let rootParts = URL(fileURLWithPath: root).standardized.pathComponents
        func listed(_ path: String) -> String {
            let parts = URL(fileURLWithPath: context.fileSystem.absolute(path)).standardized.pathComponents
            let common = zip(rootParts, parts).prefix { $0 == $1 }.count
            return (["$(SRCROOT)"] + Array(repeating: "..", count: rootParts.count - common) + parts.dropFirst(common))
                .joined(separator: "/")
        }
        let outDir = FilePath.join(project.config.directory, project.config.outDir)
        let inputs =
            ([project.config.file].compactMap { $0 } + project.sources.map(\.path).filter { $0 != project.config.file })
        let outputs = project.config.outputs.flatMap(\.files).map { FilePath.join(outDir, $0) }
        // A list holds one path per line and has no escapes: a path with a line break or another
        // control character in it is refused, not written as two lines.
        let unlistable = (inputs + outputs).filter { DisplayText.escaped($0, for: .listLine) != $0 }
        guard unlistable.isEmpty else {
            let log = DiagnosticLog(unlistable.map(Self.unlistable))
            context.report(log, format: .text, sources: [])
            return .failure
        }
        // A list never replaces a file the build writes (nor an input), whatever the spelling.
        let lists = ["dimens-inputs.xcfilelist", "dimens-outputs.xcfilelist"]
        let taken = Set((inputs + outputs).map(context.fileSystem.realPath))
        let clashes = lists.filter { taken.contains(context.fileSystem.realPath(FilePath.join(outDir, $0))) }
        guard clashes.isEmpty else {
            context.report(
                DiagnosticLog(clashes.map { Self.clash(FilePath.join(outDir, $0)) }), format: .text, sources: [])
            return .failure
        }
        let writer = OutputWriter(fileSystem: context.fileSystem, directory: outDir)
        let files = [
            RenderedOutput(path: lists[0], text: inputs.map(listed).joined(separator: "\n") + "\n"),
            RenderedOutput(path: lists[1], text: outputs.map(listed).joined(separator: "\n") + "\n"),
        ]
        // Under the output folder's lock, as a build writes: the two lists are never replaced
        // between a build's renames. Each is compared with its file, so a run stopped between the
        // two renames is repaired by the next one.
        let lock: OutputLock?
        switch OutputLock.acquire(context.fileSystem.absolute(outDir), shown: outDir) {
        case .failure(let diagnostic):
            context.report(DiagnosticLog([diagnostic]), format: .text, sources: [])
            return .failure
        case .success(let locked): lock = locked
        }
        defer { lock?.release() }
        switch writer.write(writer.changed(files)) {
        case .failure(let diagnostic):
            context.report(DiagnosticLog([diagnostic]), format: .text, sources: [])
            return .failure
        case .success(let written):
            for path in written { context.console.write("wrote \(DiagnosticPrinter.shown(path))\n") }
            return .success
        }
    }

    /// A list that would replace an output or an input of the config.
    static func clash(_ path: String) -> Diagnostic {
        .error(
            .outputConflict,
            "'\(path)' is an output or an input of the config, and `dimens xcfilelists` writes its list there; no list is written",
            at: nil, notes: [.init("rename that output, or give the outputs another outDir")])
    }

    /// A path that cannot be one line of a list.
    static func unlistable(_ path: String) -> Diagnostic {
        .error(
            .outputUnlistablePath,
            "'\(path)' holds a line break, tab or other control character, so it cannot be one line of an .xcfilelist; no list is written",
            at: nil, notes: [.init("rename the file (or the output) without control characters")])
    }
}

extension DiagnosticCode {
    /// A path `dimens xcfilelists` cannot write as one line of a list.
    public static let outputUnlistablePath = DiagnosticCode("output.unlistable-path")
}
