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
            .filter { FileManager.default.fileExists(atPath: $0.directoryURL.appendingPathComponent("dimens.json").path) }
        guard !targets.isEmpty else {
            Diagnostics.error("no target with a dimens.json\(names.isEmpty ? "" : " among \(names.joined(separator: ", "))")")
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
}
