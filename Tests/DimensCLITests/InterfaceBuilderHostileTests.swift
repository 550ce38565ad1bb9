import DimensKit
import Foundation
import Testing

@testable import DimensCLI

/// Storyboards and xibs from someone you do not trust (issue 48, round three): names the
/// generated runtime cannot apply, patterns that reach an output or files outside the project.
struct InterfaceBuilderHostileTests {
    static let config = #"""
        {"tokens": ["*.tokens.json"], "interfaceBuilder": ["App/**/*.xib"], "catalog": {"include": ["pod"]},
         "outputs": [{"template": "swift", "path": "D.swift", "options": {"inspectables": true}}]}
        """#

    static let tokens = #"""
        {"spacing": {"$type": "dimension", "card": {"$value": {"value": 16, "unit": "px"}},
                     "half": {"$value": {"value": 50, "unit": "vw"}}, "em": {"$value": {"value": 2, "unit": "em"}}},
         "text": {"$type": "typography",
                  "old": {"$deprecated": "use another", "$value": {"fontFamily": "Inter", "fontSize": {"value": 15, "unit": "px"}, "fontWeight": 400, "lineHeight": 1.4, "letterSpacing": {"value": 0, "unit": "px"}}}}}
        """#

    /// A xib naming each (key path, name) on its own line, from line 3.
    static func xib(_ names: [(String, String)]) -> String {
        let lines = names.enumerated().map { index, named in
            let element = named.0 == "dimensFont" ? "label" : "view"
            return
                "<\(element) id=\"v-\(index)\"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type=\"string\" keyPath=\"\(named.0)\" value=\"\(named.1)\"/></userDefinedRuntimeAttributes></\(element)>"
        }
        return "<document>\n<objects>\n" + lines.joined(separator: "\n") + "\n</objects>\n</document>\n"
    }

    /// The column of the value of the runtime attribute on `line` of `xib`.
    static func valueColumn(_ xib: String, line: Int) -> Int {
        let text = xib.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        return text.distance(from: text.startIndex, to: text.range(of: "value=\"")!.upperBound) + 1
    }

    @Test func aNameTheRuntimeCannotApplyIsAnErrorAtItsValue() throws {
        let xib = Self.xib([
            ("dimensFont", "text.old"), ("dimensCornerRadius", "spacing.half"), ("dimensBorderWidth", "spacing.em"),
            ("dimensBorderWidth", "spacing.card"),
        ])
        let project = try Project(["dimens.json": Self.config, "a.tokens.json": Self.tokens, "App/Card.xib": xib])
        let (code, found) = try FixtureRun.diagnostics(["lint"], in: project.directory)
        #expect(code == .failure)
        let errors = found.filter { $0.contains(" error ") }
        #expect(
            errors == (3...5).map { "App/Card.xib:\($0):\(Self.valueColumn(xib, line: $0)) error ib.token-unapplied" })
        let (built, console) = project.run(["build"])
        #expect(built == .failure)
        #expect(console.errors.contains("'text.old', which the generated runtime cannot apply: it is deprecated"))
        #expect(!FileManager.default.fileExists(atPath: project.directory.appendingPathComponent("out").path))
    }

    @Test func manyUnknownNamesAreFoldedPastTheFirstFifty() throws {
        let xib = Self.xib((0..<120).map { ("dimensCornerRadius", "spacing.c\($0)rd") })
        let project = try Project(["dimens.json": Self.config, "a.tokens.json": Self.tokens, "App/Card.xib": xib])
        let (code, console) = project.run(["lint"])
        #expect(code == .failure)
        #expect(console.errors.components(separatedBy: "did you mean").count - 1 == 50)
        #expect(console.errors.contains("note: … and 66 more in 1 file\n"), "\(console.errors)")
        #expect(console.errors.hasSuffix("120 errors, 2 warnings\n"), "\(console.errors.suffix(200))")
    }

    @Test(arguments: [
        (#"["App/**/*.xib", "out/*.xib"]"#, "the interfaceBuilder pattern 'out/*.xib' matches it"),
        (#"["App/**/*.xib", "out/Gen.xib"]"#, "the interfaceBuilder pattern 'out/Gen.xib' matches it"),
        (#"["**/*.xib"]"#, "the interfaceBuilder pattern '**/*.xib' matches it"),
    ])
    func aPatternThatMatchesAnOutputIsRefusedBeforeAnythingIsWritten(_ patterns: String, _ message: String)
        throws
    {
        let config = #"""
            {"tokens": ["*.tokens.json"], "interfaceBuilder": \#(patterns), "catalog": {"include": ["pod"]},
             "outputs": [{"template": "swift", "path": "D.swift", "options": {"inspectables": true}},
                         {"template": "json", "path": "Gen.xib"}]}
            """#
        let project = try Project([
            "dimens.json": config, "a.tokens.json": Self.tokens,
            "App/Card.xib": Self.xib([("dimensBorderWidth", "spacing.card")]),
        ])
        for command in ["build", "build", "lint"] {
            let (code, console) = project.run([command])
            #expect(code == .failure)
            #expect(
                console.errors.contains("output 'Gen.xib' would be read back as a storyboard or xib: \(message)"),
                "\(console.errors)")
            #expect(console.errors.contains("[output.conflict]"))
        }
        #expect(!FileManager.default.fileExists(atPath: project.directory.appendingPathComponent("out").path))
    }

    /// A pattern reaching out of the config's folder, and a link inside it to a file outside, are
    /// not read (nor shown in a code frame) unless the config allows files outside.
    @Test func storyboardsOutsideTheProjectAreNotRead() throws {
        // Not well-formed: read, it would be an error with its first line in the code frame.
        let secret = "<document><secret-first-line a='1' a='2'/>\n</document>\n"
        let project = try Project([
            "app/a.tokens.json": Self.tokens, "app/App/Card.xib": Self.xib([("dimensBorderWidth", "spacing.card")]),
            "secret/Other.xib": secret, "secret/Linked.xib": secret,
        ])
        try FileManager.default.createSymbolicLink(
            atPath: project.directory.appendingPathComponent("app/App/Linked.xib").path,
            withDestinationPath: "../../secret/Linked.xib")
        func write(_ patterns: String, allow: Bool = false) throws {
            let config = Self.config.replacingOccurrences(
                of: #""interfaceBuilder": ["App/**/*.xib"]"#,
                with: #""interfaceBuilder": \#(patterns)\#(allow ? #", "allowFilesOutside": true"# : "")"#)
            try config.write(
                to: project.directory.appendingPathComponent("app/dimens.json"), atomically: true, encoding: .utf8)
        }
        for (patterns, refused) in [
            (#"["../secret/Other.xib"]"#, "'secret/Other.xib' is outside the project folder 'app'"),
            (#"["App/**/*.xib"]"#, "'app/App/Linked.xib' is outside the project folder 'app'"),
        ] {
            try write(patterns)
            for command in ["lint", "build"] {
                let (code, console) = project.run([command, "--config", "app/dimens.json"], terminal: true)
                #expect(code == .failure)
                #expect(console.errors.contains(refused), "\(console.errors)")
                #expect(console.errors.contains("[input.outside]"))
                #expect(!console.errors.contains("secret-first-line"), "the file was read: \(console.errors)")
            }
        }
        // Allowed, the files are read: the link's target is checked as a xib like any other.
        try write(#"["App/**/*.xib", "../secret/Other.xib"]"#, allow: true)
        let (code, found) = try FixtureRun.diagnostics(["lint", "--config", "app/dimens.json"], in: project.directory)
        #expect(code == .failure)
        #expect(
            found.filter { $0.hasSuffix("ib.xml") } == [
                "app/App/Linked.xib:1:36 error ib.xml", "secret/Other.xib:1:36 error ib.xml",
            ])
    }
}
