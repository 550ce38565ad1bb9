import Foundation
import Testing

@testable import DimensCLI

struct InitCommandTests {
    @Test func initThenBuildWorksAndInitRefusesToOverwrite() throws {
        let project = try Project([:])
        let (code, console) = project.run(["init"])
        #expect(code == .success)
        #expect(
            console.output
                == "wrote dimens.json\nwrote tokens/base.tokens.json\n\(InitCommand.runtimeNote(embedded: true))next: dimens build, then open out/report.html in a browser: every token's value on every screen\n"
        )
        let (built, output) = project.run(["build"])
        #expect(built == .success)
        #expect(output.output.hasPrefix("wrote 4 files; "), "\(output.output)")
        #expect(
            FileManager.default.fileExists(atPath: project.directory.appendingPathComponent("out/report.html").path))
        #expect(output.output.hasSuffix(" carried through untouched\n") && output.output.contains(" computed on "))
        #expect(project.run(["lint", "--strict"]).0 == .success)
        let config = try String(contentsOf: project.directory.appendingPathComponent("dimens.json"), encoding: .utf8)
        let (again, refusal) = project.run(["init"])
        #expect(again == .failure)
        #expect(refusal.errors.contains("already exist"))
        #expect(
            try String(contentsOf: project.directory.appendingPathComponent("dimens.json"), encoding: .utf8) == config)
    }

    /// Inside a Swift package (a `Package.swift` here or above, as for a target's folder) the swift
    /// output imports DimensRuntime and init names the dependency to add; elsewhere it is
    /// self-contained, and the file it builds imports no runtime.
    @Test(arguments: [
        (["Package.swift": "// swift-tools-version: 6.1\n"], "Sources/App", true),
        ([:], "Sources/App", false),
        // An Xcode project beside a Package.swift kept for tools; a repository inside a package's folder.
        (["Package.swift": "// tools\n", "App.xcodeproj/project.pbxproj": "{}"], "Sources/App", false),
        (["Package.swift": "// around\n", "repo/.git/HEAD": "ref: refs/heads/main\n"], "repo/Sources/App", false),
    ])
    func theSwiftOutputsRuntimeFollowsThePackage(_ files: [String: String], folder: String, inPackage: Bool) throws {
        let project = try Project(files)
        let target = project.directory.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let console = RecordingConsole()
        let code = DimensCommandLine.run(["init"], environment: [:], workingDirectory: target.path, console: console)
        #expect(code == .success)
        #expect(console.output.contains(InitCommand.runtimeNote(embedded: !inPackage)), "\(console.output)")
        let config = try String(contentsOf: target.appendingPathComponent("dimens.json"), encoding: .utf8)
        #expect(config.contains(#""runtime": "embedded""#) == !inPackage)
        let built = DimensCommandLine.run(
            ["build", "--only", "swift"], environment: [:], workingDirectory: target.path, console: RecordingConsole())
        #expect(built == .success)
        let swift = try String(contentsOf: target.appendingPathComponent("out/Dimens.swift"), encoding: .utf8)
        #expect(swift.contains("import DimensRuntime") == inPackage)
    }

    /// A folder with no config and no token files: the error says how to start, naming a resolver
    /// file when there is one.
    @Test func aFolderWithoutAConfigSuggestsInit() throws {
        let (code, console) = try Project([:]).run(["build"])
        #expect(code == .failure)
        #expect(console.errors.contains("[input.no-files]"))
        #expect(
            console.errors.contains("note: no dimens.json or tokens/dimens.json here: `dimens init` writes a config"))
        #expect(!console.errors.contains("--from"))
        let (_, withResolver) = try Project(["design/brand.resolver.json": "{}"]).run(["build"])
        #expect(withResolver.errors.contains("note: `dimens init --from design/brand.resolver.json` writes a config"))
        // With a config, its own patterns are the thing to fix: no such hint.
        let (_, configured) = try Project(["dimens.json": #"{"tokens": ["nothing/*.tokens.json"]}"#]).run(["build"])
        #expect(configured.errors.contains("[input.no-files]") && !configured.errors.contains("dimens init"))
    }

    /// `init --android` adds Android's screens, Android selectors in the starter tokens, and the
    /// android, kotlin and compose outputs; the build writes them and lint finds nothing.
    @Test func initForAndroidBuildsTheAndroidOutputs() throws {
        let project = try Project([:])
        #expect(project.run(["init", "--android"]).0 == .success)
        let config = try String(contentsOf: project.directory.appendingPathComponent("dimens.json"), encoding: .utf8)
        #expect(config.contains(#""platforms": ["apple", "android"]"#))
        let (built, output) = project.run(["build"])
        #expect(built == .success, "\(output.errors)")
        for path in [
            "out/android/res/values/dimens.xml", "out/android/Dimens.kt", "out/android/DimensCompose.kt",
            "out/Dimens.swift",
        ] {
            #expect(
                FileManager.default.fileExists(atPath: project.directory.appendingPathComponent(path).path), "\(path)")
        }
        #expect(project.run(["lint", "--strict"]).0 == .success)
    }

    @Test func xcfilelistsNameEveryInputAndOutput() throws {
        let project = try Project([
            "dimens.json":
                #"{"tokens": ["tokens/*.tokens.json"], "outputs": [{"template": "swift", "path": "Gen/D.swift"}], "templates": "tpl"}"#,
            "tokens/a.tokens.json": goodToken, "tpl/extra.mustache": "x",
        ])
        #expect(project.run(["xcfilelists"]).0 == .success)
        let inputs = try String(
            contentsOf: project.directory.appendingPathComponent("out/dimens-inputs.xcfilelist"), encoding: .utf8)
        let outputs = try String(
            contentsOf: project.directory.appendingPathComponent("out/dimens-outputs.xcfilelist"), encoding: .utf8)
        #expect(inputs == "$(SRCROOT)/dimens.json\n$(SRCROOT)/tokens/a.tokens.json\n$(SRCROOT)/tpl/extra.mustache\n")
        #expect(outputs == "$(SRCROOT)/out/Gen/D.swift\n")
    }

    /// A design folder beside the app: still `$(SRCROOT)`-relative, so the lists travel with the checkout.
    @Test func xcfilelistsReachFilesOutsideTheProjectThroughSRCROOT() throws {
        let project = try Project([
            "app/dimens.json":
                #"{"tokens": ["../design/*.tokens.json"], "outputs": [{"template": "swift", "path": "D.swift"}]}"#,
            "design/a.tokens.json": goodToken,
        ])
        #expect(project.run(["xcfilelists", "--config", "app/dimens.json", "--srcroot", "app"]).0 == .success)
        let inputs = try String(
            contentsOf: project.directory.appendingPathComponent("app/out/dimens-inputs.xcfilelist"), encoding: .utf8)
        #expect(inputs == "$(SRCROOT)/dimens.json\n$(SRCROOT)/../design/a.tokens.json\n")
    }

    /// `build --record-inputs` lists every file the build read, for the build-tool plugin to declare.
    @Test func buildRecordsItsInputsForBuildPlugins() throws {
        let project = try Project([
            "app/dimens.json":
                #"{"tokens": ["../design/*.tokens.json"], "outputs": [{"template": "list", "path": "l.txt"}]}"#,
            "app/templates/list.mustache": "{{#tokens}}{{path}}{{/tokens}}", "design/a.tokens.json": goodToken,
        ])
        #expect(
            project.run(["build", "--config", "app/dimens.json", "--out-dir", "work", "--record-inputs"]).0 == .success)
        let recorded = try String(
            contentsOf: project.directory.appendingPathComponent("work/.dimens-inputs"), encoding: .utf8)
        let root = project.directory.standardized.path
        #expect(
            recorded
                == ["app/dimens.json", "design/a.tokens.json", "app/templates/list.mustache"].map { "\(root)/\($0)\n" }
                .joined())
    }
}
