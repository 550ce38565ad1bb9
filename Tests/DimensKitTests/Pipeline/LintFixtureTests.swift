import DimensKit
import Testing

/// Broken-input fixtures: each folder of `Tests/Fixtures/lint` holds token files and
/// `expected.txt`, one `file:line:col severity code` per expected diagnostic (a first line
/// `!strict` runs with `--strict`). The test compares the exact set of codes, severities and
/// positions, not wording.
struct LintFixtureTests {
    static let cases = Fixtures.cases("lint")

    @Test func thereAreAtLeastThirtyFixtures() {
        #expect(Self.cases.count >= 30)
    }

    @Test(arguments: cases)
    func reportsEveryMistakeAtItsPlace(_ name: String) throws {
        let lines = try Fixtures.text("lint", name, "expected.txt").split(separator: "\n").map(String.init)
        let strict = lines.first == "!strict"
        let expected = lines.filter { !$0.hasPrefix("!") && !$0.hasPrefix("#") && !$0.isEmpty }
        let files = try Fixtures.tokenFiles("lint", name)
        let result = Pipeline.lint(
            sources: .files(files), config: Config(directory: "."), catalog: .builtIn, strict: strict)
        let found = result.diagnostics.sorted.map(Fixtures.line)
        #expect(
            found == expected,
            "\(result.diagnostics.sorted.map { "\($0.location?.description ?? "-"): \($0.message)" })")
        #expect(!expected.isEmpty, "a broken-input fixture must expect at least one diagnostic")
    }
}
