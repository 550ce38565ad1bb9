import DimensKit
import DimensTestSupport
import Foundation
import Testing

@testable import DimensCLI

/// A design system laid out like Apple's Human Interface Guidelines set (`Tests/Fixtures/text-sizes`,
/// written for these tests): a `typography` set that `resolutionOrder` leaves out, seven size
/// contexts bound to Dynamic Type sizes, and the same resolver with the set added.
struct TextSizeTests {
    static let folder = FixtureRun.root.appendingPathComponent("text-sizes")
    static let contexts = [
        "xSmall": "extraSmall", "small": "small", "medium": "medium", "large": "large", "xLarge": "extraLarge",
        "xxLarge": "extraExtraLarge", "xxxLarge": "extraExtraExtraLarge",
    ]

    /// The fixture copied into a fresh project folder.
    static func project() throws -> Project {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)!
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".json") else { continue }
            files[path] = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }
        return try Project(files)
    }

    @Test func aSetTheOrderLeavesOutIsAWarningAndAnAliasIntoItSaysHowToLoadIt() throws {
        let project = try Self.project()
        let (code, console) = project.run(["lint", "--diagnostics-format", "json"])
        #expect(code == .failure)
        let report = try #require(JSONParser.parse(SourceFile(path: "", text: console.errors)).value?.object)
        let diagnostics = (report["diagnostics"]?.array ?? []).compactMap(\.object)
        let unused = diagnostics.filter { $0["code"]?.string == "resolver.unused-set" }
        #expect(
            unused.count == 1 && unused.first?["file"]?.string == "app.resolver.json"
                && unused.first?["line"]?.number?.literal == "14")
        #expect(unused.first?["message"]?.string?.contains("'typography'") == true)
        let unknown = diagnostics.filter { $0["code"]?.string == "alias.unknown" }
        #expect(unknown.count == 77, "11 text styles in 7 size files")
        for diagnostic in unknown {
            let notes = (diagnostic["notes"]?.array ?? []).compactMap { $0.object?["message"]?.string }
            #expect(
                notes.contains {
                    $0.contains("design.tokens.json of set 'typography'")
                        && $0.contains(##"add "resolverOrder": {"prepend": ["#/sets/typography"]} to the config"##)
                },
                "\(notes)")
        }
    }

    /// The json output of the fixture built with the set added.
    static func built() throws -> (JSONObject, Project) {
        let project = try project()
        let (code, console) = project.run(["build", "--config", "fixed.dimens.json"])
        try #require(code == .success, "\(console.errors)")
        let text = try String(contentsOf: project.directory.appendingPathComponent("out/text.json"), encoding: .utf8)
        return (try #require(OutputByScreen.read(text)), project)
    }

    /// `fontSize`, `lineHeight`, `fontWeight` and `letterSpacing` of each text style in one size file.
    static func styles(_ context: String) throws -> [String: [String: Double]] {
        let data = try Data(contentsOf: folder.appendingPathComponent("textStyle/\(context).tokens.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let group = try #require((root["font"] as? [String: Any])?["textStyle"] as? [String: Any])
        var styles: [String: [String: Double]] = [:]
        for (name, token) in group where !name.hasPrefix("$") {
            let value = try #require((token as? [String: Any])?["$value"] as? [String: Any])
            func number(_ member: String) -> Double? {
                (value[member] as? NSNumber)?.doubleValue
                    ?? ((value[member] as? [String: Any])?["value"] as? NSNumber)?.doubleValue
            }
            styles[name] = [
                "fontSize": number("fontSize")!, "lineHeight": number("lineHeight")!,
                "fontWeight": number("fontWeight")!,
                "letterSpacing": number("letterSpacing")!,
            ]
        }
        return styles
    }

    /// Every text style of a build's json output, at every text size on every screen, is the
    /// one in its size's context file; returns the typography tokens.
    @discardableResult
    static func expectEveryStyleAtEverySize(_ json: JSONObject) throws -> [JSONObject] {
        let screens = (json["screens"]?.array ?? []).compactMap { $0.object?["id"]?.string }
        #expect(screens.count > 100)
        let tokens = (json["tokens"]?.array ?? []).compactMap(\.object).filter { $0["type"]?.string == "typography" }
        #expect(tokens.count == 11)
        for (context, size) in contexts {
            let styles = try styles(context)
            for token in tokens {
                let path = token["path"]!.string!
                let style = String(path.split(separator: ".").last!)
                // `values` is the default size; another size is listed only where it differs.
                let values =
                    size == "large"
                    ? token["values"]?.object : token["textSizes"]?.object?[size]?.object ?? token["values"]?.object
                for screen in screens {
                    let value = try #require(values?[screen]?.object, "\(path) at \(size) on \(screen)")
                    for (member, expected) in styles[style]! {
                        #expect(value[member]?.number?.double == expected, "\(path).\(member) at \(size) on \(screen)")
                    }
                    #expect(value["fontFamily"]?.array?.first?.string == "SF Pro")
                }
            }
        }
        return tokens
    }

    @Test func withTheSetAddedEveryTextStyleAtEveryTextSizeIsItsContextFilesOnEveryScreen() throws {
        let (json, _) = try Self.built()
        let tokens = try Self.expectEveryStyleAtEverySize(json)
        let body = try #require(tokens.first { $0["path"]?.string == "font.textStyle.body" })
        #expect(
            body["textSizes"]?.object?["extraSmall"]?.object?["iphone-15"]?.object?["fontSize"]?.number?.double == 14)
        #expect(
            body["textSizes"]?.object?["extraExtraExtraLarge"]?.object?["iphone-15"]?.object?["fontSize"]?.number?
                .double == 23)
        #expect(body["textSizes"]?.object?["large"] == nil, "the default size is `values`")
    }

    @Test func explainNamesTheSizeContextAndDiffNamesTheMember() throws {
        let (_, project) = try Self.built()
        let (code, explained) = project.run([
            "explain", "font.textStyle.body.fontSize", "--device", "iphone-15", "--config", "fixed.dimens.json",
        ])
        #expect(code == .success)
        #expect(explained.output.contains("size=large (bound to the default text size, large)"), "\(explained.output)")
        #expect(explained.output.hasSuffix("= 17\n"))
        let old = try String(contentsOf: project.directory.appendingPathComponent("out/text.json"), encoding: .utf8)
        let large = project.directory.appendingPathComponent("textStyle/large.tokens.json")
        try String(contentsOf: large, encoding: .utf8).replacingOccurrences(
            of: #""value": 17,"#, with: #""value": 18,"#
        )
        .write(to: large, atomically: true, encoding: .utf8)
        #expect(project.run(["build", "--config", "fixed.dimens.json"]).0 == .success)
        try old.write(to: project.directory.appendingPathComponent("old.json"), atomically: true, encoding: .utf8)
        let (_, diff) = project.run(["diff", "old.json", "out/text.json"])
        #expect(diff.output.contains("font.textStyle.body.fontSize"), "\(diff.output)")
        #expect(diff.output.contains("font.textStyle.headline.fontSize"))
        #expect(!diff.output.contains("font.textStyle.body.lineHeight"))
    }

    @Test func eachWarningIsShownOnceWhateverTheTextSizes() throws {
        let project = try Self.project()
        let (code, console) = project.run(["build", "--config", "fixed.dimens.json"])
        #expect(code == .success)
        #expect(console.errors.components(separatedBy: "[type.missing]").count == 2, "\(console.errors)")
    }

    /// The default schema, `dimens/2`: each screen's row, each token's values by row.
    @Test func theRowFormListsTheScreensRowsOnly() throws {
        let (_, project) = try Self.built()
        let text = try String(contentsOf: project.directory.appendingPathComponent("out/text.json"), encoding: .utf8)
        let json = try #require(JSONParser.parse(SourceFile(path: "", text: text)).value?.object)
        #expect(json["schema"]?.string == "dimens/2")
        let rows = Set((json["screens"]?.array ?? []).compactMap { $0.object?["row"]?.number?.double })
        #expect(json["rows"]?.number?.double == Double(rows.count) && rows.max() == Double(rows.count - 1))
        let body = (json["tokens"]?.array ?? []).compactMap(\.object).first {
            $0["path"]?.string == "font.textStyle.body"
        }
        #expect(
            body?["values"]?.array?.count == rows.count
                && body?["textSizes"]?.object?["extraSmall"]?.array?.count == rows.count)
    }

    @Test func aTokenWhoseMembersDifferBetweenSizesIsAnError() throws {
        let project = try Self.project()
        let small = project.directory.appendingPathComponent("textStyle/small.tokens.json")
        let text = try String(contentsOf: small, encoding: .utf8)
        // Small sizes leave out fontWeight: the typographies' members differ from the default size's.
        try text.replacingOccurrences(of: #""fontWeight": 400,"#, with: "").write(
            to: small, atomically: true, encoding: .utf8)
        let (code, console) = project.run(["build", "--config", "fixed.dimens.json"])
        #expect(code == .failure)
        #expect(
            console.errors.contains("[resolver.context-mismatch]")
                && console.errors.contains("with size=small than at the default text size"), "\(console.errors)")
    }
}
