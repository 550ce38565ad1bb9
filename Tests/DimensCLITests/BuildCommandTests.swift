import Foundation
import Testing

@testable import DimensCLI

struct BuildCommandTests {
    let config =
        #"{"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"]}, "outDir": "gen", "outputs": [{"template": "json", "path": "sub/tables.json"}]}"#

    func modificationDate(_ project: Project, _ path: String) -> Date? {
        try? FileManager.default.attributesOfItem(atPath: project.directory.appendingPathComponent(path).path)[
            .modificationDate] as? Date
    }

    @Test func writesOnlyWhenBytesChangeAndChecksStaleness() throws {
        let project = try Project(["dimens.json": config, "a.tokens.json": goodToken])
        #expect(project.run(["build", "--check"]).0 == .stale)
        let (code, console) = project.run(["build"])
        #expect(code == .success)
        #expect(
            console.output == "wrote gen/sub/tables.json; 1 token computed on 7 screens, 0 carried through untouched\n")
        let written = try #require(modificationDate(project, "gen/sub/tables.json"))
        Thread.sleep(forTimeInterval: 0.05)
        let (again, quiet) = project.run([])
        #expect(again == .success && quiet.errors.isEmpty)
        #expect(quiet.output == "dimens: nothing changed: 1 output current with 2 inputs\n")
        #expect(modificationDate(project, "gen/sub/tables.json") == written)
        #expect(project.run(["build", "--check"]).0 == .success)
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: project.directory.appendingPathComponent("gen/sub").path)
        #expect(leftovers == ["tables.json"])

        try #"{"spacing": {"$type": "dimension", "s": {"$value": {"value": 9, "unit": "px"}}}}"#
            .write(to: project.directory.appendingPathComponent("a.tokens.json"), atomically: true, encoding: .utf8)
        let (stale, report) = project.run(["build", "--check"])
        #expect(stale == .stale)
        #expect(report.errors == "dimens: gen/sub/tables.json is stale; run `dimens build`\n")
        #expect(project.run(["build", "--dry-run"]).1.output == "would write gen/sub/tables.json\n")
        #expect(modificationDate(project, "gen/sub/tables.json") == written)
    }

    @Test func aFailedBuildWritesNothing() throws {
        let project = try Project(["dimens.json": config, "a.tokens.json": goodToken, "b.tokens.json": badToken])
        let (code, console) = project.run(["build"])
        #expect(code == .failure)
        #expect(console.errors.contains("[token.duplicate]"))
        #expect(!FileManager.default.fileExists(atPath: project.directory.appendingPathComponent("gen").path))
    }

    @Test func strictWarningsWriteNothingAndExitThree() throws {
        let project = try Project([
            "dimens.json": config, "a.tokens.json": #"{"x": {"$type": "dimension", "$value": "8px"}}"#,
        ])
        #expect(project.run(["build", "--strict"]).0 == .strictWarnings)
        #expect(!FileManager.default.fileExists(atPath: project.directory.appendingPathComponent("gen").path))
        #expect(project.run(["build"]).0 == .success)
    }

    @Test func outputPathsCannotLeaveTheOutputDirectory() throws {
        let project = try Project([
            "dimens.json": #"{"outputs": [{"template": "json", "path": "../../escape.json"}]}"#,
            "a.tokens.json": goodToken,
        ])
        let (code, console) = project.run(["build"])
        #expect(code == .failure)
        #expect(console.errors.contains("[config.path]"))
    }

    @Test func unknownTemplatesAndReferenceDevicesAreErrors() throws {
        let project = try Project([
            "dimens.json":
                #"{"tokens": ["*.tokens.json"], "reference": "iphone-15-prp", "outputs": [{"template": "jsn", "path": "x.json"}]}"#,
            "a.tokens.json": goodToken,
        ])
        let (code, console) = project.run(["build"])
        #expect(code == .failure)
        #expect(console.errors.contains("did you mean 'iphone-15-pro'?"))
        #expect(console.errors.contains("unknown template 'jsn'; did you mean 'json'? [config.template]"))
    }

    @Test func explainPrintsEveryStep() throws {
        let project = try Project([
            "tokens/a.tokens.json": """
            {"spacing": {"$type": "dimension", "s": {"$value": {"value": 16, "unit": "px"},
              "$extensions": {"dimens": {"model": "dynamic", "overrides": {"pad": 30}}}}}}
            """
        ])
        let (code, console) = project.run(["explain", "spacing.s", "--device", "iphone-15"])
        #expect(code == .success)
        #expect(console.output.contains("2. model dynamic: v·d/R = 16·393/375 = 16.768\n"))
        #expect(console.output.hasSuffix("  = 16.667\n") == false)
        #expect(console.output.hasSuffix("= 16.666666666666668\n"))  // 50 px / 3 on the @3x grid
        let pad = project.run(["explain", "spacing.s", "--device", "ipad-air-13-inch-m3", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(pad.1.output.utf8)) as? [String: Any])
        #expect(json["value"] as? Double == 30)
        #expect(
            project.run(["explain", "spacing.x", "--device", "iphone-15"]).1.errors.contains(
                "did you mean 'spacing.s'?"))
        #expect(
            project.run(["explain", "spacing.s", "--device", "iphone-15-prp"]).1.errors.contains(
                "did you mean 'iphone-15-pro'?"))
        #expect(project.run(["explain", "spacing.s"]).0 == .usage)
        // explain shows the screens a build computes: without a config, portrait ones only.
        #expect(
            project.run(["explain", "spacing.s", "--device", "ipad-air-13-inch-m3@landscape"]).1.errors.contains(
                "the build computes no screen 'ipad-air-13-inch-m3@landscape'"))
    }

    @Test func devicesListsTheCatalogInUse() throws {
        let project = try Project([
            "dimens.json": #"{"catalog": {"include": ["watch"], "extend": "more.json"}}"#,
            "more.json": """
            {"devices": [{"id": "apple-watch-50mm", "name": "Watch 50", "family": "watch", "year": 2030, "width": 220, "height": 270,
              "scale": 2, "ppi": 330, "diagonal": 2.1, "sizeClass": {"portrait": "compact", "landscape": "compact"}}]}
            """,
        ])
        let table = project.run(["devices"]).1.output
        #expect(table.hasPrefix("id "))
        #expect(table.hasSuffix("\n10 devices\n"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(project.run(["devices", "--json"]).1.output.utf8))
                as? [String: Any])
        let ids = try #require((json["devices"] as? [[String: Any]])?.compactMap { $0["id"] as? String })
        #expect(ids.last == "apple-watch-50mm")
        #expect(ids.count == 10)
    }

    @Test(arguments: [
        (["build", "--diff"], "--diff shows what --check finds stale"),
        (["build", "--check", "--dry-run"], "--check and --dry-run cannot be combined"),
        (["build", "--dry-run", "--always-write"], "--dry-run and --always-write cannot be combined"),
        (
            ["build", "--only", "jsno"],
            "--only jsno names no output of the config (its templates: json); did you mean 'json'?"
        ),
    ])
    func contradictoryFlagsAreUsageErrorsThatWriteNothing(_ arguments: [String], _ message: String) throws {
        let project = try Project(["dimens.json": config, "a.tokens.json": goodToken])
        let (code, console) = project.run(arguments)
        #expect(code == .usage)
        #expect(console.errors.hasPrefix("dimens: error: \(message)"), "\(console.errors)")
        #expect(!FileManager.default.fileExists(atPath: project.directory.appendingPathComponent("gen").path))
    }

    /// A value that goes wrong on a screen is explained in words, not as a Swift value dump.
    @Test func explainSaysInWordsWhatWentWrong() throws {
        let tokens =
            #"{"t": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}, "$extensions": {"dimens": {"max": 4, "min": 6}}}}"#
        let project = try Project(["a.tokens.json": tokens, "dimens.json": #"{"tokens": ["*.tokens.json"]}"#])
        let (code, console) = project.run(["explain", "t", "--device", "iphone-15"])
        #expect(code == .failure)
        #expect(console.errors.contains("min (6) is greater than max (4) [dimens.value]"))
        let negative =
            #"{"t": {"$type": "number", "$value": 8, "$extensions": {"dimens": {"multipliers": {"phone": -1}}}}}"#
        try negative.write(
            to: project.directory.appendingPathComponent("a.tokens.json"), atomically: true, encoding: .utf8)
        let (failed, explained) = project.run(["explain", "t", "--device", "iphone-15"])
        #expect(failed == .failure)
        #expect(
            explained.output.hasSuffix("  = error: negative after the multiplier, from a non-negative base\n"),
            "\(explained.output)")
        #expect(!explained.output.contains("signFlipped"))
    }
}
