import Foundation
import PackagePlugin

/// Build-tool plugin: generates each `swift` output of the target's `dimens.json` into the plugin
/// work directory on every build where an input changed, so the target compiles the tables.
///
/// Inputs: `dimens.json`; every file the previous build read, as `dimens build --record-inputs`
/// listed it in the work directory (token files anywhere, even outside the package, the resolver
/// and the files it names, catalogs, templates, the storyboards and xibs of `interfaceBuilder`);
/// the input files (`.json`, `.mustache`, `.storyboard`, `.xib`) beside those, so a new token
/// file or storyboard matching a glob is seen; and, before a first build, every input file under
/// the target's folder. A storyboard edit so runs the build again, which checks its token names.
/// Outputs: every `swift` output of the config. A target whose outputs import `DimensRuntime` (the
/// default `"runtime": "module"`) without depending on it is told how to fix that before it builds.
@main
struct DimensPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = target.directoryURL
        let config = folder.appendingPathComponent("dimens.json")
        guard FileManager.default.fileExists(atPath: config.path) else {
            throw PluginError(
                "no dimens.json in target \(target.name) (\(folder.path)); add one like {\"tokens\": [\"tokens/*.tokens.json\"], \"outputs\": [{\"template\": \"swift\", \"path\": \"Dimens.swift\"}]}"
            )
        }
        let outputs = try SwiftOutputs.paths(in: config)
        guard !outputs.isEmpty else {
            throw PluginError(
                "\(config.path) has no swift output; add {\"template\": \"swift\", \"path\": \"Dimens.swift\"} to \"outputs\""
            )
        }
        if let importer = try SwiftOutputs.runtimeImporter(config),
            !Self.reaches("DimensRuntime", from: target.dependencies)
        {
            // The package that vends the library: dimens itself, or the prebuilt DimensPlugins.
            let vendor =
                context.package.dependencies.first { $0.package.products.contains { $0.name == "DimensRuntime" } }?
                .package.id ?? "dimens"
            throw PluginError(
                "target \(target.name)'s generated \(importer) imports DimensRuntime, which the target does not depend on; add .product(name: \"DimensRuntime\", package: \"\(vendor)\") to its dependencies, or set \"runtime\": \"embedded\" in the swift output's options"
            )
        }
        let work = context.pluginWorkDirectoryURL
        return [
            .buildCommand(
                displayName: "dimens: generating \(outputs.joined(separator: ", ")) for \(target.name)",
                executable: try context.tool(named: "dimens").url,
                arguments: [
                    "build", "--config", config.path, "--only", "swift", "--out-dir", work.path, "--record-inputs",
                ],
                inputFiles: Self.inputs(config: config, target: folder, work: work),
                outputFiles: outputs.map { work.appendingPathComponent($0) })
        ]
    }

    /// Whether a target named `module` is among `dependencies`, directly or through them.
    static func reaches(_ module: String, from dependencies: [TargetDependency]) -> Bool {
        dependencies.contains { dependency in
            switch dependency {
            case .target(let target): target.name == module || reaches(module, from: target.dependencies)
            case .product(let product):
                product.targets.contains { $0.name == module || reaches(module, from: $0.dependencies) }
            @unknown default: false
            }
        }
    }

    /// The config, the files the last build read and their neighbours, and the target's own.
    static func inputs(config: URL, target: URL, work: URL) -> [URL] {
        let recorded =
            (try? String(contentsOf: work.appendingPathComponent(".dimens-inputs"), encoding: .utf8))?
            .split(separator: "\n").map { URL(fileURLWithPath: String($0)) } ?? []
        let folders = Set(recorded.map { $0.deletingLastPathComponent().standardized.path }).sorted().map {
            URL(fileURLWithPath: $0)
        }
        var seen = Set<String>()
        var found: [URL] = []
        for file in [config] + recorded + folders.flatMap({ Self.inputs(in: $0, recursive: false) })
            + Self.inputs(in: target, recursive: true)
        {
            if seen.insert(file.standardized.path).inserted { found.append(file) }
        }
        return found
    }

    /// The extensions of the files a build may read: token files, catalogs and resolvers, templates,
    /// storyboards and xibs.
    static let inputExtensions: Set<String> = ["json", "mustache", "storyboard", "xib"]

    /// The input files in a folder (token files, catalogs, resolvers, templates, storyboards, xibs).
    static func inputs(in folder: URL, recursive: Bool) -> [URL] {
        let files: [URL] =
            recursive
            ? FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
                ?? []
            : (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { inputExtensions.contains($0.pathExtension) }.sorted {
            $0.path < $1.path
        }
    }
}
