import Foundation
import Testing

@testable import DimensCLI

/// The android output on disk: a folder of `values…/dimens.xml` files under its path, written only
/// when changed; a folder the build no longer writes is removed (only files dimens wrote, by their
/// header), `--check` reports it and `--dry-run` says it would go; nothing else may be written
/// inside the folder.
struct AndroidBuildTests {
    static func project(include: String) throws -> Project {
        try Project([
            "tokens/a.tokens.json":
                #"{"gap": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}, "$extensions": {"dimens": {"model": "dynamic", "dimension": "width"}}}}"#,
            "dimens.json":
                #"{"platforms": ["android"], "catalog": {"include": \#(include)}, "outputs": [{"template": "android", "path": "res"}]}"#,
        ])
    }

    @Test func foldersTheBuildNoLongerWritesAreRemoved() throws {
        let project = try Self.project(include: #"["android-phone", "android-tablet"]"#)
        let (code, console) = project.run(["build"])
        #expect(code == .success, "\(console.errors)")
        let res = project.directory.appendingPathComponent("out/res")
        let before = try FileManager.default.contentsOfDirectory(atPath: res.path)
        #expect(before.contains("values") && before.contains("values-sw800dp"))
        // A file of the developer's own in a folder dimens writes, and one in a folder of its own.
        try FileManager.default.createDirectory(
            at: res.appendingPathComponent("values-night"), withIntermediateDirectories: true)
        try "<resources/>\n".write(
            to: res.appendingPathComponent("values-night/dimens.xml"), atomically: true, encoding: .utf8)
        try "<resources/>\n".write(
            to: res.appendingPathComponent("values/colors.xml"), atomically: true, encoding: .utf8)

        try
            #"{"platforms": ["android"], "catalog": {"include": ["android-phone"]}, "lint": {"screens.orientation-left-out": "off"}, "outputs": [{"template": "android", "path": "res"}]}"#
            .write(to: project.directory.appendingPathComponent("dimens.json"), atomically: true, encoding: .utf8)
        let (checked, checkConsole) = project.run(["build", "--check", "--verbose"])
        #expect(checked == .stale)
        #expect(checkConsole.errors.contains("out/res/values-sw800dp/dimens.xml is obsolete"))
        // Without --verbose, a screenful and a count.
        let quiet = project.run(["build", "--check"]).1.errors
        #expect(quiet.split(separator: "\n").count <= FileListing.screenful + 1, "\(quiet)")
        #expect(
            quiet.contains("more (--verbose lists them all)") && quiet.contains(" obsolete files; run `dimens build`"))
        #expect(
            project.run(["build", "--dry-run"]).1.output.contains("would remove out/res/values-sw800dp/dimens.xml"))

        let (rebuilt, rebuildConsole) = project.run(["build", "--verbose"])
        #expect(rebuilt == .success)
        #expect(rebuildConsole.output.contains("removed out/res/values-sw800dp/dimens.xml"))
        let after = try FileManager.default.contentsOfDirectory(atPath: res.path)
        #expect(!after.contains("values-sw800dp") && after.contains("values-night") && after.contains("values"))
        #expect(FileManager.default.fileExists(atPath: res.appendingPathComponent("values/colors.xml").path))
        #expect(project.run(["build", "--check"]).0 == .success)
    }

    @Test func nothingElseIsWrittenInsideTheFolder() throws {
        let project = try Project([
            "tokens/a.tokens.json": goodToken,
            "dimens.json":
                #"{"platforms": ["android"], "outputs": [{"template": "android", "path": "res"}, {"template": "json", "path": "res/values/dimens.json"}]}"#,
        ])
        let (code, console) = project.run(["build"])
        #expect(code == .failure)
        #expect(console.errors.contains("output 'res/values/dimens.json' is inside the folder output 'res' writes"))
        #expect(!FileManager.default.fileExists(atPath: project.directory.appendingPathComponent("out").path))
    }
}
