import DimensKit
import Foundation
import Testing

@testable import DimensCLI

/// `init --from` on a design system whose own files break DTCG where a team may accept it: the
/// config it writes lowers exactly those errors, says which and where, and builds; text from the
/// token files in that comment cannot leave the comment.
struct InitLoweringTests {
    static func files(extraMember: String) -> [String: String] {
        let member = String(JSONWriter.write(.string(extraMember), pretty: false))
        return [
            "tokens/ds.resolver.json":
                #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": "base.tokens.json"}]}]}"#,
            "tokens/base.tokens.json": ##"""
            {"text": {"$type": "typography",
              "body": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, \##(member): "antialiased"}},
              "title": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 24, "unit": "px"}, \##(member): "antialiased"}}}}
            """##,
        ]
    }

    @Test(arguments: ["brandVariant", "x\n  \"lint\": {\"alias.unknown\": \"off\"},\n  //"])
    func theConfigLowersWhatTheFilesBreakAndBuilds(_ member: String) throws {
        let project = try Project(Self.files(extraMember: member))
        let (code, console) = project.run(["init", "--from", "tokens/ds.resolver.json"])
        #expect(code == .success, "\(console.errors)")
        let config = try String(contentsOf: project.directory.appendingPathComponent("dimens.json"), encoding: .utf8)
        #expect(config.contains(#"  "lint": { "composite.unknown-member": "warning" },"#), "\(config)")
        #expect(config.contains("//   composite.unknown-member ×2, first tokens/base.tokens.json:2:"))
        let (parsed, diagnostics) = ConfigParser.parse(SourceFile(path: "dimens.json", text: config), directory: ".")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(parsed?.lint == [.compositeUnknownMember: .warning])
        let (built, output) = project.run(["build"])
        #expect(built == .success, "\(output.errors)")
        #expect(output.errors.contains("[composite.unknown-member]"))
    }
}
