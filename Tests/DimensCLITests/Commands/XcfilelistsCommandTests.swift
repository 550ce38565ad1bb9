import Foundation
import Testing

@testable import DimensCLI

/// `dimens xcfilelists` writes its two lists as a build writes outputs, and never over a file the
/// config's build writes or reads.
struct XcfilelistsCommandTests {
    @Test func aListNeverReplacesAnOutput() throws {
        let config =
            #"{"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "json", "path": "dimens-outputs.xcfilelist"}]}"#
        let project = try Project(["dimens.json": config, "a.tokens.json": goodToken])
        #expect(project.run(["build"]).0 == .success)
        let out = project.directory.appendingPathComponent("out")
        let before = InterruptedBuildTests.snapshot(out)
        let (code, console) = project.run(["xcfilelists"])
        #expect(code == .failure)
        #expect(
            console.errors.contains(
                "'out/dimens-outputs.xcfilelist' is an output or an input of the config, and `dimens xcfilelists` writes its list there; no list is written [output.conflict]"
            ))
        #expect(InterruptedBuildTests.snapshot(out) == before)
    }

    @Test func listsStoppedHalfWayAreRepairedByTheNextRun() throws {
        let config = #"{"tokens": ["*.tokens.json"], "outputs": [{"template": "json", "path": "dimens.json"}]}"#
        let project = try Project(["dimens.json": config, "a.tokens.json": goodToken])
        #expect(project.run(["xcfilelists"]).0 == .success)
        let list = project.directory.appendingPathComponent("out/dimens-outputs.xcfilelist")
        let written = try Data(contentsOf: list)
        try Data("$(SRCROOT)/out/old.json\n".utf8).write(to: list)
        let (code, console) = project.run(["xcfilelists"])
        #expect(code == .success)
        #expect(console.output == "wrote out/dimens-outputs.xcfilelist\n")
        #expect(try Data(contentsOf: list) == written)
        let left = try FileManager.default.contentsOfDirectory(atPath: list.deletingLastPathComponent().path)
        #expect(left.sorted() == ["dimens-inputs.xcfilelist", "dimens-outputs.xcfilelist"])
    }
}
