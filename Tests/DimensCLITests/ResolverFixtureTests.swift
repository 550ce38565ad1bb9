@testable import DimensCLI
import DimensKit
import Foundation
import Testing

/// Resolver fixtures: each folder of `Tests/Fixtures/resolver` holds a resolver (`app.resolver.json`),
/// the token files it names, maybe a `dimens.json`, and `expected.txt`: one
/// `file:line:col severity code` per expected diagnostic. A first line `!build` runs
/// `dimens build --dry-run`; otherwise `dimens lint` (with the config when there is one, else on
/// the resolver alone). Run through the whole command line, so reading is covered too: a missing
/// file is reported at the `$ref` that names it.
struct ResolverFixtureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/resolver")
    static let cases = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()

    @Test func everyRuleHasAFixture() {
        #expect(Self.cases.count >= 9)
    }

    @Test(arguments: cases)
    func reportsEveryMistakeAtItsPlace(_ name: String) throws {
        let folder = Self.root.appendingPathComponent(name)
        let lines = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8).split(separator: "\n").map(String.init)
        let hasConfig = FileManager.default.fileExists(atPath: folder.appendingPathComponent("dimens.json").path)
        let arguments = lines.first == "!build" ? ["build", "--dry-run"] : hasConfig ? ["lint"] : ["lint", "app.resolver.json"]
        let console = RecordingConsole(errorIsTerminal: false)
        let code = DimensCommandLine.run(arguments + ["--diagnostics-format", "json"], environment: [:], workingDirectory: folder.path, console: console)
        let document = try #require(JSONParser.parse(SourceFile(path: "-", text: console.errors)).value?.object)
        let found = (document["diagnostics"]?.array ?? []).compactMap(\.object).map { d in
            "\(d["file"]?.string ?? "-"):\(d["line"]?.number?.literal ?? "-"):\(d["column"]?.number?.literal ?? "-") \(d["severity"]?.string ?? "") \(d["code"]?.string ?? "")"
        }
        let expected = lines.filter { !$0.hasPrefix("!") && !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(found == expected, "\(console.errors)")
        #expect(!expected.isEmpty, "a broken-input fixture must expect at least one diagnostic")
        #expect(code == (expected.contains { $0.contains(" error ") } ? .failure : .success))
    }
}
