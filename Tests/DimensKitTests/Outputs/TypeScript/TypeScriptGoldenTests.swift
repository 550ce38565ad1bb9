import DimensKit
import Foundation
import Testing

/// The typescript output of the shipped example (its committed `out/dimens.ts`, which `dimens
/// build` rewrites) and of the fixture, kept as a golden file in `Tests/Fixtures/typescript/expected/`
/// (a change to the template is reviewed as a diff of them; `DIMENS_RECORD=1` rewrites it). Runs
/// without tsc or node.
struct TypeScriptGoldenTests {
    static let expected = TypeScriptProject.fixture.appendingPathComponent("expected")

    @Test func theExamplesModuleIsTheGoldenOne() throws {
        let project = try TypeScriptProject.example()
        try Golden.check(
            project.module, against: BuiltInTemplateTests.root.appendingPathComponent("out/dimens.ts"))
        // One entry per screen of the build, Android's included, and one property per token.
        #expect(project.screens.contains { $0["platform"]?.string == "android" })
        for screen in project.screens {
            #expect(project.module.contains("[\"\(screen["id"]!.string!)\", "), "no \(screen["id"]!.string!)")
        }
        for token in project.tokens {
            #expect(project.module.contains("  readonly \"\(TypeScriptProject.property(token))\": "))
        }
    }

    @Test func theFixturesModuleIsTheGoldenOne() throws {
        let project = try TypeScriptProject.fixtureProject()
        try Golden.check(project.module, against: Self.expected.appendingPathComponent("fixture.ts"))
        // Text from the token files cannot end a comment early.
        let comments = project.module.split(separator: "\n").filter { $0.hasPrefix("   * ") }
        #expect(comments.contains { $0.contains("*\\/ not the end of a comment") })
        #expect(!comments.contains { $0.dropFirst(5).contains("*/") })
    }
}
