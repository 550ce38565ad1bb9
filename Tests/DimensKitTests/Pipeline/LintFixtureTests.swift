import DimensKit
import Testing

/// Broken-input fixtures: each folder of `Tests/Fixtures/lint` holds token files and
/// `expected.txt`, one `file:line:col code` per expected diagnostic (a first line `!strict`
/// runs with `--strict`). The test compares the exact set of codes and positions, not wording.
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
        let options = Validator.Options(strict: strict, deviceIDs: Set(DeviceCatalog.builtIn.ids))
        let result = Pipeline.frontEnd(files: files, options: options)
        let found = result.diagnostics.sorted.map { d in "\(d.location?.description ?? "-") \(d.code)" }
        #expect(found == expected, "\(result.diagnostics.sorted.map { "\($0.location?.description ?? "-"): \($0.message)" })")
        #expect(!expected.isEmpty, "a broken-input fixture must expect at least one diagnostic")
    }
}
