import Foundation

/// `--plugin-sample PLUGINS`: what adopting the build-tool plugin costs an app's clean build. Two
/// copies of `Tests/PluginSample` (read from the current folder, dimens' own): one on dimens itself,
/// whose first build compiles dimens (debug, as `swift build` does) before the plugin runs it, and
/// one on the plugin package `PLUGINS` that `.release/build` writes
/// (`.build-release/artifacts/DimensPlugins`), whose plugin runs the prebuilt binary of its artifact
/// bundle. Each is built from nothing (`swift build` after removing its `.build`), one after the
/// other in this run, `runs` times each (alternating); the median of each and their ratio.
enum PluginSampleBench {
    static func run(plugins: String, runs: Int, scratch: URL, row: (String, ProcessRun.Measurement) -> Void) {
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let sample = root.appendingPathComponent("Tests/PluginSample")
        let pluginPackage = URL(fileURLWithPath: plugins, relativeTo: root).standardizedFileURL
        guard FileManager.default.fileExists(atPath: sample.appendingPathComponent("Package.swift").path),
            FileManager.default.fileExists(atPath: pluginPackage.appendingPathComponent("Package.swift").path)
        else {
            print("plugin sample: skipped (run from dimens' folder after .release/build; no \(pluginPackage.path))")
            return
        }
        // A path dependency's identity is its folder's name.
        let copies = [
            ("from source", root, root.lastPathComponent.lowercased()),
            ("prebuilt", pluginPackage, pluginPackage.lastPathComponent.lowercased()),
        ].compactMap { label, package, identity -> (String, URL)? in
            let folder = scratch.appendingPathComponent("plugin-sample-\(label == "prebuilt" ? "prebuilt" : "source")")
            do {
                try? FileManager.default.removeItem(at: folder)
                try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
                // Every item but a .build of the sample's own (CI's build of it compiled dimens).
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for item in try FileManager.default.contentsOfDirectory(atPath: sample.path) where item != ".build" {
                    try FileManager.default.copyItem(
                        at: sample.appendingPathComponent(item), to: folder.appendingPathComponent(item))
                }
                let manifest = folder.appendingPathComponent("Package.swift")
                let text = try String(contentsOf: manifest, encoding: .utf8).split(
                    separator: "\n", omittingEmptySubsequences: false
                ).map { line in
                    line.hasPrefix("let dimens = ") ? "let dimens = \"\(identity)\"" : String(line)
                }.joined(separator: "\n").replacingOccurrences(
                    of: ".package(path: \"../..\")", with: ".package(path: \"\(package.path)\")")
                try text.write(to: manifest, atomically: true, encoding: .utf8)
                return (label, folder)
            } catch {
                print("plugin sample: cannot copy it to \(folder.path): \(error)")
                return nil
            }
        }
        guard copies.count == 2 else { return }
        let runs = max(1, runs)
        var measured: [String: [ProcessRun.Measurement]] = [:]
        for _ in 0..<runs {
            for (label, folder) in copies {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(".build"))
                measured[label, default: []].append(ProcessRun.run("/usr/bin/env", ["swift", "build"], in: folder))
            }
        }
        let medians = copies.map { label, _ in
            (label, measured[label]!.sorted { $0.seconds < $1.seconds }[runs / 2])
        }
        for (label, measurement) in medians { row("swift build, clean (\(label))", measurement) }
        let source = medians[0].1.seconds
        let prebuilt = medians[1].1.seconds
        print(
            String(
                format: "  prebuilt / from source: %.0f %% (%.1f s of %.1f s)", 100 * prebuilt / source, prebuilt,
                source))
        // The copies, and the lock files SwiftPM left for their .build in the temporary folder (named
        // after its path).
        let temporary = FileManager.default.temporaryDirectory
        let locks = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for (_, folder) in copies {
            try? FileManager.default.removeItem(at: folder)
            let prefix = folder.path.replacingOccurrences(of: "/", with: "_") + "_"
            for lock in locks where lock.hasPrefix(prefix) {
                try? FileManager.default.removeItem(at: temporary.appendingPathComponent(lock))
            }
        }
    }
}
