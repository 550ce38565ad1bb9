import DimensKit
import Foundation
import Testing

/// The registry (which the config's `lint` map is checked against) lists exactly the codes the
/// sources declare, and the reference documents each (the DocC article on the command line).
struct DiagnosticCodeRegistryTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

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
        let registered = DiagnosticCode.registry.map(\.code.rawValue)
        #expect(Set(registered).count == registered.count, "a code is registered twice")
        #expect(Set(registered) == (try Self.declaredCodes()))
    }

    @Test func theReferenceDocumentsEveryCode() throws {
        let article = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("Sources/dimens/Dimens.docc/CommandLine.md"),
            encoding: .utf8)
        let missing = DiagnosticCode.registry.map(\.code.rawValue).filter { !article.contains("`\($0)`") }
        #expect(missing.isEmpty, "the CommandLine article lacks \(missing)")
    }
}
