import DimensKit
import Foundation
import Testing

/// The registry (which the config's `lint` map is checked against) lists exactly the codes the
/// sources declare, and the reference documents each: its table of codes (the DocC article on the
/// command line) is written from the registry. This fails when the two differ;
/// `DIMENS_RECORD=1` rewrites the table.
struct DiagnosticCodeRegistryTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let article = packageRoot.appendingPathComponent("Sources/dimens/Dimens.docc/CommandLine.md")

    /// Every `DiagnosticCode("…")` literal under `Sources`.
    static func declaredCodes() throws -> Set<String> {
        let sources = packageRoot.appendingPathComponent("Sources")
        let files =
            FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter {
                $0.hasSuffix(".swift")
            } ?? []
        var codes = Set<String>()
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for part in text.components(separatedBy: "DiagnosticCode(\"").dropFirst() {
                if let end = part.firstIndex(of: "\"") { codes.insert(String(part[..<end])) }
            }
        }
        return codes
    }

    @Test func theRegistryListsExactlyTheDeclaredCodes() throws {
        let registered = DiagnosticCode.registry.entries.map(\.code.rawValue)
        #expect(Set(registered).count == registered.count, "a code is registered twice")
        #expect(Set(registered) == (try Self.declaredCodes()))
    }

    /// The output kinds' codes come from their folders, the kinds of one type in one group; the
    /// lowerable errors are the strict DTCG checks.
    @Test func theKindsDeclareTheirOwnCodes() {
        let registry = DiagnosticCode.registry
        let kotlin = registry.groups.filter { $0.entries.contains { $0.code.rawValue == "kotlin.name-collision" } }
        #expect(kotlin.map(\.title) == ["The `kotlin` and `compose` outputs"])
        #expect(DiagnosticCode("a11y.resize-text").defaultSeverity == .warning)
        #expect(OutputKinds.named("css")?.codes.map(\.code.rawValue).contains("a11y.resize-text") == true)
        #expect(
            registry.lowerable.map(\.rawValue).sorted() == [
                "composite.unknown-member", "type.misspelt", "value.misspelt-unit", "value.nonconforming",
                "value.unknown-key", "value.unknown-unit",
            ])
        #expect(registry.entries.allSatisfy { !$0.isLowerable || $0.severity == .error })
        #expect(OutputKindTable([]).registry.entry(for: DiagnosticCode("swift.name-collision")) == nil)
    }

    @Test func theReferenceDocumentsEveryCode() throws {
        let article = try String(contentsOf: Self.article, encoding: .utf8)
        let missing = DiagnosticCode.registry.entries.map(\.code.rawValue).filter { !article.contains("`\($0)`") }
        #expect(missing.isEmpty, "the CommandLine article lacks \(missing)")
    }

    @Test func theReferenceTableIsTheRegistrys() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let begin = try #require(text.range(of: ReferenceTable.begin), "CommandLine.md lacks the codes marker")
        let end = try #require(text.range(of: ReferenceTable.end, range: begin.upperBound..<text.endIndex))
        let table = ReferenceTable.markdown(DiagnosticCode.registry)
        if Golden.recording {
            try text.replacingCharacters(in: begin.upperBound..<end.lowerBound, with: table)
                .write(to: Self.article, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            String(text[begin.upperBound..<end.lowerBound]) == table,
            "CommandLine.md's table of codes is not the registry's: run DIMENS_RECORD=1 swift test --filter DiagnosticCodeRegistryTests"
        )
    }
}

/// The reference's table of codes, as the registry writes it between two markers of CommandLine.md.
enum ReferenceTable {
    static let begin =
        "<!-- codes: generated from DiagnosticCode.registry by DiagnosticCodeRegistryTests; DIMENS_RECORD=1 to rewrite -->"
    static let end = "<!-- end codes -->"

    /// Per group its title in bold and a table of its codes, their default severity and meaning.
    static func markdown(_ registry: DiagnosticCodeRegistry) -> String {
        let groups = registry.groups.map { group in
            let rows = group.entries.map { entry in
                let severity = entry.isLowerable ? "error, lowerable" : entry.severity.rawValue
                return "| `\(entry.code)` | \(severity) | \(entry.meaning) |\n"
            }
            return "**\(group.title)**\n\n| Code | Default | Meaning |\n| --- | --- | --- |\n" + rows.joined()
        }
        return "\n\n" + groups.joined(separator: "\n") + "\n"
    }
}
