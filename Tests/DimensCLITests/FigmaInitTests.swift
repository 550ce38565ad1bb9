import DimensKit
import DimensTestSupport
import Foundation
import Testing

@testable import DimensCLI

/// `dimens init --from FOLDER` on Figma's variables export (`Tests/Fixtures/figma-export`, laid out
/// as Figma exports: a folder per collection, a file per mode): it writes a resolver and a config,
/// the build succeeds, and under each mode every token is the value of that mode's file, read here
/// with Foundation, independently of dimens.
struct FigmaInitTests {
    static let fixture = FixtureRun.root.appendingPathComponent("figma-export")

    /// A project with the fixture copied to `design/figma-export`.
    static func project() throws -> Project {
        let project = try Project([:])
        let design = project.directory.appendingPathComponent("design")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: design.appendingPathComponent("figma-export"))
        return project
    }

    static let written = [
        "tokens/figma-export/figma-export.resolver.json", "tokens/figma-export/Primitives.tokens.json",
        "tokens/figma-export/Spacing/Spacing.tokens.json", "tokens/figma-export/Spacing/Desktop.tokens.json",
        "tokens/figma-export/Spacing/Mobile.tokens.json", "tokens/figma-export/Spacing/Tablet.tokens.json",
    ]

    @Test func initWritesAResolverAndAConfigThatBuild() throws {
        let project = try Self.project()
        let (code, console) = project.run(["init", "--from", "design/figma-export"])
        #expect(code == .success, "\(console.errors)")
        #expect(
            console.output == (Self.written + ["dimens.json"]).map { "wrote \($0)\n" }.joined()
                + InitCommand.runtimeNote(embedded: true)
                + InitCommand.next
        )
        let config = try String(contentsOf: project.directory.appendingPathComponent("dimens.json"), encoding: .utf8)
        #expect(config.contains(#""resolver": "tokens/figma-export/figma-export.resolver.json""#))
        #expect(config.contains(#""Spacing": { "Mobile": "default", "Tablet": "pad" }"#))
        #expect(config.contains("Desktop binds no screen, as no Apple device is a desktop"))
        let (built, output) = project.run(["build"])
        #expect(built == .success)
        #expect(output.errors.isEmpty, "no error and no warning: \(output.errors)")
        // The config binds phones to Mobile and iPads to Tablet: each screen has its mode's values.
        let json = try Self.output(project)
        let modes = Set(
            (json["screens"]?.array ?? []).compactMap { $0.object?["contexts"]?.object?["Spacing"]?.string })
        #expect(modes == ["Mobile", "Tablet"])
        for mode in modes { try Self.expectValues(of: mode, in: json) }
    }

    /// Each mode chosen for every screen in turn (a config fixing the modifier): every token of
    /// that mode's file and of Primitives has the file's value on every screen.
    @Test(arguments: ["Mobile", "Tablet", "Desktop"])
    func everyModeBuildsToItsFilesValues(_ mode: String) throws {
        let project = try Self.project()
        #expect(project.run(["init", "--from", "design/figma-export"]).0 == .success)
        let config = """
            {"resolver": "tokens/figma-export/figma-export.resolver.json", "modifiers": {"Spacing": "\(mode)"},
             "catalog": {"include": ["phone", "pad"]}, "defaults": {"model": "none", "round": "none"},
             "outputs": [{"template": "json", "path": "dimens.json"}]}
            """
        try config.write(
            to: project.directory.appendingPathComponent("\(mode).json"), atomically: true, encoding: .utf8)
        let (code, console) = project.run(["build", "--config", "\(mode).json"])
        #expect(code == .success && console.errors.isEmpty, "\(console.errors)")
        try Self.expectValues(of: mode, in: try Self.output(project))
    }

    static func output(_ project: Project) throws -> JSONObject {
        let text = try String(contentsOf: project.directory.appendingPathComponent("out/dimens.json"), encoding: .utf8)
        return try #require(OutputByScreen.read(text))
    }

    /// Every token of `mode`'s file and of Primitives, on every screen of `json` that takes `mode`,
    /// has the value the files give it.
    static func expectValues(of mode: String, in json: JSONObject) throws {
        let files = try FigmaModeFiles(fixture, mode: mode)
        let screens = (json["screens"]?.array ?? []).compactMap(\.object).filter {
            ($0["contexts"]?.object?["Spacing"]?.string).map { $0 == mode } ?? true
        }.compactMap { $0["id"]?.string }
        #expect(screens.count > 100, "\(mode): \(screens.count) screens")
        let checked = try expectValues(files, on: screens, in: json, label: mode)
        #expect(checked > 20 * screens.count, "\(mode): \(checked) values checked")
    }

    /// The build `json` has exactly the tokens of `files`, and on each of `screens` each has the
    /// value the files give it: numbers equal, colors the same components and alpha, strings the
    /// same. Returns how many values were compared.
    @discardableResult
    static func expectValues(_ files: FigmaModeFiles, on screens: [String], in json: JSONObject, label: String)
        throws -> Int
    {
        let built = Dictionary(
            (json["tokens"]?.array ?? []).compactMap(\.object).map { ($0["path"]?.string ?? "", $0) },
            uniquingKeysWith: { first, _ in first })
        #expect(Set(built.keys) == Set(files.tokens.keys), "\(label): the build has exactly the files' tokens")
        var checked = 0
        for (path, value) in files.tokens {
            let token = try #require(built[path], "\(path)")
            switch files.resolved(value) {
            case let number as NSNumber:
                for screen in screens {
                    #expect(
                        token["values"]?.object?[screen]?.number?.double == number.doubleValue,
                        "\(label) \(path) \(screen)")
                    checked += 1
                }
            case let text as String:
                #expect(screens.allSatisfy { token["values"]?.object?[$0]?.string == text }, "\(label) \(path)")
                checked += 1
            case let color as [String: Any]:
                let carried = token["value"]?.object
                #expect(carried?["hex"]?.string == color["hex"] as? String, "\(label) \(path)")
                #expect(
                    carried?["alpha"]?.number?.double ?? 1 == (color["alpha"] as? NSNumber)?.doubleValue ?? 1,
                    "\(label) \(path)")
                // Foundation's JSON reader on Linux may miss a float's last digit: compared to 1e-12.
                let components = carried?["components"]?.array?.compactMap { $0.number?.double } ?? []
                let expected = (color["components"] as? [NSNumber])?.map(\.doubleValue) ?? []
                #expect(
                    components.count == 3 && expected.count == 3
                        && zip(components, expected).allSatisfy { abs($0 - $1) < 1e-12 }, "\(label) \(path)")
                checked += 1
            default:
                Issue.record("\(path): \(value) is not a value the fixture holds")
            }
        }
        return checked
    }

    /// `./design/figma-export/.` names the same folder: the same files, collections named as before.
    @Test func aFolderPathWithDotsWritesTheSameFiles() throws {
        let project = try Self.project()
        let (code, console) = project.run(["init", "--from", "./design/figma-export/."])
        #expect(code == .success, "\(console.errors)")
        #expect(
            console.output == (Self.written + ["dimens.json"]).map { "wrote \($0)\n" }.joined()
                + InitCommand.runtimeNote(embedded: true)
                + InitCommand.next
        )
    }
}
