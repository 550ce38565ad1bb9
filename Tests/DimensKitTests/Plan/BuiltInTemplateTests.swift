import Foundation
import Testing

@testable import DimensKit

/// The built-in templates live in the top-level `templates/` folder (the one humans edit) and are
/// embedded in the binary. This fails when the two differ; `DIMENS_RECORD=1` regenerates
/// `Sources/DimensKit/Plan/BuiltInTemplates.swift` from the folder.
struct BuiltInTemplateTests {
    static let root = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()

    static func folderTemplates() throws -> [String: String] {
        let folder = root.appendingPathComponent("templates")
        var sources: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".mustache") {
            sources[String(name.dropLast(".mustache".count))] = try String(
                contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return sources
    }

    static func swiftSource(_ templates: [String: String]) -> String {
        let entries = templates.keys.sorted().map { name in
            "        \"\(name)\": ##\"\"\"\n\(templates[name]!)\n\"\"\"##,\n"
        }.joined()
        return """
            // swift-format-ignore-file
            // Generated: the templates' text is kept byte for byte.

            /// The built-in templates, embedded so that a copied `dimens` binary works alone.
            ///
            /// Generated from the top-level `templates/` folder, the one place to edit them, by
            /// `DIMENS_RECORD=1 swift test --filter BuiltInTemplateTests`; that test fails when the two differ.
            enum BuiltInTemplates {
                static let sources: [String: String] = [
            \(entries)    ]
            }

            """
    }

    @Test func embeddedTemplatesMatchTheTemplatesFolder() throws {
        let templates = try Self.folderTemplates()
        #expect(Set(templates.keys) == ["swift", "css", "report", "kotlin", "compose", "typescript"])
        let file = Self.root.appendingPathComponent("Sources/DimensKit/Plan/BuiltInTemplates.swift")
        if Golden.recording {
            try Self.swiftSource(templates).write(to: file, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            BuiltInTemplates.sources == templates,
            "templates/ and the embedded copies differ: run DIMENS_RECORD=1 swift test --filter BuiltInTemplateTests")
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.swiftSource(templates))
    }
}
