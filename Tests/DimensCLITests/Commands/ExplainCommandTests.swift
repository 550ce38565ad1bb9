import DimensKit
import Foundation
import Testing

/// `dimens explain TOKEN.member` on the example's typographies: on each screen, the value is the
/// one the build writes to its json output, and the header names one model (the one that computed
/// the member) or says that none scales it, in text and in `--json` alike.
struct ExplainCommandTests {
    static let tokens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("tokens")

    /// The example's token files and config, building only its json output into `out/`.
    static func example() throws -> Project {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: tokens.path) {
            files["tokens/\(name)"] = try String(contentsOf: tokens.appendingPathComponent(name), encoding: .utf8)
        }
        let config = try #require(files["tokens/dimens.json"])
        let outputs = try #require(config.range(of: #""outputs": \[[^\]]*\]"#, options: .regularExpression))
        files["tokens/dimens.json"] = config.replacingCharacters(
            in: outputs, with: #""outputs": [{ "template": "json", "path": "dimens.json" }]"#)
        return try Project(files)
    }

    @Test func everyTypographyMemberIsTheValueTheJsonOutputHolds() throws {
        let project = try Self.example()
        #expect(project.run(["build", "--config", "tokens/dimens.json"]).0 == .success)
        let written = try String(
            contentsOf: project.directory.appendingPathComponent("out/dimens.json"), encoding: .utf8)
        let output = try #require(JSONParser.parse(SourceFile(path: "dimens.json", text: written)).value?.object)
        let typographies = (output["tokens"]?.array ?? []).compactMap(\.object).filter {
            $0["type"]?.string == "typography"
        }
        #expect(typographies.count == 2)
        // Screens with equal values share a row of `values`.
        let rows = Dictionary(
            (output["screens"]?.array ?? []).compactMap(\.object).map {
                ($0["id"]?.string ?? "", Int($0["row"]?.number?.double ?? -1))
            }, uniquingKeysWith: { first, _ in first })
        var explained = 0
        for token in typographies {
            let path = try #require(token["path"]?.string)
            for screen in ["iphone-15", "ipad-air-11-inch-m3@landscape", "pixel-5"] {
                let index = try #require(rows[screen])
                let members = try #require(token["values"]?.array?[index].object, "\(path) on \(screen)")
                for member in members.members {
                    guard let built = member.value.number?.double else { continue }
                    let arguments = [
                        "explain", "\(path).\(member.key)", "--device", screen, "--config", "tokens/dimens.json",
                    ]
                    let (code, console) = project.run(arguments + ["--json"])
                    #expect(code == .success, "\(console.errors)")
                    let json = try #require(JSONParser.parse(SourceFile(path: "", text: console.output)).value?.object)
                    #expect(json["value"]?.number?.double == built, "\(path).\(member.key) on \(screen)")
                    let scaling = try #require(json["scaling"]?.string)
                    if let model = json["model"]?.string {
                        #expect(scaling.hasPrefix("model \(model)") && model != "none", "\(scaling)")
                    } else {
                        #expect(scaling.hasPrefix("no model: "), "\(scaling)")
                    }
                    let text = project.run(arguments).1.output.split(separator: "\n")
                    try #require(text.count > 2)
                    #expect(text[1].hasSuffix("type typography, \(scaling)"), "\(text[1])")
                    #expect(!text[1].contains("model none"))
                    explained += 1
                }
            }
        }
        #expect(explained == 2 * 3 * 4)
    }

    /// The reference's example (Dimens.docc/CommandLine.md) is what `explain` prints on the example.
    @Test func theReferencesExampleIsWhatExplainPrints() throws {
        let guide = try String(
            contentsOf: Self.tokens.deletingLastPathComponent().appendingPathComponent(
                "Sources/dimens/Dimens.docc/CommandLine.md"), encoding: .utf8)
        let start = try #require(guide.range(of: "```\ntext.body.letterSpacing on iphone-15"))
        let end = try #require(guide.range(of: "\n```", range: start.upperBound..<guide.endIndex))
        let example = String(guide[guide.index(start.lowerBound, offsetBy: 4)...end.lowerBound])
        let printed = try Self.example().run([
            "explain", "text.body.letterSpacing", "--device", "iphone-15", "--config", "tokens/dimens.json",
        ])
        #expect(printed.0 == .success)
        #expect(printed.1.output == example)
    }
}
