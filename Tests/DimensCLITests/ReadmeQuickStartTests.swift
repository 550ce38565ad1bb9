import DimensTestSupport
import Foundation
import Testing

@testable import DimensCLI

/// The README's quick starts work as written: the files it shows (each fenced block after a
/// `<!-- quickstart NAME: PATH -->` line) build with no diagnostic, and the names its usage
/// snippets are marked with (`<!-- quickstart NAME uses: A, B -->`, then the block that must show
/// them) are defined by what the build wrote. The rest of a snippet (SwiftUI's, Compose's own
/// calls, `Package.swift`) is not compiled here.
struct ReadmeQuickStartTests {
    static let readme = ReadmeQuickStarts.readme

    /// Per quick start: its files by path, and the names its snippets use.
    static func quickStarts() throws -> [String: (files: [String: String], uses: [String])] {
        try ReadmeQuickStarts.read()
    }

    @Test func everyQuickStartIsInTheReadme() throws {
        let starts = try Self.quickStarts()
        #expect(Set(starts.keys) == ["ios", "android", "web", "react-native"])
        #expect(starts.values.allSatisfy { !$0.files.isEmpty && !$0.uses.isEmpty })
    }

    /// Every relative link of the README (the reference's articles, the screenshot) names a file
    /// of the repository.
    @Test func everyLinkOfTheReadmeLeadsToAFile() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let root = Self.readme.deletingLastPathComponent()
        let targets = text.components(separatedBy: "](").dropFirst().compactMap { $0.split(separator: ")").first }
            .map(String.init).filter { !$0.contains("://") }
        #expect(targets.count >= 18)
        let missing = targets.filter { !FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
        #expect(missing.isEmpty, "the README links to missing files: \(missing)")
    }

    @Test(arguments: ["ios", "android", "web", "react-native"])
    func buildsAsWrittenAndDefinesWhatItUses(_ name: String) throws {
        let starts = try Self.quickStarts()
        let start = try #require(starts[name])
        var files = start.files
        // "The same token file": the iOS one, beside the config of the other quick starts.
        if files.keys.allSatisfy({ !$0.hasSuffix(".tokens.json") }) {
            let tokens = try #require(starts["ios"]?.files.first { $0.key.hasSuffix(".tokens.json") })
            files["tokens/" + (tokens.key as NSString).lastPathComponent] = tokens.value
        }
        let config = try #require(files.keys.first { $0.hasSuffix("dimens.json") })
        let project = try Project(files)
        let (code, console) = project.run(["build", "--config", config])
        #expect(code == .success && console.errors.isEmpty, "\(console.errors)")
        let out = project.directory.appendingPathComponent((config as NSString).deletingLastPathComponent)
            .appendingPathComponent("out")
        let written = try Self.texts(under: out)
        for used in start.uses {
            let definitions: [String] =
                if used.hasPrefix("@dimen/") {
                    ["name=\"\(used.dropFirst("@dimen/".count))\""]
                } else if used.hasPrefix("var(--") {
                    [String(used.dropFirst("var(".count).dropLast()) + ":"]
                } else {
                    // A Swift, Kotlin or TypeScript property, function or object.
                    [
                        "var \(used):", "val \(used):", "func \(used)(", "fun \(used)(", "object \(used) ",
                        "readonly \"\(used)\":", "export function \(used)(",
                    ]
                }
            #expect(
                written.contains { text in definitions.contains { text.contains($0) } },
                "no output of \(name) defines \(used)")
        }
    }

    /// Every code block of the README is copyable as it is: none holds a placeholder (`…`) to
    /// fill in, such as a repository address that does not resolve.
    @Test func noCodeBlockHoldsAPlaceholder() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let blocks = text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        #expect(blocks.count >= 10)
        let placeholders = blocks.filter { $0.contains("…") }
        #expect(placeholders.isEmpty, "\(placeholders)")
    }

    /// The React Native quick start's terminal check runs as written: `tsc` compiles the module
    /// without React, and `node` prints the card's padding on an iPhone 15-sized window.
    @Test(.enabled(if: Self.onPath("tsc") && Self.onPath("node"), "tsc or node is not installed"))
    func theReactNativeCheckRunsAsWritten() throws {
        let start = try #require(try Self.quickStarts()["react-native"])
        let commands = try ReadmeQuickStarts.commands(of: "react-native")
        #expect(commands.count == 2 && commands[0].hasPrefix("tsc ") && commands[1].hasPrefix("node "))
        var files = start.files
        let tokens = try #require(try Self.quickStarts()["ios"]?.files.first { $0.key.hasSuffix(".tokens.json") })
        files["tokens/" + (tokens.key as NSString).lastPathComponent] = tokens.value
        let project = try Project(files)
        #expect(project.run(["build"]).0 == .success)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-e", "-c", commands.joined(separator: "\n")]
        shell.currentDirectoryURL = project.directory
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        let value = try #require(Double(printed.trimmingCharacters(in: .whitespacesAndNewlines)), "\(printed)")
        #expect(value >= 16 && value < 24, "the fixed model's card padding on a 393-point phone: \(value)")
    }

    static func onPath(_ tool: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
        }
    }

    /// The text of every file under `folder`.
    static func texts(under folder: URL) throws -> [String] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    }
}
