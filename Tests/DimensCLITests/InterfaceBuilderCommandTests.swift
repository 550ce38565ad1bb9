import Foundation
import Testing

@testable import DimensCLI

/// `dimens lint` and `build` on a project with storyboards and xibs (`Tests/Fixtures/interface-builder`,
/// laid out as Xcode writes them): every finding at its file:line:col, the files as inputs of
/// `xcfilelists` and of the plugin's recorded list.
struct InterfaceBuilderCommandTests {
    static let fixture = FixtureRun.root.appendingPathComponent("interface-builder/app")
    static let storyboard = "App/Base.lproj/Main.storyboard"
    static let xib = "App/Views/CardView.xib"

    /// The fixture's files, by path inside it, with `changes` applied.
    static func files(_ changes: [String: String] = [:]) throws -> [String: String] {
        var files: [String: String] = [:]
        for path in FileManager.default.subpaths(atPath: fixture.path) ?? [] {
            var isFolder: ObjCBool = false
            let url = fixture.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
            else { continue }
            files[path] = try String(contentsOf: url, encoding: .utf8)
        }
        return files.merging(changes) { $1 }
    }

    @Test func lintReportsEveryNameAtItsValue() throws {
        let (code, found) = try FixtureRun.diagnostics(["lint"], in: Self.fixture)
        #expect(code == .failure)
        #expect(
            found == [
                "\(Self.storyboard):35:116 error ib.token-type",
                "\(Self.storyboard):54:112 error ib.unknown-token",
                "\(Self.storyboard):59:89 error ib.property",
                "\(Self.xib):26:96 error ib.unknown-token",
                "\(Self.xib):27:69 error ib.property",
            ])
    }

    @Test func theTextFormatSaysWhatAndSuggests() throws {
        let project = try Project(try Self.files())
        let (code, console) = project.run(["lint"])
        #expect(code == .failure)
        #expect(
            console.errors.contains(
                """
                \(Self.storyboard):54:112: error: 'dimensConstant' names 'spacing.crad', which is not a token [ib.unknown-token]
                \(Self.storyboard):54:112: note: did you mean 'spacing.card'?

                """))
        #expect(
            console.errors.contains(
                "\(Self.xib):26:96: error: 'dimensCornerRadius' names 'radius', a group, not a token [ib.unknown-token]\n"
            ))
        #expect(console.errors.hasSuffix("5 errors, 0 warnings\n"))
        // A build fails on the same findings and writes nothing.
        let (built, _) = project.run(["build"])
        #expect(built == .failure)
        #expect(!FileManager.default.fileExists(atPath: project.directory.appendingPathComponent("out").path))
    }

    /// With every mistake fixed, lint passes and counts the files; a build writes, and records
    /// the storyboard and the xib among its inputs for the plugin.
    @Test func correctNamesPass() throws {
        var files = try Self.files()
        files[Self.storyboard] = try Self.withoutThirdConstraint(files[Self.storyboard]!)
            .replacingOccurrences(of: #"value="brand.primary""#, with: #"value="text.body""#)
            .replacingOccurrences(of: #"value="spacing.crad""#, with: #"value="spacing.card""#)
        files[Self.xib] = files[Self.xib]!.replacingOccurrences(of: #"value="radius""#, with: #"value="radius.card""#)
            .replacingOccurrences(of: "dimensBorderWith", with: "dimensBorderWidth")
        let project = try Project(files)
        let (code, console) = project.run(["lint"])
        #expect(code == .success, "\(console.errors)")
        #expect(console.output == "7 tokens in 1 file, 2 Interface Builder files: no problems\n")
        #expect(project.run(["build", "--out-dir", "work", "--record-inputs"]).0 == .success)
        let recorded = try String(
            contentsOf: project.directory.appendingPathComponent("work/.dimens-inputs"), encoding: .utf8)
        #expect(recorded.hasSuffix("/\(Self.storyboard)\n" + project.directory.path + "/\(Self.xib)\n"))
    }

    /// The fixture's third constraint (`dimensFont` on a constraint) removed.
    static func withoutThirdConstraint(_ text: String) throws -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.contains(#"id="Ghi-56-rst""#) })
        #expect(lines[start + 4].contains("</constraint>"))
        lines.removeSubrange(start...start + 4)
        return lines.joined(separator: "\n")
    }

    @Test func aFileThatIsNotXMLIsAnErrorWhereItBreaks() throws {
        var files = try Self.files()
        files[Self.xib] = files[Self.xib]!.replacingOccurrences(
            of: #"id="-1" userLabel"#, with: #"id="-1" id="-3" userLabel"#)
        let project = try Project(files)
        let (code, console) = project.run(["lint"])
        #expect(code == .failure)
        #expect(
            console.errors.contains(
                "\(Self.xib):9:67: error: not well-formed XML: attribute 'id' appears twice in <placeholder> [ib.xml]\n"
            ))
    }

    /// While a token file has errors, storyboard names are not checked (the token set is not
    /// whole); key paths still are.
    @Test func tokenErrorsHoldBackTheNameChecks() throws {
        var files = try Self.files()
        files["tokens/ui.tokens.json"] = files["tokens/ui.tokens.json"]!.replacingOccurrences(
            of: #""{spacing.card}""#, with: #""{spacing.nope}""#)
        let project = try Project(files)
        let (code, found) = try FixtureRun.diagnostics(["lint"], in: project.directory)
        #expect(code == .failure)
        #expect(
            found == [
                "\(Self.storyboard):59:89 error ib.property", "\(Self.xib):27:69 error ib.property",
                "tokens/ui.tokens.json:6:27 error alias.unknown",
            ])
    }

    @Test func patternsThatMatchNothingAreAnError() throws {
        let project = try Project([
            "dimens.json": "{\n  \"interfaceBuilder\": [\"App/**/*.xib\"]\n}\n", "tokens/a.tokens.json": goodToken,
        ])
        let (code, found) = try FixtureRun.diagnostics(["lint"], in: project.directory)
        #expect(code == .failure)
        #expect(found == ["dimens.json:2:23 error input.no-files"])
    }

    @Test func xcfilelistsAndRecordedInputsNameTheFiles() throws {
        let project = try Project(try Self.files())
        #expect(project.run(["xcfilelists"]).0 == .success)
        let inputs = try String(
            contentsOf: project.directory.appendingPathComponent("out/dimens-inputs.xcfilelist"), encoding: .utf8)
        #expect(
            inputs
                == "$(SRCROOT)/dimens.json\n$(SRCROOT)/tokens/ui.tokens.json\n$(SRCROOT)/\(Self.storyboard)\n$(SRCROOT)/\(Self.xib)\n"
        )
    }
}
