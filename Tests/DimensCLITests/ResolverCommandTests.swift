import DimensKit
import DimensTestSupport
import Foundation
import Testing

@testable import DimensCLI

/// The resolver workflow on the command line: a small design system with a theme and a size
/// modifier, neither with a default.
struct ResolverCommandTests {
    static let files: [String: String] = [
        "tokens/app.resolver.json": """
        {"version": "2025.10", "name": "Tiny",
         "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {
           "theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.tokens.json"}]}},
           "size": {"contexts": {"desktop": [{"$ref": "desktop.tokens.json"}], "mobile": [{"$ref": "mobile.tokens.json"}]}}
         },
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/size"}]}
        """,
        "tokens/base.tokens.json": ##"{"ink": {"$type": "color", "$value": "#000000"}}"##,
        "tokens/dark.tokens.json": ##"{"ink": {"$type": "color", "$value": "#ffffff"}}"##,
        "tokens/desktop.tokens.json": #"{"pad": {"$type": "dimension", "$value": {"value": 24, "unit": "px"}}}"#,
        "tokens/mobile.tokens.json": #"{"pad": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}}"#,
    ]

    func read(_ project: Project, _ path: String) throws -> String {
        try String(contentsOf: project.directory.appendingPathComponent(path), encoding: .utf8)
    }

