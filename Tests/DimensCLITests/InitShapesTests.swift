import DimensKit
import DimensTestSupport
import Foundation
import Testing

@testable import DimensCLI

/// `dimens init --from` on the resolver shapes the DTCG Resolver Module allows, each a fixture
/// written for these tests (`Tests/Fixtures/init`, and the HIG-like `text-sizes`): the config it
/// writes builds with no error on the first try, says what it chose, and every number on every
/// screen is the one in the files of the contexts that screen gets.
struct InitShapesTests {
    /// A fixture folder copied into a fresh project, at `under` inside it.
    static func project(_ fixture: String, under folder: String = "") throws -> Project {
        let root = FixtureRun.root.appendingPathComponent(fixture)
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)!
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".json"), path != "dimens.json", !path.hasSuffix(".dimens.json") else { continue }
            files[folder + path] = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        }
        return try Project(files)
    }

    /// Runs init then build in `project` (in `folder` inside it); the config's text and the json output.
    static func initAndBuild(_ project: Project, from resolver: String, in folder: String = "") throws -> (
        config: String, output: String
    ) {
        let at = Project(existing: project.directory.appendingPathComponent(folder))
        let (initCode, initConsole) = at.run(["init", "--from", resolver])
        try #require(initCode == .success, "\(initConsole.errors)")
        let config = try String(contentsOf: at.directory.appendingPathComponent("dimens.json"), encoding: .utf8)
        let (code, console) = at.run(["build"])
        try #require(code == .success, "\(console.errors.prefix(2000))\n\(config)")
        #expect(!console.errors.contains(": error:"), "\(console.errors.prefix(1000))")
        let output = try String(contentsOf: at.directory.appendingPathComponent("out/dimens.json"), encoding: .utf8)
        return (config, output)
    }

    @Test func widthContextsAreBoundToRangesFromTheFilesBreakpointTokens() throws {
        let project = try Self.project("init/widths")
        let (config, output) = try Self.initAndBuild(project, from: "widths.resolver.json")
        // The files' own breakpoints (md 700 px, lg 62.5 rem), not Carbon's table (672, 1056).
        #expect(
            config.contains(
                #""breakpoint": { "sm": "w<700", "md": "w>=700&w<1000", "lg": "w>=1000&w<1300", "xlg": "w>=1300" }"#),
            "\(config)")
        #expect(config.contains("widths from the files' breakpoint tokens: sm 0, md 700, lg 1000, xlg 1300"))
        #expect(config.contains(#""theme": "white""#) && config.contains("the others: g100"))
        let check = try ContextValueCheck(
            resolver: project.directory.appendingPathComponent("widths.resolver.json"), output: output)
        check.expectEveryValueEqual("widths")
        let used = Set(check.groups.keys.compactMap { $0["breakpoint"] })
        #expect(used == ["sm", "md", "lg", "xlg"], "phones sm, iPads md and lg, wide windows xlg: \(used)")
    }

    @Test func inlineSetsModifiersFragmentsAndNumericWidthsBuild() throws {
        let project = try Self.project("init/inline")
        let (config, output) = try Self.initAndBuild(project, from: "inline.resolver.json")
        #expect(config.contains(#""window": { "0dp": "w<600", "600dp": "w>=600&w<840", "840dp": "w>=840" }"#))
        #expect(config.contains(#"density: fixed to "comfortable": it has no default, so this is its first context"#))
        let check = try ContextValueCheck(
            resolver: project.directory.appendingPathComponent("inline.resolver.json"), output: output)
        check.expectEveryValueEqual("inline")
        #expect(Set(check.groups.keys.compactMap { $0["window"] }) == ["0dp", "600dp", "840dp"])
    }

    /// A resolver in a folder beside the project: init refuses its files, as the build would
    /// (issue 48; it used to allow them with `"allowFilesOutside": true`), and the design system
    /// copied into the project builds with every value its context's.
    @Test func filesOutsideTheConfigsFolderAreRefusedAndACopyInsideBuilds() throws {
        let project = try Self.project("init/widths", under: "vendor/")
        let app = project.directory.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let (code, console) = Project(existing: app).run(["init", "--from", "../vendor/widths.resolver.json"])
        #expect(code == .failure && console.errors.contains("[input.outside]"), "\(console.errors)")
        #expect(console.errors.contains("copy the design system into the project"))
        #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("dimens.json").path))
        try FileManager.default.copyItem(
            at: project.directory.appendingPathComponent("vendor"), to: app.appendingPathComponent("vendor"))
        let (config, output) = try Self.initAndBuild(project, from: "vendor/widths.resolver.json", in: "app")
        #expect(!config.contains("allowFilesOutside"))
        try ContextValueCheck(
            resolver: app.appendingPathComponent("vendor/widths.resolver.json"), output: output
        ).expectEveryValueEqual("copied")
    }

    /// Apple's HIG shape: a set the order leaves out, added from the config, and text-size
    /// contexts bound to Dynamic Type; every text style at every size is its context file's.
    @Test func aSetOutsideTheOrderIsAddedFromTheConfigAndTextSizesAreBound() throws {
        let project = try Self.project("text-sizes")
        let (config, output) = try Self.initAndBuild(project, from: "app.resolver.json")
        #expect(config.contains(##""resolverOrder": { "prepend": ["#/sets/typography"] },"##), "\(config)")
        #expect(config.contains("leaves out set 'typography' (app.resolver.json:14:5)"))
        #expect(
            config.contains(
                #""size": { "textSize": { "xSmall": "extraSmall", "small": "small", "medium": "medium", "large": "large", "xLarge": "extraLarge", "xxLarge": "extraExtraLarge", "xxxLarge": "extraExtraExtraLarge" } }"#
            ))
        let json = try #require(OutputByScreen.read(output))
        try TextSizeTests.expectEveryStyleAtEverySize(json)
    }

    @Test func ruleSuggestionsNameGroupsThatExistWithTheTokensEachMatches() throws {
        let project = try Self.project("init/widths")
        let (config, _) = try Self.initAndBuild(project, from: "widths.resolver.json")
        // Carbon's shape: the spacing group is `layout.spacing`, not a top-level `spacing`.
        #expect(
            config.contains(
                #"//   { "tokens": "layout.spacing.**", "model": "fixed", "round": "pixel" },  // 6 tokens"#))
        #expect(
            config.contains(
                #"//   { "tokens": "layout.icon-size.**", "model": "fixed", "round": "pixel" }  // 2 tokens"#))
        #expect(!config.contains("font-size") && !config.contains("breakpoint.**"))
        // Enabled as written, each rule matches the tokens it says (no config.rule-unused), and the build scales them.
        let rules = config.replacingOccurrences(of: "  // \"rules\": [", with: "  \"rules\": [")
            .replacingOccurrences(of: "  //   { \"tokens\"", with: "    { \"tokens\"")
            .replacingOccurrences(of: "  // ],", with: "  ],")
        try rules.write(to: project.directory.appendingPathComponent("dimens.json"), atomically: true, encoding: .utf8)
        let (code, console) = project.run(["build"])
        #expect(code == .success && !console.errors.contains("config.rule-unused"), "\(console.errors)")
        let text = try String(contentsOf: project.directory.appendingPathComponent("out/dimens.json"), encoding: .utf8)
        let json = try #require(OutputByScreen.read(text))
        let fixed = (json["tokens"]?.array ?? []).compactMap(\.object).filter { $0["model"]?.string == "fixed" }
        #expect(fixed.count == 8, "\(fixed.map { $0["path"]?.string ?? "" })")
    }

    /// Names a config must escape: a line break in the resolver's, a modifier's or a context's name
    /// stays inside its comment, and a set named with `/` is referenced as a JSON Pointer (`a~1b`).
    @Test func namesThatNeedEscapingGiveAConfigThatBuilds() throws {
        let project = try Project([
            "x.resolver.json": ##"""
            { "name": "Line\nbreak", "version": "2025.10",
              "sets": { "a/b": { "sources": [ { "$ref": "a.tokens.json" } ] } },
              "modifiers": { "the\nmode": { "contexts": { "one\ntwo": [], "three": [] } } },
              "resolutionOrder": [ { "$ref": "#/modifiers/the%0Amode" } ] }
            """##,
            "a.tokens.json": goodToken,
        ])
        let (config, output) = try Self.initAndBuild(project, from: "x.resolver.json")
        #expect(config.contains(##""resolverOrder": { "prepend": ["#/sets/a~1b"] },"##), "\(config)")
        #expect(config.contains("  // dimens configuration for the design system Line\\u{a}break,\n"))
        #expect(config.contains(#"    "the\nmode": "one\ntwo""#))
        #expect(output.contains("spacing.s"))
    }

    /// When the config init would write does not build (a file the resolver names is missing), init
    /// says why and writes nothing.
    @Test func initWritesNothingWhenItsConfigWouldNotBuild() throws {
        let project = try Project([
            "x.resolver.json":
                ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "missing.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##
        ])
        let (code, console) = project.run(["init", "--from", "x.resolver.json"])
        #expect(code == .failure)
        #expect(
            console.errors.hasPrefix(
                "dimens: error: the config init would write for x.resolver.json does not build; nothing is written:\n"
            ) && console.errors.contains("x.resolver.json:1:60: error: cannot read 'missing.tokens.json'"),
            "\(console.errors)")
        #expect(!FileManager.default.fileExists(atPath: project.directory.appendingPathComponent("dimens.json").path))
    }

    @Test func aFolderHoldingAResolverIsNotTakenForFigmasExport() throws {
        let project = try Self.project("init/widths", under: "design/")
        let (code, console) = project.run(["init", "--from", "design"])
        #expect(code == .failure)
        #expect(
            console.errors
                == "dimens: error: 'design' holds a DTCG resolver, not Figma's export; run dimens init --from design/widths.resolver.json\n"
        )
    }
}
