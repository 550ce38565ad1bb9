import Foundation
import Testing

@testable import DimensCLI

/// Lint is the whole compiler but rendering and writing: on every fixture of mistakes that only a
/// build used to find (ties between selectors, results that turn negative or infinite, a physical
/// length without density, naming rules per output language, templates, output options, dead
/// selectors), `dimens lint` and `dimens build` report the same diagnostics and exit alike.
struct ParityFixtureTests {
    static let cases = FixtureRun.cases("parity")

    @Test(arguments: cases)
    func lintFindsWhatBuildFinds(_ name: String) throws {
        let folder = FixtureRun.root.appendingPathComponent("parity/\(name)")
        let (_, expected) = try FixtureRun.expected(folder)
        let (lintCode, lint) = try FixtureRun.diagnostics(["lint"], in: folder)
        let (buildCode, build) = try FixtureRun.diagnostics(["build", "--dry-run"], in: folder)
        #expect(lint == expected)
        #expect(build == expected)
        #expect(lintCode == buildCode)
        #expect(lintCode == (expected.contains { $0.contains(" error ") } ? .failure : .success))
    }
}
