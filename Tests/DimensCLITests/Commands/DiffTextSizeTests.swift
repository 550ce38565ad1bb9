import Foundation
import Testing

@testable import DimensCLI

/// `dimens diff` on the HIG-shaped fixture: a text size whose values equal the default's is left
/// out of the json output, and appears in it once the default changes. An app reads the same at
/// that size before and after, so the diff names the default size's change and nothing else.
struct DiffTextSizeTests {
    /// The fixture with `medium`'s body equal to `large`'s, so the json output leaves it out.
    func project() throws -> Project {
        let project = try TextSizeTests.project()
        let medium = project.directory.appendingPathComponent("textStyle/medium.tokens.json")
        let large = try tokens(project, "textStyle/large.tokens.json")
        var document = try tokens(project, "textStyle/medium.tokens.json")
        var font = try #require(document["font"] as? [String: Any])
        var styles = try #require(font["textStyle"] as? [String: Any])
        var body = try #require(styles["body"] as? [String: Any])
        body["$value"] = try #require(
            ((large["font"] as? [String: Any])?["textStyle"] as? [String: Any])?["body"] as? [String: Any])["$value"]
        styles["body"] = body
        font["textStyle"] = styles
        document["font"] = font
        try JSONSerialization.data(withJSONObject: document).write(to: medium)
        return project
    }

    func tokens(_ project: Project, _ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: project.directory.appendingPathComponent(path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The sizes the json output stores for body.
    func storedSizes(_ project: Project, _ path: String) throws -> [String] {
        let tokens = try #require(try self.tokens(project, path)["tokens"] as? [[String: Any]])
        let body = try #require(tokens.first { $0["path"] as? String == "font.textStyle.body" })
        return ((body["textSizes"] as? [String: Any])?.keys.sorted()) ?? []
    }

    @Test func oneValueAtTheDefaultSizeIsOneChange() throws {
        let project = try project()
        #expect(project.run(["build", "--config", "fixed.dimens.json"]).0 == .success)
        try FileManager.default.copyItem(
            at: project.directory.appendingPathComponent("out/text.json"),
            to: project.directory.appendingPathComponent("old.json"))
        #expect(try !storedSizes(project, "old.json").contains("medium"), "equal to the default: left out")

        let large = project.directory.appendingPathComponent("textStyle/large.tokens.json")
        let text = try String(contentsOf: large, encoding: .utf8)
        let body = try #require(text.range(of: #""body""#))
        let size = try #require(text.range(of: #""value": 17,"#, range: body.upperBound..<text.endIndex))
        try text.replacingCharacters(in: size, with: #""value": 18,"#).write(
            to: large, atomically: true, encoding: .utf8)
        #expect(project.run(["build", "--config", "fixed.dimens.json"]).0 == .success)
        #expect(try storedSizes(project, "out/text.json").contains("medium"), "now differs from the default: stored")

        let (code, console) = project.run(["diff", "old.json", "out/text.json", "--fail-on", "breaking"])
        #expect(code == .success)
        #expect(
            console.output
                == "~ font.textStyle.body.fontSize: 17 → 18 on every screen (464) at large\n1 changed token\n")
        let json = try #require(
            try JSONSerialization.jsonObject(
                with: Data(project.run(["diff", "old.json", "out/text.json", "--format", "json"]).1.output.utf8))
                as? [String: Any])
        let change = try #require(((json["tokens"] as? [[String: Any]])?.first?["changes"] as? [[String: Any]])?.first)
        #expect(change["member"] as? String == "fontSize" && change["textSizes"] as? [String] == ["large"])
    }
}
