import Foundation
import PackagePlugin

/// Build-tool plugin: generates each `swift` output of the target's `dimens.json` into the plugin
/// work directory on every build where an input changed, so the target compiles the tables.
///
/// Inputs: `dimens.json` and every `.json` and `.mustache` file under the target's folder (token
/// files, catalogs, templates). Outputs: every `swift` output of the config.
@main
struct DimensPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = target.directoryURL
        let config = folder.appendingPathComponent("dimens.json")
        guard FileManager.default.fileExists(atPath: config.path) else {
            throw PluginError("no dimens.json in target \(target.name) (\(folder.path)); add one like {\"tokens\": [\"tokens/*.tokens.json\"], \"outputs\": [{\"template\": \"swift\", \"path\": \"Dimens.swift\"}]}")
        }
        let outputs = try SwiftOutputs.paths(in: config)
        guard !outputs.isEmpty else {
            throw PluginError("\(config.path) has no swift output; add {\"template\": \"swift\", \"path\": \"Dimens.swift\"} to \"outputs\"")
        }
        let work = context.pluginWorkDirectoryURL
        return [.buildCommand(
            displayName: "dimens: generating \(outputs.joined(separator: ", ")) for \(target.name)",
            executable: try context.tool(named: "dimens").url,
            arguments: ["build", "--config", config.path, "--only", "swift", "--out-dir", work.path, "--always-write"],
            inputFiles: [config] + Self.inputs(below: folder),
            outputFiles: outputs.map { work.appendingPathComponent($0) })]
    }

    /// Token files, catalogs and templates under the target's folder.
    static func inputs(below folder: URL) -> [URL] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { ($0.pathExtension == "json" && $0.lastPathComponent != "dimens.json") || $0.pathExtension == "mustache" }
            .sorted { $0.path < $1.path }
    }
}

/// The `path` of every output with `"template": "swift"` in a dimens.json (comments allowed).
enum SwiftOutputs {
    static func paths(in config: URL) throws -> [String] {
        let text = try String(contentsOf: config, encoding: .utf8)
        guard let object = try JSONSerialization.jsonObject(with: Data(withoutComments(text).utf8)) as? [String: Any] else {
            throw PluginError("\(config.path) is not a JSON object")
        }
        let outputs = object["outputs"] as? [[String: Any]] ?? []
        return outputs.filter { $0["template"] as? String == "swift" }.compactMap { $0["path"] as? String }
    }

    /// Removes `//` and `/* */` comments outside strings.
    static func withoutComments(_ text: String) -> String {
        var out = "", inString = false, escaped = false
        var characters = Array(text)[...]
        while let c = characters.popFirst() {
            if inString {
                out.append(c)
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
                out.append(c)
            } else if c == "/", characters.first == "/" {
                while let next = characters.first, next != "\n" { characters.removeFirst() }
            } else if c == "/", characters.first == "*" {
                characters.removeFirst()
                while !characters.isEmpty, !(characters.first == "*" && characters.dropFirst().first == "/") { characters.removeFirst() }
                characters = characters.dropFirst(2)
            } else {
                out.append(c)
            }
        }
        return out
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