    /// `size` of each screen in the json output.
    func sizeContexts(_ project: Project) throws -> [String: String] {
        let json = try #require(
            JSONParser.parse(SourceFile(path: "", text: try read(project, "out/dimens.json"))).value?.object)
        return Dictionary(
            uniqueKeysWithValues: (json["screens"]?.array ?? []).compactMap(\.object).map {
                ($0["id"]!.string!, $0["contexts"]?.object?["size"]?.string ?? "-")
            })
    }

    /// `pad` of each screen in the json output.
    func pads(_ project: Project) throws -> [String: Double] {
        let json = try #require(OutputByScreen.read(try read(project, "out/dimens.json")))
        let pad = (json["tokens"]?.array ?? []).compactMap(\.object).first { $0["path"]?.string == "pad" }
        return (pad?["values"]?.object?.members ?? []).reduce(into: [:]) { $0[$1.key] = $1.value.number?.double }
    }

    /// init binds the size-like modifier to screens and scales nothing, so every screen gets its
    /// context's number as written; the fixed alternative it shows, commented, also builds.
    @Test func initFromAResolverWritesAConfigThatKeepsTheFilesNumbersOnEveryScreen() throws {
        let project = try Project(Self.files)
        let (code, console) = project.run(["init", "--from", "tokens/app.resolver.json"])
        #expect(
            code == .success
                && console.output == "wrote dimens.json\n" + InitCommand.runtimeNote(embedded: true) + InitCommand.next)
        let config = try read(project, "dimens.json")
        #expect(config.contains(#""resolver": "tokens/app.resolver.json","#))
        #expect(
            config.contains(
                "    // theme: fixed to \"light\": it has no default, so this is its first context; the others: dark.\n    \"theme\": \"light\","
            ))
        let binding = #"    "size": { "desktop": "pad", "mobile": "default" }"#
        let fixed = #"    // "size": "desktop""#
        #expect(config.contains(fixed + "\n" + binding + "\n"))
        #expect(config.contains(#""defaults": { "model": "none", "round": "none" }"#))
        // No group is named like spacing or sizing (`pad` is a token at the root): the example rule.
        #expect(config.contains(#"// "rules": [ { "tokens": "spacing.**", "model": "fixed", "round": "pixel" } ],"#))

        let (built, report) = project.run(["build"])
        #expect(built == .success && report.errors.isEmpty, "\(report.errors)")
        let sizes = try sizeContexts(project)
        let padding = try pads(project)
        #expect(sizes["iphone-15"] == "mobile" && sizes["iphone-15@landscape"] == "mobile")
        #expect(sizes["ipad-pro-13-inch-m4"] == "desktop" && sizes["ipad-mini-a17-pro@landscape"] == "desktop")
        #expect(
            padding.count == sizes.count && padding.allSatisfy { id, pad in pad == (sizes[id] == "mobile" ? 16 : 24) },
            "\(padding)")

        let unbound = config.replacingOccurrences(
            of: fixed + "\n" + binding + "\n", with: #"    "size": "desktop""# + "\n")
        try unbound.write(
            to: project.directory.appendingPathComponent("dimens.json"), atomically: true, encoding: .utf8)
        #expect(project.run(["build"]).0 == .success)
        #expect(
            try sizeContexts(project)["iphone-15"] == "desktop" && (try pads(project)).values.allSatisfy { $0 == 24 })
        #expect(project.run(["init", "--from", "tokens/app.resolver.json"]).0 == .failure)
    }

    @Test func explainNamesTheContextAndTheFileTheValueCameFrom() throws {
        var files = Self.files
        files["dimens.json"] =
            #"{"resolver": "tokens/app.resolver.json", "modifiers": {"theme": "dark", "size": {"mobile": "phone", "desktop": "pad"}}}"#
        let project = try Project(files)
        let (code, console) = project.run(["explain", "pad", "--device", "ipad-air-11-inch-m3"])
        #expect(code == .success, "\(console.errors)")
        #expect(console.output.contains("  defined at tokens/desktop.tokens.json:1:2, type dimension, model fixed\n"))
        #expect(
            console.output.contains(
                "  context: theme=dark (the config's input); size=desktop ('pad' matches ipad-air-11-inch-m3, bound at dimens.json:1:"
            ))
        let (_, phone) = project.run(["explain", "pad", "--device", "iphone-15", "--json"])
        let json = try #require(JSONParser.parse(SourceFile(path: "", text: phone.output)).value?.object)
        #expect(json["source"]?.string == "tokens/mobile.tokens.json:1:2")
        #expect(json["contexts"]?.array?.count == 2)
    }

    @Test func severitiesFromTheConfigDecideWhatFails() throws {
        let tokens = #"{"w": {"$type": "dimension", "$value": {"value": 50, "unit": "vw"}}, "loose": {"$value": 1}}"#
        let base = #""tokens": ["a.tokens.json"], "outputs": [{"template": "json", "path": "d.json"}]"#
        let plain = try Project(["dimens.json": "{\(base)}", "a.tokens.json": tokens])
        let (built, console) = plain.run(["build"])
        #expect(
            built == .success && console.errors.contains("[value.unit]") && console.errors.contains("[type.missing]"))
        let written = try #require(
            JSONParser.parse(SourceFile(path: "", text: try read(plain, "out/d.json"))).value?.object)
        let carried = (written["tokens"]?.array ?? []).compactMap(\.object)
        #expect(carried.map { $0.keys } == [["path", "type", "source", "value"], ["path", "source", "value"]])
        #expect(carried[0]["value"]?.object?["unit"]?.string == "vw" && carried[1]["value"]?.number?.literal == "1")
        #expect(plain.run(["build", "--strict"]).0 == .strictWarnings)

        let raised = try Project([
            "dimens.json": #"{\#(base), "lint": {"value.unit": "error"}}"#, "a.tokens.json": tokens,
        ])
        #expect(raised.run(["build"]).0 == .failure)
        #expect(!FileManager.default.fileExists(atPath: raised.directory.appendingPathComponent("out").path))

        let silenced = try Project([
            "dimens.json":
                #"{\#(base), "lint": {"value.unit": "off", "type.missing": "off", "scale.nothing-computed": "off"}}"#,
            "a.tokens.json": tokens,
        ])
        let (quiet, output) = silenced.run(["lint", "--strict"])
        #expect(quiet == .success && output.errors.isEmpty)
    }

    @Test func diffComparesTwoResolversAtTheirFirstContexts() throws {
        var files = Self.files
        for (path, text) in Self.files { files["new/" + path] = text }
        files["new/tokens/desktop.tokens.json"] =
            #"{"pad": {"$type": "dimension", "$value": {"value": 30, "unit": "px"}}}"#
        files["new/tokens/mobile.tokens.json"] =
            #"{"pad": {"$type": "dimension", "$value": {"value": 12, "unit": "px"}}}"#
        let project = try Project(files)
        let (code, console) = project.run([
            "diff", "tokens/app.resolver.json", "new/tokens/app.resolver.json", "--exit-code",
        ])
        #expect(code == .stale, "\(console.errors)")
        #expect(
            console.output.hasPrefix("~ pad: 10.5…80.5 → 13…100.5 on every screen (385) (base 24px → 30px)\n"),
            "\(console.output)")
        let verbose = project.run(["diff", "tokens/app.resolver.json", "new/tokens/app.resolver.json", "--verbose"]).1
            .output
        #expect(
            verbose.contains("\n    24 → 30 on 44 screens: iphone-6, iphone-6s, iphone-7, iphone-8 and 40 more\n"),
            "\(verbose)")
        #expect(verbose.split(separator: "\n").allSatisfy { $0.count < 300 }, "no line lists hundreds of screens")
    }

    @Test func xcfilelistsNameTheResolverAndEveryFileItReads() throws {
        var files = Self.files
        files["dimens.json"] =
            #"{"resolver": "tokens/app.resolver.json", "modifiers": {"theme": "light", "size": "mobile"}}"#
        let project = try Project(files)
        #expect(project.run(["xcfilelists"]).0 == .success)
        let inputs = try read(project, "out/dimens-inputs.xcfilelist").split(separator: "\n")
        #expect(
            inputs == [
                "$(SRCROOT)/dimens.json", "$(SRCROOT)/tokens/app.resolver.json", "$(SRCROOT)/tokens/base.tokens.json",
                "$(SRCROOT)/tokens/dark.tokens.json", "$(SRCROOT)/tokens/desktop.tokens.json",
                "$(SRCROOT)/tokens/mobile.tokens.json",
            ])
    }

    /// The report marks the screens computed under another context than the reference screen's.
    @Test func theReportMarksScreensOfAnotherContext() throws {
        var files = Self.files
        files["dimens.json"] =
            #"{"resolver": "tokens/app.resolver.json", "modifiers": {"theme": "light", "size": {"mobile": "phone", "desktop": "pad"}}, "catalog": {"include": ["phone", "pad"]}, "outputs": [{"template": "report", "path": "report.html"}]}"#
        let project = try Project(files)
        #expect(project.run(["build"]).0 == .success)
        let html = try read(project, "out/report.html")
        // One band over the screens of size=desktop: every pad group, side by side after the phones'.
        let bands = html.components(separatedBy: "<rect class=\"context\"").count - 1
        #expect(bands == 1, "one chart, one run of iPad screens")
        let svg = try #require(html.range(of: "<svg").map { String(html[$0.lowerBound...]) })
        #expect(
            svg.range(of: "<rect class=\"context\"")!.lowerBound > svg.range(of: ">pad ")!.lowerBound
                || svg.contains("<title>pad portrait"))
        #expect(html.contains("<title>ipad"), "points name their screens on hover")
        // The fixed model on top of contexts that already differ is what the report shows first.
        let look = try #require(html.range(of: "<h2>Needs a look</h2>").map { String(html[$0.upperBound...]) })
        #expect(look.prefix(upTo: look.range(of: "<h2>Explained")!.lowerBound).contains("scale.double-adaptation"))
    }
}
