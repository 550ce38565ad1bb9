import DimensKit
import Foundation
import Testing

@testable import DimensCLI

/// The android output writes `values…/dimens.xml` into a folder that may be the app's own `res/`:
/// a `dimens.xml` dimens did not write is never replaced (build, `--dry-run` and `lint` all say
/// so, and nothing is written), and a linked `values…` folder is never written through nor
/// emptied.
struct ForeignResourceTests {
    static let files: [String: String] = [
        "dimens.json": """
        {"tokens": ["tokens/*.tokens.json"], "platforms": ["apple", "android"], "catalog": {"include": ["android-phone"]},
         "outDir": "app/src/main", "outputs": [{"template": "android", "path": "res"}]}
        """,
        "tokens/a.tokens.json": #"{"pad": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}}"#,
    ]

    static let handWritten = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources><dimen name="app_margin">12dp</dimen></resources>

        """

    @Test func aHandWrittenResourceIsNeverReplaced() throws {
        var files = Self.files
        files["app/src/main/res/values/dimens.xml"] = Self.handWritten
        let project = try Project(files)
        for command in [["build"], ["build", "--dry-run"], ["lint"]] {
            let (code, console) = project.run(command)
            #expect(code == .failure, "\(command)")
            #expect(
                console.errors.contains(
                    "'app/src/main/res/values/dimens.xml' was not written by dimens (it lacks dimens' header)"),
                "\(command): \(console.errors)")
            #expect(console.errors.contains("[output.conflict]"))
        }
        let kept = try String(
            contentsOf: project.directory.appendingPathComponent("app/src/main/res/values/dimens.xml"), encoding: .utf8)
        #expect(kept == Self.handWritten)
    }

    @Test func aLinkedValuesFolderIsNeitherWrittenThroughNorEmptied() throws {
        let project = try Project(Self.files)
        #expect(project.run(["build"]).0 == .success)
        // An earlier build's folder replaced by a link to a folder elsewhere holding a resource file
        // of dimens' own making: the build neither writes there nor removes it as obsolete.
        let elsewhere = project.directory.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let res = project.directory.appendingPathComponent("app/src/main/res")
        let generated = try String(contentsOf: res.appendingPathComponent("values/dimens.xml"), encoding: .utf8)
        try generated.write(to: elsewhere.appendingPathComponent("dimens.xml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: res.appendingPathComponent("values-sw9000dp"), withDestinationURL: elsewhere)
        let (code, console) = project.run(["build"])
        #expect(code == .failure)
        #expect(console.errors.contains("'app/src/main/res/values-sw9000dp' is a symbolic link"), "\(console.errors)")
        #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("dimens.xml").path))
    }
}

/// Two builds of one config at once both find a folder obsolete; the one that removes it second
/// finds it gone, which is what it wanted, not a failure.
struct ConcurrentRemovalTests {
    @Test func aFileAnotherBuildRemovedIsNotAFailure() throws {
        let project = try Project(["out/res/values-sw9000dp/dimens.xml": "x"])
        let folders = FolderOutputs(fileSystem: FileSystem(workingDirectory: project.directory.path), directory: "out")
        let paths = ["res/values-sw9000dp/dimens.xml"]
        guard case .success(let first) = folders.remove(paths), case .success(let second) = folders.remove(paths) else {
            Issue.record("a removal failed")
            return
        }
        #expect(first == ["out/res/values-sw9000dp/dimens.xml"] && second.isEmpty)
    }
}

/// The folders a build may write, and the ones it leaves to the app.
struct AndroidFolderNameTests {
    @Test(arguments: [
        ("values", true), ("values-sw600dp", true), ("values-w840dp", true), ("values-sw600dp-w1006dp", true),
        ("values-sw800dp-hdpi", true), ("values-sw600dp-h900dp-560dpi", true), ("values-night", false),
        ("values-sw600dp-night", false), ("values-de", false), ("values-swdp", false), ("drawable", false),
    ])
    func folders(_ name: String, _ written: Bool) {
        #expect(AndroidResources.isFolderName(name) == written, "\(name)")
    }
}
