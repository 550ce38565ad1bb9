import DimensKit
import Foundation

/// The files of outputs that write a folder (`android`: `values…/dimens.xml` under its path)
/// that an earlier build wrote and this one no longer does: a value folder the catalog or the
/// tokens no longer need would otherwise stay and keep giving Android its old values. Only files
/// that start with dimens' own header are counted (`AndroidResources.isGenerated`), so a
/// hand-written file beside them is never touched.
struct FolderOutputs {
    var fileSystem: FileSystem
    /// The output directory, relative to the working directory.
    var directory: String

    /// The obsolete files, as paths relative to `directory`, sorted.
    func obsolete(_ config: Config, outputs: [RenderedOutput]) -> [String] {
        let written = Set(outputs.map(\.path))
        var found: [String] = []
        for output in config.outputs where OutputKind.writesFolder(output.template) {
            let folder = URL(fileURLWithPath: fileSystem.absolute(FilePath.join(directory, output.path)))
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names where name == "values" || name.hasPrefix("values-") {
                let relative = "\(output.path)/\(name)/dimens.xml"
                let file = folder.appendingPathComponent(name).appendingPathComponent("dimens.xml")
                // A linked folder is never entered: what it holds is not the build's to remove.
                guard !written.contains(relative), !FileManager.isLink(folder.appendingPathComponent(name).path),
                    !FileManager.isLink(file.path), let data = try? Data(contentsOf: file),
                    AndroidResources.isGenerated(String(decoding: data.prefix(400), as: UTF8.self))
                else { continue }
                found.append(relative)
            }
        }
        return found.sorted()
    }

    /// Removes the files (and their folders when nothing else is left in them); the paths removed,
    /// as shown to the user, or the first failure.
    func remove(_ paths: [String]) -> Result<[String], Diagnostic> {
        var removed: [String] = []
        for path in paths {
            let shown = FilePath.join(directory, path)
            let file = URL(fileURLWithPath: fileSystem.absolute(shown))
            do {
                try FileManager.default.removeItem(at: file)
            } catch  where !FileManager.default.fileExists(atPath: file.path) {
                // Another build removed it first (two builds of one config at once): gone either way.
                continue
            } catch {
                return .failure(
                    .error(.outputWrite, "cannot remove '\(shown)': \(error.localizedDescription)", at: nil))
            }
            let folder = file.deletingLastPathComponent()
            if (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                try? FileManager.default.removeItem(at: folder)
            }
            removed.append(shown)
        }
        return .success(removed)
    }
}
