import Foundation
import Testing

@testable import DimensCLI

/// `dimens explain --text-size` and `--context` on the HIG-shaped fixture: the value explained at
/// each text size is the one the json output holds for it.
struct ExplainChoicesTests {
    @Test func eachTextSizeExplainsTheJSONOutputsValue() throws {
        let project = try TextSizeTests.project()
        #expect(project.run(["build", "--config", "fixed.dimens.json"]).0 == .success)
        let data = try Data(contentsOf: project.directory.appendingPathComponent("out/text.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let screen = try #require((json["screens"] as? [[String: Any]])?.first { $0["id"] as? String == "iphone-15" })
        let row = try #require(screen["row"] as? Int)
        let body = try #require(
            (json["tokens"] as? [[String: Any]])?.first { $0["path"] as? String == "font.textStyle.body" })
        let sizes = try #require(body["textSizes"] as? [String: [[String: Any]]])
        #expect(sizes.count == 6)
        for size in ["large"] + sizes.keys.sorted() {
            let stored = size == "large" ? (body["values"] as? [[String: Any]])?[row] : sizes[size]?[row]
            let expected = try #require(stored?["fontSize"] as? Double)
            let (code, console) = project.run([
                "explain", "font.textStyle.body.fontSize", "--device", "iphone-15", "--config", "fixed.dimens.json",
                "--text-size", size,
            ])
            #expect(code == .success, "\(size): \(console.errors)")
            #expect(
                console.output.hasSuffix("= \(expected.formatted(.number.grouping(.never)))\n"),
                "\(size): \(console.output)")
            #expect(size == "large" || console.output.contains("(--text-size \(size))"))
        }
    }

    @Test(
        arguments: [
            (["--context", "theme=Dark"], 0, "context: theme=dark (--context); size=large"),
            (["--text-size", "huge"], 1, "no text size 'huge' is bound to a context of modifier 'size'"),
            (["--context", "them=dark"], 1, "the resolution order has no modifier 'them' (did you mean 'theme'?)"),
            (["--context", "theme=dusk"], 1, "modifier 'theme' has no context 'dusk'"),
            (["--context", "theme"], 64, "--context takes MODIFIER=CONTEXT, such as theme=dark, not 'theme'"),
        ])
    func contextsAreChosenOrRefused(_ arguments: [String], _ code: Int32, _ text: String) throws {
        let project = try TextSizeTests.project()
        let (exit, console) = project.run(
            ["explain", "font.textStyle.body.fontSize", "--device", "iphone-15", "--config", "fixed.dimens.json"]
                + arguments)
        #expect(exit.rawValue == code)
        #expect((console.output + console.errors).contains(text), "\(console.output)\(console.errors)")
    }
}
