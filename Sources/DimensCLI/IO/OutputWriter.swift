import DimensKit
import Foundation

/// The CLI's disk edge for writing: each output goes to a temporary file beside its destination
/// (inside the output directory) and is renamed over it, and only when its bytes differ.
struct OutputWriter {
    var fileSystem: FileSystem
    /// The output directory, relative to the working directory.
    var directory: String
    /// Rewrite unchanged outputs too (for build systems that compare modification times).
    var alwaysWrite = false

    /// Where an output lives, as shown to the user.
    func path(of output: RenderedOutput) -> String { FilePath.join(directory, output.path) }

    /// True when the file on disk already holds exactly these bytes.
    func isCurrent(_ output: RenderedOutput) -> Bool {
        let url = URL(fileURLWithPath: fileSystem.absolute(path(of: output)))
        return (try? Data(contentsOf: url)) == Data(output.text.utf8)
    }

    func existingText(_ output: RenderedOutput) -> String? {
        let url = URL(fileURLWithPath: fileSystem.absolute(path(of: output)))
        return (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes the outputs that changed; returns their paths, or the first failure.
    func write(_ outputs: [RenderedOutput]) -> Result<[String], Diagnostic> {
        var written: [String] = []
        for output in outputs where alwaysWrite || !isCurrent(output) {
            let destination = URL(fileURLWithPath: fileSystem.absolute(path(of: output)))
            let temporary = destination.deletingLastPathComponent().appendingPathComponent(".\(destination.lastPathComponent).dimens-\(UUID().uuidString)")
            do {
                try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(output.text.utf8).write(to: temporary)
                guard rename(temporary.path, destination.path) == 0 else {
                    try? FileManager.default.removeItem(at: temporary)
                    return .failure(.error(.outputWrite, "cannot replace '\(path(of: output))': \(String(cString: strerror(errno)))", at: nil))
                }
            } catch {
                try? FileManager.default.removeItem(at: temporary)
                return .failure(.error(.outputWrite, "cannot write '\(path(of: output))': \(error.localizedDescription)", at: nil))
            }
            written.append(path(of: output))
        }
        return .success(written)
    }
}

extension DiagnosticCode {
    /// An output file that could not be written.
    public static let outputWrite = DiagnosticCode("output.write")
}
