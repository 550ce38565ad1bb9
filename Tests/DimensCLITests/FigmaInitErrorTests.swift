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
            "export/Broken/Mode 1.tokens.json:3:1: error: ", "[json.syntax]",
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
}
