import DimensKit
import Foundation
import Testing

@testable import DimensCLI

/// A split swift output through the commands: `build` writes the table file and the accessor
/// files and only those that changed; a smaller split removes the accessor files it no longer
/// writes (only files with dimens' header), `--check` calls them obsolete first; `xcfilelists`
/// lists every file; another output at an accessor file's path is a conflict.
struct SplitOutputCommandTests {
    static func files(split: Int) -> [String: String] {
        [
            "dimens.json": """
            {"tokens": ["tokens/*.tokens.json"], "catalog": {"include": ["phone"]},
             "outputs": [{"template": "swift", "path": "Gen/Dimens.swift", "options": {"split": \(split)}}]}
            """,
            "tokens/a.tokens.json": """
            {"spacing": {"$type": "dimension", \((0..<20).map { #""s\#($0)": {"$value": {"value": \#($0 + 1), "unit": "px"}}"# }.joined(separator: ", "))}}
            """,
        ]
    }

    func names(_ project: Project) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: project.directory.appendingPathComponent("out/Gen").path))
            ?? []).sorted()
    }

    @Test func aSmallerSplitRemovesTheFilesItNoLongerWrites() throws {
        let project = try Project(Self.files(split: 4))
        #expect(project.run(["build"]).0 == .success)
        #expect(
            names(project) == [
                "Dimens+Tokens1.swift", "Dimens+Tokens2.swift", "Dimens+Tokens3.swift", "Dimens+Tokens4.swift",
                "Dimens.swift",
            ])
        // A file of the same shape that dimens did not write stays.
        let own = project.directory.appendingPathComponent("out/Gen/Dimens+Tokens9.swift")
        try "// mine\n".write(to: own, atomically: true, encoding: .utf8)
        try Self.files(split: 2)["dimens.json"]!.write(
            to: project.directory.appendingPathComponent("dimens.json"), atomically: true, encoding: .utf8)
        let (check, checked) = project.run(["build", "--check"])
        #expect(check == .stale)
        #expect(checked.errors.contains("out/Gen/Dimens+Tokens3.swift is obsolete"), "\(checked.errors)")
        let (code, console) = project.run(["build", "--verbose"])
        #expect(code == .success)
        #expect(console.output.contains("removed out/Gen/Dimens+Tokens3.swift"))
        #expect(console.output.contains("removed out/Gen/Dimens+Tokens4.swift"))
        #expect(
            names(project) == ["Dimens+Tokens1.swift", "Dimens+Tokens2.swift", "Dimens+Tokens9.swift", "Dimens.swift"])
        #expect(project.run(["build", "--check"]).0 == .success)
    }

    @Test func editingATokenWritesTwoFiles() throws {
        let project = try Project(Self.files(split: 4))
        #expect(project.run(["build"]).0 == .success)
        let tokens = project.directory.appendingPathComponent("tokens/a.tokens.json")
        let text = try String(contentsOf: tokens, encoding: .utf8)
        try text.replacingOccurrences(of: #""s7": {"$value": {"value": 8,"#, with: #""s7": {"$value": {"value": 80,"#)
            .write(to: tokens, atomically: true, encoding: .utf8)
        let (code, console) = project.run(["build"])
        #expect(code == .success)
        let own = OutputPart(number: OutputPart.number(of: TokenPath(dotted: "spacing.s7"), count: 4), count: 4)
        // The build's one line names the two files it wrote and counts the three it left.
        #expect(
            console.output.hasPrefix(
                "wrote out/Gen/Dimens.swift, out/\(own.path(for: "Gen/Dimens.swift")) (3 unchanged); "),
            "\(console.output)")
    }

    @Test func xcfilelistsListEveryFile() throws {
        let project = try Project(Self.files(split: 2))
        #expect(project.run(["xcfilelists"]).0 == .success)
        let list = try String(
            contentsOf: project.directory.appendingPathComponent("out/dimens-outputs.xcfilelist"), encoding: .utf8)
        #expect(
            list == """
                $(SRCROOT)/out/Gen/Dimens.swift
                $(SRCROOT)/out/Gen/Dimens+Tokens1.swift
                $(SRCROOT)/out/Gen/Dimens+Tokens2.swift

                """)
    }

    @Test func anotherOutputAtAnAccessorFileIsAConflict() throws {
        var files = Self.files(split: 2)
        files["dimens.json"] = files["dimens.json"]!.replacingOccurrences(
            of: #""options": {"split": 2}}]"#,
            with: #""options": {"split": 2}}, {"template": "css", "path": "Gen/Dimens+Tokens2.swift"}]"#)
        let project = try Project(files)
        let (code, console) = project.run(["build"])
        #expect(code == .failure)
        #expect(
            console.errors.contains("outputs 'Gen/Dimens.swift' and 'Gen/Dimens+Tokens2.swift' are the same file"),
            "\(console.errors)")
        #expect(names(project).isEmpty)
    }
}
