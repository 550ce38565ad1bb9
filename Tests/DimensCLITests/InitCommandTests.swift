@testable import DimensCLI
import Foundation
import Testing

struct InitCommandTests {
    @Test func initThenBuildWorksAndInitRefusesToOverwrite() throws {
        let project = try Project([:])
        let (code, console) = project.run(["init"])
        #expect(code == .success)
        #expect(console.output == "wrote dimens.json\nwrote tokens/base.tokens.json\nnext: dimens build\n")
        let (built, output) = project.run(["build"])
        #expect(built == .success)
        #expect(output.output == "wrote out/Dimens.swift\nwrote out/dimens.json\nwrote out/dimens.css\n")
        #expect(project.run(["lint", "--strict"]).0 == .success)
        let config = try String(contentsOf: project.directory.appendingPathComponent("dimens.json"), encoding: .utf8)
        let (again, refusal) = project.run(["init"])
        #expect(again == .failure)
        #expect(refusal.errors.contains("already exist"))
        #expect(try String(contentsOf: project.directory.appendingPathComponent("dimens.json"), encoding: .utf8) == config)
    }

    @Test func xcfilelistsNameEveryInputAndOutput() throws {
        let project = try Project([
            "dimens.json": #"{"tokens": ["tokens/*.tokens.json"], "outputs": [{"template": "swift", "path": "Gen/D.swift"}], "templates": "tpl"}"#,
            "tokens/a.tokens.json": goodToken, "tpl/extra.mustache": "x",
        ])
        #expect(project.run(["xcfilelists"]).0 == .success)
        let inputs = try String(contentsOf: project.directory.appendingPathComponent("out/dimens-inputs.xcfilelist"), encoding: .utf8)
        let outputs = try String(contentsOf: project.directory.appendingPathComponent("out/dimens-outputs.xcfilelist"), encoding: .utf8)
        #expect(inputs == "$(SRCROOT)/dimens.json\n$(SRCROOT)/tokens/a.tokens.json\n$(SRCROOT)/tpl/extra.mustache\n")
        #expect(outputs == "$(SRCROOT)/out/Gen/D.swift\n")
    }
}
