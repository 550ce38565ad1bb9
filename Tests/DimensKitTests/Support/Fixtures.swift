import DimensKit
import Foundation

/// The shared fixture folder `Tests/Fixtures`.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The names of the sub-folders of `Tests/Fixtures/<group>`, sorted.
    static func cases(_ group: String) -> [String] {
        let folder = root.appendingPathComponent(group)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The token files of one case, shown by file name, in name order.
    static func tokenFiles(_ group: String, _ name: String) throws -> [SourceFile] {
        let folder = root.appendingPathComponent(group).appendingPathComponent(name)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".tokens.json") }.sorted()
            .map { SourceFile(path: $0, bytes: Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
    }

    /// A diagnostic as `expected.txt` lists it: `file:line:col severity code`.
    static func line(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location?.description ?? "-") \(diagnostic.severity.rawValue) \(diagnostic.code)"
    }

    static func text(_ group: String, _ name: String, _ file: String) throws -> String {
        try String(
            contentsOf: root.appendingPathComponent(group).appendingPathComponent(name).appendingPathComponent(file),
            encoding: .utf8)
    }
}

extension Fixtures {
    /// A resolver of `Tests/Fixtures/<group>/<name>` with every file it names, as the read stage
    /// gives them.
    static func resolverSources(_ group: String, _ name: String, resolver: String) throws -> TokenSources {
        let folder = root.appendingPathComponent(group).appendingPathComponent(name)
        let file = SourceFile(
            path: resolver, bytes: Array(try Data(contentsOf: folder.appendingPathComponent(resolver))))
        var sources = ResolverFiles(resolver: file)
        for path in ResolverParser.parse(file).0?.files ?? [] {
            sources.files[path] = SourceFile(
                path: path, bytes: Array(try Data(contentsOf: folder.appendingPathComponent(path))))
        }
        return .resolver(sources)
    }
}
