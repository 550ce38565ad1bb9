import DimensKit
import DimensTestSupport
import Foundation
import Testing

@testable import DimensCLI

/// A resolver that leaves the set defining the font tokens out of its order (as Apple HIG's
/// does): every typography aliasing them fails for one cause, which `build` and `lint` report
/// once, with the count and the first places; the json format lists every finding.
struct OneCauseTests {
    static func files() -> [String: String] {
        let styles = (0..<6).map {
            ##""s\##($0)": {"$type": "typography", "$value": {"fontFamily": "{font.family}", "fontSize": {"value": \##(12 + $0), "unit": "px"}}}"##
        }
        return [
            "tokens/app.resolver.json": """
            {"version": "2025.10",
             "sets": {"fonts": {"sources": [{"$ref": "fonts.tokens.json"}]},
                      "styles": {"sources": [{"$ref": "small.tokens.json"}, {"$ref": "large.tokens.json"}]}},
             "resolutionOrder": [{"$ref": "#/sets/styles"}]}
            """,
            "tokens/fonts.tokens.json": ##"{"font": {"family": {"$type": "fontFamily", "$value": "Inter"}}}"##,
            "tokens/small.tokens.json": "{\"small\": {\n" + styles.joined(separator: ",\n") + "\n}}",
            "tokens/large.tokens.json": "{\"large\": {\n" + styles.joined(separator: ",\n") + "\n}}",
            "dimens.json": #"{"resolver": "tokens/app.resolver.json"}"#,
        ]
    }

    @Test(arguments: [["build"], ["lint"]])
    func oneCauseIsOneDiagnostic(_ command: [String]) throws {
        let project = try Project(Self.files())
        let (code, console) = project.run(command)
        #expect(code == .failure)
        let errors = console.errors.split(separator: "\n").filter { $0.contains("error:") }
        #expect(errors.count == 1, "\(console.errors)")
        #expect(errors.first?.hasPrefix("tokens/large.tokens.json:2:") == true)
        #expect(console.errors.contains("of set 'fonts', which resolutionOrder does not use"))
        #expect(console.errors.components(separatedBy: "note: the same here").count - 1 == 3)
        #expect(console.errors.contains("note: … and 8 more in 2 files"), "\(console.errors)")
        #expect(console.errors.hasSuffix("12 errors, 1 warning\n"), "\(console.errors)")

        let (_, json) = project.run(command + ["--diagnostics-format", "json"])
        #expect(json.errors.components(separatedBy: #""alias.unknown""#).count - 1 == 12)
        let (_, github) = project.run(command + ["--diagnostics-format", "github"])
        #expect(github.errors.split(separator: "\n").filter { $0.hasPrefix("::error") }.count == 1)
    }
}
