import DimensKit
import Foundation
import Testing

@testable import DimensCLI

struct TemplateCommandTests {
    @Test func templatesListAndCat() throws {
        let project = try Project([:])
        #expect(
            project.run(["templates", "list"]).1.output
                == "json   (written by code: schema dimens/2, or dimens/1 with the schema option)\n"
                + "android   (written by code: a folder of values…/dimens.xml resources)\ncompose\ncss\nkotlin\nreport\nswift\ntypescript\n"
        )
        let (code, console) = project.run(["templates", "cat", "swift"])
        #expect(code == .success)
        #expect(console.output == (try? TemplateLibrary().resolve("swift").get().source))
        #expect(project.run(["templates", "cat", "swfit"]).1.errors.contains("did you mean 'swift'?"))
        #expect(project.run(["templates", "cat", "json"]).0 == .failure)
        #expect(project.run(["templates", "cat", "android"]).1.errors.contains("written by code, not by a template"))
        #expect(project.run(["templates"]).0 == .usage)
    }

    @Test func contextOfAConfiguredOutput() throws {
        let project = try Project([
            "dimens.json":
                #"{"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "swift", "path": "G.swift", "options": {"typeName": "Metrics"}}]}"#,
            "a.tokens.json": goodToken,
        ])
        let (code, console) = project.run(["context", "--output", "G.swift"])
        #expect(code == .success)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        #expect(json["schema"] as? String == "dimens-context/1")
        #expect(json["typeName"] as? String == "Metrics")
        #expect(project.run(["context", "--output", "swift"]).0 == .success)
        #expect(project.run(["context", "--output", "G.swfit"]).1.errors.contains("did you mean 'G.swift'?"))
    }

    @Test func renderAnyTemplateWithAnyData() throws {
        let project = try Project([
            "t.mustache": "{{#items}}{{name}}{{> sep}}{{/items}}|{{{raw}}}\n",
            "parts/sep.mustache": ", ",
            "data.json": #"{"items": [{"name": "a&b"}, {"name": "c"}], "raw": "<x>"}"#,
            "bad.mustache": "line\n{{/nope}}",
        ])
        let (code, console) = project.run(["render", "t.mustache", "--context", "data.json", "--partials", "parts"])
        #expect(code == .success)
        #expect(console.output == "a&amp;b, c, |<x>\n")
        let (failed, errors) = project.run(["render", "bad.mustache", "--context", "data.json"])
        #expect(failed == .failure)
        #expect(errors.errors.hasPrefix("bad.mustache:2:1: error: '{{/nope}}' closes nothing [template.error]"))
        #expect(project.run(["render", "t.mustache", "--context", "data.json", "--strict"]).0 == .failure)
    }

    @Test func checkWithDiffShowsWhatChanged() throws {
        let project = try Project([
            "dimens.json":
                #"{"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "css", "path": "d.css"}]}"#,
            "a.tokens.json": goodToken,
        ])
        #expect(project.run(["build"]).0 == .success)
        try goodToken.replacingOccurrences(of: "8", with: "9").write(
            to: project.directory.appendingPathComponent("a.tokens.json"), atomically: true, encoding: .utf8)
        let (code, console) = project.run(["build", "--check", "--diff"])
        #expect(code == .stale)
        #expect(console.output.hasPrefix("--- a/out/d.css\n+++ b/out/d.css\n@@ "))
        // the reference stands in as the nearest iPod (320 × 568): 8·(1 + (320 − 375)·0.0033259) = 6.54 → 6.5 at @2x; 9 → 7.5
        #expect(console.output.contains("\n-  --spacing-s: 6.5px;\n+  --spacing-s: 7.5px;\n"))
    }

    @Test func userTemplatesComeFromTheTemplatesFolderAndCannotEscapeIt() throws {
        let project = try Project([
            "dimens.json":
                #"{"tokens": ["*.tokens.json"], "catalog": {"include": ["pod"]}, "outputs": [{"template": "my-kotlin", "path": "D.kt"}, {"template": "css", "path": "d.css"}]}"#,
            "a.tokens.json": goodToken,
            "templates/my-kotlin.mustache":
                "object Dimens {\n{{#tokens}}    val {{names.camel}} = {{referenceValue}}f\n{{/tokens}}}\n{{> footer}}",
            "templates/footer.mustache": "// {{screenCount}} screens\n",
            "templates/css.mustache": "/* my own css */\n",
        ])
        #expect(project.run(["build"]).0 == .success)
        let kotlin = try String(contentsOf: project.directory.appendingPathComponent("out/D.kt"), encoding: .utf8)
        #expect(kotlin == "object Dimens {\n    val spacingS = 6.5f\n}\n// 7 screens\n")
        #expect(
            try String(contentsOf: project.directory.appendingPathComponent("out/d.css"), encoding: .utf8)
                == "/* my own css */\n")
        let escaping = try Project([
            "dimens.json": #"{"outputs": [{"template": "../../etc/passwd", "path": "x"}]}"#,
            "tokens/a.tokens.json": goodToken,
        ])
        let (code, console) = escaping.run(["build"])
        #expect(code == .failure)
        #expect(
            console.errors.contains(
                "template '../../etc/passwd' must stay inside the templates folder (no '..') [config.template]"))
    }
}
