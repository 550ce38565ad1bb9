import DimensKit
import DimensTestSupport
import Foundation
import Testing

@testable import DimensCLI

/// `dimens init --from FOLDER` on the layouts teams keep Figma's export in
/// (`Tests/Fixtures/figma-export-layouts`): `folders`, a folder per collection as Figma exports
/// them, and `flat`, the same mode files renamed side by side. Both hold a collection hidden from
/// publishing (`.Shadow`), collections with several modes and with one, and aliases across
/// collections; under every mode each variable is the value of its mode's file, read here with
/// Foundation.
struct FigmaLayoutInitTests {
    /// A collection of a fixture: the modifier the resolver makes of it (nil for one mode) and its
    /// mode files by mode name.
    struct Collection: Sendable {
        var modifier: String?
        var modes: [String: String]
    }

    /// A fixture folder and its collections, as the resolver names them.
    struct Layout: Sendable, CustomTestStringConvertible {
        var folder: String
        var collections: [Collection]
        var testDescription: String { folder }
        var modifiers: [String] { collections.compactMap(\.modifier) }
    }

    static let layouts = [
        Layout(
            folder: "folders",
            collections: [
                Collection(modes: ["Mode 1": "Primitives/Mode 1.tokens.json"]),
                Collection(modes: ["Mode 1": "Typography/Mode 1.tokens.json"]),
                Collection(
                    modifier: "Theme colors",
                    modes: ["Light": "Theme colors/Light.tokens.json", "Dark": "Theme colors/Dark.tokens.json"]),
                Collection(
                    modifier: "Shadow",
                    modes: ["Light": ".Shadow/Light.tokens.json", "Dark": ".Shadow/Dark.tokens.json"]),
                Collection(
                    modifier: "Spacing",
                    modes: [
                        "Mobile": "Spacing/Mobile.tokens.json", "Tablet": "Spacing/Tablet.tokens.json",
                        "Desktop": "Spacing/Desktop.tokens.json",
                    ]),
            ]),
        Layout(
            folder: "flat",
            collections: [
                Collection(modes: ["Mode 1": "primitives.tokens.json"]),
                Collection(modes: ["Mode 1": "typography.tokens.json"]),
                Collection(
                    modifier: "theme-colors",
                    modes: ["Light": "theme-colors.light.tokens.json", "Dark": "theme-colors.dark.tokens.json"]),
                Collection(
                    modifier: "shadow",
                    modes: ["Light": ".shadow.light.tokens.json", "Dark": ".shadow.dark.tokens.json"]),
                Collection(
                    modifier: "spacing",
                    modes: [
                        "Mobile": "spacing-mobile.tokens.json", "Tablet": "spacing-tablet.tokens.json",
                        "Desktop": "spacing-desktop.tokens.json",
                    ]),
            ]),
    ]

    static func fixture(_ layout: Layout) -> URL {
        FixtureRun.root.appendingPathComponent("figma-export-layouts/\(layout.folder)")
    }

