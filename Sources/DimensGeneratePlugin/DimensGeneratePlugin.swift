import Foundation
import PackagePlugin

/// Command plugin `swift package dimens-generate [--target NAME …]`: runs `dimens build` for every
/// target that has a `dimens.json` (or the ones named), writing the outputs into the package,
/// for teams that commit generated files.
@main
struct DimensGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { names.isEmpty || names.contains($0.name) }
            .filter {
                FileManager.default.fileExists(atPath: $0.directoryURL.appendingPathComponent("dimens.json").path)
            }
        guard !targets.isEmpty else {
            Diagnostics.error(
                "no target with a dimens.json\(names.isEmpty ? "" : " among \(names.joined(separator: ", "))")")
            return
        }
        // SwiftPM does not tell a command plugin which build plugins a target uses: read the manifest.
        let manifest =
            (try? String(
                contentsOf: context.package.directoryURL.appendingPathComponent("Package.swift"), encoding: .utf8))
            ?? ""
        let built = targets.filter { Self.usesBuildPlugin($0.name, manifest: manifest) }
        guard built.isEmpty else {
            for target in built {
                Diagnostics.error(
                    """
                    target \(target.name) also uses the DimensPlugin build-tool plugin, which generates its tables on every \
                    build; writing them into the target too gives "multiple producers" and duplicate declarations. Either \
                    remove .plugin(name: "DimensPlugin", …) from its plugins to commit the generated files, or leave it to \
                    the build plugin and name other targets: swift package dimens-generate --target OTHER
                    """)
            }
            return
        }
        let tool = try context.tool(named: "dimens").url
        for target in targets {
            let process = Process()
            process.executableURL = tool
            process.arguments = ["build", "--config", target.directoryURL.appendingPathComponent("dimens.json").path]
            process.currentDirectoryURL = context.package.directoryURL
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 {
                Diagnostics.error("dimens build failed for target \(target.name) (exit \(process.terminationStatus))")
            }
        }
    }

    /// Whether the manifest lists DimensPlugin among the plugins of the target named `name`: the
    /// text from `name: "NAME"` to the next target declaration mentions it.
    static func usesBuildPlugin(_ name: String, manifest: String) -> Bool {
        guard let start = manifest.range(of: "name: \"\(name)\"") else { return false }
        let rest = manifest[start.upperBound...]
        let next = [".target(", ".executableTarget(", ".testTarget(", ".macro(", ".binaryTarget(", ".systemLibrary("]
            .compactMap { rest.range(of: $0)?.lowerBound }.min()
        return rest[..<(next ?? rest.endIndex)].contains("\"DimensPlugin\"")
    }
}
