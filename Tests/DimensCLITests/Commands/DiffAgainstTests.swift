import Foundation
import Testing

@testable import DimensCLI

/// `dimens diff --against REV`: the project at a git revision against the working tree, read
/// through git without writing anything.
struct DiffAgainstTests {
    static let config =
        #"{ "catalog": { "include": ["pod"] }, "tokens": ["tokens/*.tokens.json"], "defaults": { "model": "none" } }"#

    /// Runs git in `directory`; its exit status.
    @discardableResult
    static func git(_ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["git", "-C", directory.path, "-c", "user.name=dimens", "-c", "user.email=dimens@example.com"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// A project committed to a new repository, then `spacing.s` edited from 8 to 9 in the working tree.
    static func committedProject() throws -> Project {
        let project = try Project(["dimens.json": config, "tokens/ui.tokens.json": goodToken])
        #expect(try git(["init", "-q"], in: project.directory) == 0)
        #expect(try git(["add", "-A"], in: project.directory) == 0)
        #expect(try git(["commit", "-q", "--no-gpg-sign", "-m", "tokens"], in: project.directory) == 0)
        try goodToken.replacingOccurrences(of: "\"value\": 8", with: "\"value\": 9").write(
            to: project.directory.appendingPathComponent("tokens/ui.tokens.json"), atomically: true, encoding: .utf8)
        return project
    }

    /// Every file and folder below `directory`, `.git` included, with its size and modification time.
    static func listing(_ directory: URL) throws -> [String] {
        let paths = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
        return try paths.sorted().map { path in
            let attributes = try FileManager.default.attributesOfItem(
                atPath: directory.appendingPathComponent(path).path)
            return "\(path) \(attributes[.size] ?? "") \(attributes[.modificationDate] ?? "")"
        }
    }

    @Test func comparesTheRevisionWithTheWorkingTreeWritingNothing() throws {
        let project = try Self.committedProject()
        let before = try Self.listing(project.directory)
        #expect(before.contains { $0.hasPrefix(".git/HEAD ") })
        for arguments in [["diff", "--against", "HEAD"], ["diff", "--against", "HEAD", "dimens.json"]] {
            let (code, console) = project.run(arguments)
            #expect(code == .success, "\(console.errors)")
            #expect(
                console.output
                    == "~ spacing.s: 8 → 9 on every screen (7) (base 8px → 9px)\n1 changed token\n")
            #expect(console.errors.isEmpty)
        }
        // A folder without a config at the revision is built with the config at the revision.
        let (code, console) = project.run(["diff", "--against", "HEAD", "tokens/"])
        #expect(code == .success)
        #expect(console.output.hasPrefix("~ spacing.s: 8 → 9 on every screen (7)"))
        #expect(
            console.errors == """
                dimens: HEAD: tokens/ has no config; built with dimens.json's settings
                dimens: new: tokens/ has no config; built with dimens.json's settings

                """)
        #expect(try Self.listing(project.directory) == before)
    }

    @Test func anUnknownRevisionIsAnErrorNamingTheSide() throws {
        let (code, console) = try Self.committedProject().run(["diff", "--against", "no-such-branch"])
        #expect(code == .failure)
        #expect(console.output.isEmpty)
        #expect(
            console.errors.hasPrefix(
                "dimens: error: cannot read revision 'no-such-branch': no such revision in the git repository at '"))
        #expect(
            console.errors.hasSuffix(
                "' [diff.revision]\nnote: while reading the old side (the project at no-such-branch)\n1 error, 0 warnings\n"
            ))
    }

    @Test func aProjectOutsideARepositoryIsAnError() throws {
        let (code, console) = try Project(["dimens.json": Self.config, "tokens/ui.tokens.json": goodToken]).run([
            "diff", "--against", "main",
        ])
        #expect(code == .failure)
        #expect(
            console.errors.hasPrefix(
                "dimens: error: cannot read revision 'main': '.' is not in a git repository [diff.revision]\n"))
    }
}