    /// A project with the fixture copied to `design/acme`.
    static func project(_ layout: Layout) throws -> Project {
        let project = try Project([:])
        let design = project.directory.appendingPathComponent("design")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture(layout), to: design.appendingPathComponent("acme"))
        return project
    }

    /// The mode files of `contexts` (modifier → mode) and of the collections with one mode.
    static func files(_ layout: Layout, _ contexts: [String: String]) throws -> FigmaModeFiles {
        let paths = try layout.collections.map { collection in
            let mode = try #require(collection.modifier.map { contexts[$0] } ?? collection.modes.keys.first)
            return fixture(layout).appendingPathComponent(try #require(collection.modes[mode], "\(mode)"))
        }
        return try FigmaModeFiles(paths)
    }

    /// Each screen of `json` grouped by the contexts it takes; under each, every variable of those
    /// mode files has the file's value. Returns the contexts seen.
    @discardableResult
    static func expectEveryValue(_ layout: Layout, in json: JSONObject) throws -> Set<[String: String]> {
        var screens: [[String: String]: [String]] = [:]
        for screen in (json["screens"]?.array ?? []).compactMap(\.object) {
            let contexts = (screen["contexts"]?.object?.members ?? []).map { ($0.key, $0.value.string ?? "") }
            screens[Dictionary(contexts, uniquingKeysWith: { a, _ in a }), default: []].append(
                screen["id"]?.string ?? "")
        }
        for (contexts, ids) in screens {
            #expect(Set(contexts.keys) == Set(layout.modifiers), "every modifier, named without a dot")
            let checked = try FigmaInitTests.expectValues(
                try files(layout, contexts), on: ids, in: json, label: "\(layout.folder) \(contexts)")
            #expect(checked >= 60, "\(contexts): \(checked) values checked")
        }
        return Set(screens.keys)
    }

    @Test(arguments: layouts)
    func initWritesAResolverWithEveryCollectionThatBuilds(_ layout: Layout) throws {
        let project = try Self.project(layout)
        let (code, console) = project.run(["init", "--from", "design/acme"])
        #expect(code == .success, "\(console.errors)")
        #expect(console.errors.isEmpty, "\(console.errors)")
        let shadow = layout.modifiers[1]
        for path in ["tokens/acme/acme.resolver.json", "tokens/acme/\(shadow)/Light.tokens.json", "dimens.json"] {
            #expect(console.output.contains("wrote \(path)\n"), "\(path) in \(console.output)")
        }
        let resolver = try String(
            contentsOf: project.directory.appendingPathComponent("tokens/acme/acme.resolver.json"), encoding: .utf8)
        let document = try #require(ResolverParser.parse(SourceFile(path: "acme.resolver.json", text: resolver)).0)
        #expect(Set(document.modifiers.keys) == Set(layout.modifiers))
        #expect(document.order.allSatisfy { !$0.name.hasPrefix(".") }, "\(document.order.map(\.name))")
        #expect(resolver.contains("(hidden from publishing)"))
        let config = try String(contentsOf: project.directory.appendingPathComponent("dimens.json"), encoding: .utf8)
        #expect(config.contains(#""\#(shadow)": "Light""#), "\(config)")
        let (built, output) = project.run(["build"])
        #expect(built == .success && output.errors.isEmpty, "\(output.errors)")
        let seen = try Self.expectEveryValue(layout, in: try FigmaInitTests.output(project))
        #expect(Set(seen.compactMap { $0[layout.modifiers[2]] }) == ["Mobile", "Tablet"])
        // The hidden collection's variables reach the code outputs under valid names.
        let swift = try String(
            contentsOf: project.directory.appendingPathComponent("out/Dimens.swift"), encoding: .utf8)
        let css = try String(contentsOf: project.directory.appendingPathComponent("out/dimens.css"), encoding: .utf8)
        #expect(swift.contains("var shadowLgSpread: CGFloat") && css.contains("--shadow-lg-spread: -4px;"))
    }

    /// Each mode of every collection chosen for every screen (a config fixing each modifier): the
    /// build has each mode file's values.
    @Test(arguments: layouts)
    func everyModeBuildsToItsFilesValues(_ layout: Layout) throws {
        let project = try Self.project(layout)
        #expect(project.run(["init", "--from", "design/acme"]).0 == .success)
        for turn in 0..<3 {
            let contexts = Dictionary(
                uniqueKeysWithValues: layout.collections.compactMap { collection in
                    collection.modifier.map { ($0, collection.modes.keys.sorted()[turn % collection.modes.count]) }
                })
            let fixed = contexts.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value)\"" }
            let config = """
                {"resolver": "tokens/acme/acme.resolver.json", "modifiers": {\(fixed.joined(separator: ", "))},
                 "catalog": {"include": ["phone", "pad"]}, "defaults": {"model": "none", "round": "none"},
                 "outputs": [{"template": "json", "path": "dimens.json"}]}
                """
            try config.write(
                to: project.directory.appendingPathComponent("fixed.json"), atomically: true, encoding: .utf8)
            let (code, console) = project.run(["build", "--config", "fixed.json"])
            #expect(code == .success && console.errors.isEmpty, "\(console.errors)")
            #expect(try Self.expectEveryValue(layout, in: try FigmaInitTests.output(project)) == [contexts])
        }
    }
}
