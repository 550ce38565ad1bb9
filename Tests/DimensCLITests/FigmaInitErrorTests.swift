import Foundation
import Testing

@testable import DimensCLI

/// `dimens init --from FOLDER` writes nothing when the export is broken or a file it would write
/// exists, and says where and why.
struct FigmaInitErrorTests {
    static func exists(_ project: Project, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: project.directory.appendingPathComponent(path).path)
    }

    @Test func aBrokenExportIsReportedAtEachPlaceAndNothingIsWritten() throws {
        let mode = { (name: String, tokens: String) in
            "{\n\(tokens)\n  \"$extensions\": { \"com.figma.modeName\": \"\(name)\" }\n}\n"
        }
        let gap = #"  "gap": { "$type": "number", "$value": 8 },"#
        let pad = #"  "pad": { "$type": "number", "$value": 16 },"#
        let project = try Project([
            "export/Spacing/Mobile.tokens.json": mode("Mobile", gap + "\n" + pad),
            "export/Spacing/Desktop.tokens.json": mode("Desktop", gap),
            "export/Broken/Mode 1.tokens.json": "{\n  \"a\": 1,\n}\n",
            "export/notes.json": #"{"todo": "ask design"}"#,
        ])
        let (code, console) = project.run(["init", "--from", "export"])
        #expect(code == .failure)
        for line in [
            "export/Broken/Mode 1.tokens.json:2:9: error: trailing comma before '}'", "[json.syntax]",
            "export/notes.json:1:1: error: 'export/notes.json' is not a mode of Figma's variables export",
            "[figma.not-export]",
            "export/Spacing/Mobile.tokens.json:3:3: error: 'pad' is in mode 'Mobile' of collection 'Spacing' but not in mode 'Desktop' ('export/Spacing/Desktop.tokens.json') [figma.mode-mismatch]",
        ] {
            #expect(console.errors.contains(line), "\(line) in \(console.errors)")
        }
        #expect(console.output.isEmpty)
        #expect(!Self.exists(project, "dimens.json") && !Self.exists(project, "tokens"))
    }

    @Test func anEmptyFolderSaysHowToExport() throws {
        let project = try Project(["export/readme.txt": "later"])
        let (code, console) = project.run(["init", "--from", "export"])
        #expect(code == .failure)
        #expect(console.errors.contains("'export' holds no JSON file of Figma's variables export [input.no-files]"))
        #expect(console.errors.contains("Export modes"))
    }

    @Test func initRefusesToOverwriteAndWritesNothing() throws {
        let project = try FigmaInitTests.project()
        try "{}".write(to: project.directory.appendingPathComponent("dimens.json"), atomically: true, encoding: .utf8)
        let (code, console) = project.run(["init", "--from", "design/figma-export"])
        #expect(code == .failure)
        #expect(
            console.errors == "dimens: error: dimens.json already exists; init writes nothing over existing files\n")
        #expect(!Self.exists(project, "tokens"))
        #expect(
            try String(contentsOf: project.directory.appendingPathComponent("dimens.json"), encoding: .utf8) == "{}")

        // One of the token files it would write: refused before anything is written.
        try FileManager.default.removeItem(at: project.directory.appendingPathComponent("dimens.json"))
        let mobile = project.directory.appendingPathComponent("tokens/figma-export/Spacing/Mobile.tokens.json")
        try FileManager.default.createDirectory(
            at: mobile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "mine".write(to: mobile, atomically: true, encoding: .utf8)
        let (again, refusal) = project.run(["init", "--from", "design/figma-export"])
        #expect(again == .failure)
        #expect(refusal.errors.contains("tokens/figma-export/Spacing/Mobile.tokens.json already exists"))
        #expect(try String(contentsOf: mobile, encoding: .utf8) == "mine")
        #expect(!Self.exists(project, "dimens.json"))
        #expect(!Self.exists(project, "tokens/figma-export/figma-export.resolver.json"))
        #expect(refusal.output.isEmpty)
    }

    /// An export kept in `tokens/` itself: the resolver goes beside it, not into it.
    @Test func anExportInTheTokensFolderKeepsItsOwnFolder() throws {
        let project = try Project([:])
        let tokens = project.directory.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: FigmaInitTests.fixture, to: tokens.appendingPathComponent("figma-export"))
        let (code, console) = project.run(["init", "--from", "tokens/figma-export"])
        #expect(code == .success, "\(console.errors)")
        #expect(console.output.hasPrefix("wrote tokens/figma-export-resolver/figma-export.resolver.json\n"))
        #expect(project.run(["build"]).0 == .success)
    }

    /// Whatever is in the export folder and not read is named in one warning, `.git` aside; the
    /// rest is read as usual.
    @Test func whatIsLeftOutIsNamedInOneWarning() throws {
        let project = try FigmaLayoutInitTests.project(FigmaLayoutInitTests.layouts[0])
        let acme = project.directory.appendingPathComponent("design/acme")
        for path in ["README.md", ".DS_Store", ".Shadow/.DS_Store", ".git/HEAD", ".git/objects/ab/cdef.json"] {
            let file = acme.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "x".write(to: file, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createSymbolicLink(
            at: acme.appendingPathComponent("elsewhere"), withDestinationURL: project.directory)
        let (code, console) = project.run(["init", "--from", "design/acme"])
        #expect(code == .success, "\(console.errors)")
        #expect(
            console.errors
                == """
                dimens: warning: 'design/acme' holds 4 entries that are not JSON files, left out: 'design/acme/.DS_Store', 'design/acme/.Shadow/.DS_Store', 'design/acme/README.md', 'design/acme/elsewhere' [figma.left-out]
                note: init --from reads Figma's mode files, the JSON files below the folder
                0 errors, 1 warning

                """)
        #expect(console.output.contains("wrote tokens/acme/Shadow/Dark.tokens.json\n"))
    }

    /// Flat files that cannot be sorted into collections (a mode edited by hand, a mode named
    /// twice): one error naming them and saying how to lay them out, whatever their number of
    /// variables, and nothing written.
    @Test func flatFilesThatCannotBeSortedAreOneError() throws {
        let project = try FigmaLayoutInitTests.project(FigmaLayoutInitTests.layouts[1])
        let dark = project.directory.appendingPathComponent("design/acme/theme-colors.dark.tokens.json")
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dark)) as? [String: Any])
        var color = try #require(root["color"] as? [String: Any])
        color["overlay"] = nil
        root["color"] = color
        try JSONSerialization.data(withJSONObject: root).write(to: dark)
        let (code, console) = project.run(["init", "--from", "design/acme"])
        #expect(code == .failure)
        #expect(console.errors.components(separatedBy: "[figma.layout]").count == 2, "\(console.errors)")
        #expect(console.errors.hasSuffix("\n1 error, 0 warnings\n"), "\(console.errors)")
        #expect(
            console.errors.contains(
                "error: 'design/acme/theme-colors.dark.tokens.json' and 'design/acme/theme-colors.light.tokens.json' share 6 variables but not all: 'color.overlay.scrim' is in 'design/acme/theme-colors.light.tokens.json' only, so the files directly in 'design/acme' cannot be sorted into collections [figma.layout]"
            ), "\(console.errors)")
        #expect(console.errors.contains("Keep a folder per collection instead"))
        #expect(console.output.isEmpty)
        #expect(!Self.exists(project, "dimens.json") && !Self.exists(project, "tokens"))
    }
}
