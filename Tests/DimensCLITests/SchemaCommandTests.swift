import DimensKit
import Foundation
import Testing

@testable import DimensCLI

/// `dimens schema tokens|config` prints the schemas an editor reads.
struct SchemaCommandTests {
    @Test(arguments: [("tokens", JSONSchemas.tokenFile), ("config", JSONSchemas.config)])
    func printsEachSchema(_ name: String, _ schema: JSONValue) throws {
        let (code, console) = try Project([:]).run(["schema", name])
        #expect(code == .success)
        #expect(console.output == JSONWriter.write(schema))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        #expect(parsed["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }

    @Test(arguments: [["schema"], ["schema", "token"], ["schema", "tokens", "config"]])
    func anythingElseIsAUsageError(_ arguments: [String]) throws {
        let (code, console) = try Project([:]).run(arguments)
        #expect(code == .usage)
        #expect(console.errors.contains("name one: tokens or config"))
    }
}
