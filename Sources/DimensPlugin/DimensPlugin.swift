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
/// Outputs: every `swift` output of the config.
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

/// The files of every output with `"template": "swift"` in a dimens.json (comments allowed): its
/// `path`, and with `"split": N` (N ≥ 2) the accessor files beside it, `Dimens+Tokens1.swift` to
/// `Dimens+TokensN.swift` (`OutputPart.path(for:)` in DimensKit, which a plugin cannot link).
enum SwiftOutputs {
    static func paths(in config: URL) throws -> [String] {
        let text = try String(contentsOf: config, encoding: .utf8)
        guard let object = try JSONSerialization.jsonObject(with: Data(withoutComments(text).utf8)) as? [String: Any]
        else {
            throw PluginError("\(config.path) is not a JSON object")
        }
        let outputs = object["outputs"] as? [[String: Any]] ?? []
        return outputs.filter { $0["template"] as? String == "swift" }.flatMap { output -> [String] in
            guard let path = output["path"] as? String else { return [] }
            let split = ((output["options"] as? [String: Any])?["split"] as? NSNumber)?.intValue ?? 1
            return [path] + (split < 2 ? [] : (1...split).map { part(path, $0) })
        }
    }

    /// `Gen/Dimens.swift` → `Gen/Dimens+Tokens3.swift`.
    static func part(_ path: String, _ number: Int) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        let suffix = name.lastIndex(of: ".").map { String(name[$0...]) } ?? ""
        return String(path.dropLast(name.count)) + stem + "+Tokens\(number)" + suffix
    }

    /// Removes `//` and `/* */` comments outside strings, and a comma left before `}` or `]`
    /// (dimens reads its config as JSON with comments and trailing commas).
    static func withoutComments(_ text: String) -> String {
        var out = ""
        var inString = false
        var escaped = false
        var characters = Array(text)[...]
        while let c = characters.popFirst() {
            if inString {
                out.append(c)
                if escaped {
                    escaped = false
                } else if c == "\\" {
                    escaped = true
                } else if c == "\"" {
                    inString = false
                }
            } else if c == "\"" {
                inString = true
                out.append(c)
            } else if c == "/", characters.first == "/" {
                while let next = characters.first, next != "\n" { characters.removeFirst() }
            } else if c == "/", characters.first == "*" {
                characters.removeFirst()
                while !characters.isEmpty, !(characters.first == "*" && characters.dropFirst().first == "/") {
                    characters.removeFirst()
                }
                characters = characters.dropFirst(2)
            } else {
                if c == "}" || c == "]", let last = out.lastIndex(where: { !$0.isWhitespace }), out[last] == "," {
                    out.remove(at: last)
                }
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
