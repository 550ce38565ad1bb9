import DimensKit
import DimensTestSupport
import Foundation
import Testing

@testable import DimensCLI

/// A design system adopted as it is: `dimens init --from` on each resolver of the corpus, then a
/// build with the config it wrote (size-like modifiers bound to screens, no scaling), and every
/// dimension and number token on every screen is the number in the files of the contexts that
/// screen gets — read here with Foundation, independently of dimens' loader.
@Suite(.enabled(if: Corpus.examples != nil, Corpus.skipReason))
struct CorpusInitTests {
    @Test(arguments: Corpus.resolvers)
    func theInitConfigKeepsEveryNumberOfTheFilesOnEveryScreen(_ resolver: String) throws {
        let examples = Corpus.examples!
        let system = String(resolver.dropLast(".resolver.json".count))
        let project = try Project([:])
        let tokens = project.directory.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
        for name in [system, resolver] {
            try FileManager.default.copyItem(
                at: examples.appendingPathComponent(name), to: tokens.appendingPathComponent(name))
        }
        #expect(project.run(["init", "--from", "tokens/\(resolver)"]).0 == .success)
        let (code, console) = project.run(["build"])
        try #require(code == .success, "\(console.errors.prefix(2000))")
        #expect(!console.errors.contains("scale."), "no scaling warning: \(console.errors.prefix(1000))")
        let text = try String(contentsOf: project.directory.appendingPathComponent("out/dimens.json"), encoding: .utf8)
        let json = try #require(OutputByScreen.read(text))
        let screens = (json["screens"]?.array ?? []).compactMap(\.object)
        #expect(screens.count > 400)
        let built = (json["tokens"]?.array ?? []).compactMap(\.object).filter {
            ["dimension", "number"].contains($0["type"]?.string ?? "")
        }

        // Screens grouped by the contexts they get; each group checked against its own files.
        var groups: [[String: String]: [String]] = [:]
        for screen in screens {
            let contexts = (screen["contexts"]?.object?.members ?? []).reduce(into: [String: String]()) {
                $0[$1.key] = $1.value.string
            }
            groups[contexts, default: []].append(screen["id"]!.string!)
        }
        var checked = 0
        var wrong: [String] = []
        for (contexts, ids) in groups {
            let files = try CorpusFiles(tokens.appendingPathComponent(resolver), contexts: contexts)
            var perScreen = 0
            for token in built {
                let path = token["path"]!.string!
                let source = try #require(files.tokens[path], "\(path) with \(contexts)")
                let value = files.resolved(source.value)
                let expected =
                    token["type"]?.string == "number" ? (value as? NSNumber)?.doubleValue : CorpusFiles.points(value)
                guard let values = token["values"]?.object else {
                    #expect(expected == nil, "\(path) is carried through, but the files give it \(expected ?? 0)")
                    continue
                }
                perScreen += 1
                for id in ids {
                    checked += 1
                    if values[id]?.number?.double != expected {
                        wrong.append(
                            "\(path) on \(id) with \(contexts): \(values[id].map(String.init(describing:)) ?? "none") ≠ \(expected.map(String.init(describing:)) ?? "no number")"
                        )
                    }
                }
            }
            // Every dimension and number the files give a number to is computed, none dropped.
            let numeric = files.tokens.filter { path, token in
                let value = files.resolved(token.value)
                return token.type == "number"
                    ? value is NSNumber : token.type == "dimension" && CorpusFiles.points(value) != nil
            }
            #expect(perScreen == numeric.count, "\(system) with \(contexts): \(perScreen) computed of \(numeric.count)")
        }
        #expect(
            wrong.isEmpty, "\(wrong.count) values differ from the files: \(wrong.prefix(8).joined(separator: "; "))")
        #expect(checked > 10_000, "\(checked) values checked")
        if system == "adobe-spectrum" {
            #expect(groups.count == 2, "phones take mobile, iPads desktop: \(groups.keys)")
        }
    }
}
