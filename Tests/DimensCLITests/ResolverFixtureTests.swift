import Foundation
import Testing

@testable import DimensCLI

/// Resolver fixtures: each folder of `Tests/Fixtures/resolver` holds a resolver (`app.resolver.json`),
/// the token files it names, maybe a `dimens.json`, and `expected.txt`: one
/// `file:line:col severity code` per expected diagnostic. A first line `!build` runs
/// `dimens build --dry-run`; otherwise `dimens lint` (with the config when there is one, else on
/// the resolver alone). Run through the whole command line, so reading is covered too: a missing
/// file is reported at the `$ref` that names it.
struct ResolverFixtureTests {
    static let cases = FixtureRun.cases("resolver")

    @Test func everyRuleHasAFixture() {
        #expect(Self.cases.count >= 9)
    }

    @Test(arguments: cases)
    func reportsEveryMistakeAtItsPlace(_ name: String) throws {
        let folder = FixtureRun.root.appendingPathComponent("resolver/\(name)")
        let (directives, expected) = try FixtureRun.expected(folder)
        let hasConfig = FileManager.default.fileExists(atPath: folder.appendingPathComponent("dimens.json").path)
        let arguments =
            directives.contains("!build")
            ? ["build", "--dry-run"] : hasConfig ? ["lint"] : ["lint", "app.resolver.json"]
        let (code, found) = try FixtureRun.diagnostics(arguments, in: folder)
        #expect(found == expected)
        #expect(!expected.isEmpty, "a broken-input fixture must expect at least one diagnostic")
        #expect(code == (expected.contains { $0.contains(" error ") } ? .failure : .success))
    }
}
