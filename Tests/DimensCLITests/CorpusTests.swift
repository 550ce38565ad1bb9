import DimensKit
import DimensTestSupport
import Foundation
import Testing

@testable import DimensCLI

/// The three public design systems of `shared/corpus` (Adobe Spectrum, Figma's SDS, GitHub
/// Primer), read through their own resolvers, unedited. Skipped with a notice where the corpus is
/// missing; `.ci/run` requires it.
@Suite(.enabled(if: Corpus.examples != nil, Corpus.skipReason))
struct CorpusTests {
    var examples: URL { Corpus.examples! }

    func run(_ arguments: [String], in folder: URL) -> (ExitCode, RecordingConsole) {
        let console = RecordingConsole(errorIsTerminal: false)
        return (
            DimensCommandLine.run(arguments, environment: [:], workingDirectory: folder.path, console: console), console
        )
    }

    /// Every context of every modifier is loaded (inputs = 1 + each other context once) and lints
    /// without errors; warnings (an `em` unit, Primer's stray `alpha` members) are allowed.
    @Test(arguments: zip(Corpus.resolvers, [3, 2, 6]))
    func everyContextOfEveryModifierLintsWithoutErrors(_ resolver: String, _ inputs: Int) throws {
        let (code, console) = run(["lint", resolver, "--diagnostics-format", "json"], in: examples)
        let report = try #require(JSONParser.parse(SourceFile(path: "", text: console.errors)).value?.object)
        #expect(report["errors"]?.number?.double == 0, "\(console.errors.prefix(2000))")
        #expect(code == .success)
        let (_, text) = run(["lint", resolver], in: examples)
        #expect(text.output.contains(", \(inputs) inputs of the resolver: "))
    }

    /// A project beside the corpus whose config names one of its resolvers.
    func project(_ resolver: String, _ rest: String) throws -> Project {
        let path = examples.appendingPathComponent(resolver).path
        return try Project([
            "dimens.json":
                #"{"resolver": "\#(path)", "allowFilesOutside": true, \#(rest), "outputs": [{"template": "json", "path": "dimens.json"}, {"template": "swift", "path": "Dimens.swift"}, {"template": "css", "path": "dimens.css"}]}"#
        ])
    }

    @Test(arguments: [
        (
            "adobe-spectrum.resolver.json",
            #""modifiers": {"theme": "dark", "size": {"mobile": "phone", "desktop": "pad"}}, "catalog": {"include": ["phone", "pad"]}"#
        ),
        ("figma-sds.resolver.json", #""modifiers": {"theme": "dark"}"#),
        (
            "github-primer.resolver.json",
            #""modifiers": {"theme": "dark-hc", "size": "coarse"}, "orientations": ["portrait", "landscape"]"#
        ),
    ])
    func buildsWithEveryModifierFixedOrBoundAndAValidJSONOutput(_ resolver: String, _ settings: String) throws {
        let project = try project(resolver, settings)
        let (code, console) = project.run(["build"])
        #expect(code == .success, "\(console.errors.prefix(2000))")
        let data = try Data(contentsOf: project.directory.appendingPathComponent("out/dimens.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["schema"] as? String == "dimens/2")
        #expect(((json["tokens"] as? [Any])?.count ?? 0) > 100)
    }

    /// A token's value on each screen of a json output of either schema, as JSON text.
    func values(_ table: ValueTable, _ path: String) -> [String: String] {
        guard let token = table.tokens.first(where: { $0.path == path }), case .perScreen(let columns) = token.values,
            let values = columns.first(where: { $0.member.isEmpty })?.values
        else { return [:] }
        return Dictionary(
            uniqueKeysWithValues: zip(table.screens, values).compactMap { screen, value in value.map { (screen.id, $0) }
            })
    }

    /// The numbers of a size file, read with Foundation's parser: literal `px` dimensions by name.
    func pixels(_ file: String) throws -> [String: Double] {
        let data = try Data(contentsOf: examples.appendingPathComponent("adobe-spectrum/\(file)"))
        let tokens = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return tokens.compactMapValues { token in
            guard let value = (token as? [String: Any])?["$value"] as? [String: Any], value["unit"] as? String == "px"
            else { return nil }
            return (value["value"] as? NSNumber)?.doubleValue
        }
    }

    @Test func spectrumGivesPhonesTheMobileContextAndIPadsTheDesktopOne() throws {
        let project = try project(
            "adobe-spectrum.resolver.json",
            #""modifiers": {"theme": "light", "size": {"mobile": "phone", "desktop": "pad"}}, "catalog": {"include": ["phone", "pad"]}, "defaults": {"model": "none"}"#
        )
        #expect(project.run(["build"]).0 == .success)
        let (mobile, desktop) = (try pixels("size-mobile.tokens.json"), try pixels("size-desktop.tokens.json"))
        let differing = mobile.keys.filter {
            desktop[$0] != nil && desktop[$0] != mobile[$0] && mobile[$0]!.rounded() == mobile[$0]!
                && desktop[$0]!.rounded() == desktop[$0]!
        }.sorted()
        #expect(differing.count > 100)
        let data = try Data(contentsOf: project.directory.appendingPathComponent("out/dimens.json"))
        let table = try #require(ValueTable.read(jsonOutput: Array(data)))
        for name in differing {
            let values = values(table, name).compactMapValues(Double.init)
            #expect(
                values["iphone-15"] == mobile[name] && values["iphone-se-3rd-generation"] == mobile[name],
                "\(name) on iPhones")
            #expect(
                values["ipad-pro-13-inch-m4"] == desktop[name] && values["ipad-mini-a17-pro"] == desktop[name],
                "\(name) on iPads")
            #expect(
                values["ipad-mini-a17-pro@split-1-3"] == desktop[name],
                "\(name) in a compact iPad window: desktop is bound to the pad family")
        }
        let (code, explained) = project.run(["explain", differing[0], "--device", "iphone-15"])
        #expect(code == .success)
        #expect(explained.output.contains("adobe-spectrum/size-mobile.tokens.json:"))
        #expect(explained.output.contains("size=mobile ('phone' matches iphone-15"))
        let (_, onPad) = project.run(["explain", differing[0], "--device", "ipad-air-11-inch-m3"])
        #expect(onPad.output.contains("adobe-spectrum/size-desktop.tokens.json:"))
    }
}
