import DimensKit
import DimensTestSupport
import Foundation
import Testing

/// Runs every file of JSONTestSuite's `test_parsing`: `y_` accepted, `n_` rejected, `i_` no crash.
@Suite(.enabled(if: Conformance.suite("json-test-suite") != nil, Conformance.skipReason))
struct JSONTestSuiteTests {
    static let cases: [String] = {
        guard let folder = Conformance.suite("json-test-suite")?.appendingPathComponent("test_parsing"),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    static func parse(_ name: String) throws -> JSONParser.Result {
        let url = try #require(Conformance.suite("json-test-suite")).appendingPathComponent("test_parsing/\(name)")
        let data = try Data(contentsOf: url)
        // Grammar conformance: duplicate keys are valid RFC 8259 syntax (they are `y_` files);
        // dimens rejects them by default, which `duplicateKeysAreRejectedByDefault` checks.
        return JSONParser.parse(SourceFile(path: name, bytes: Array(data)), options: .init(rejectDuplicateKeys: false))
    }

    @Test func suiteIsComplete() {
        #expect(Self.cases.count >= 318)
    }

    @Test(arguments: cases.filter { $0.hasPrefix("y_") })
    func accepts(_ name: String) throws {
        let result = try Self.parse(name)
        #expect(result.value != nil, "\(result.diagnostics.map(\.message))")
        #expect(result.diagnostics.isEmpty)
    }

    @Test(arguments: cases.filter { $0.hasPrefix("n_") })
    func rejects(_ name: String) throws {
        let result = try Self.parse(name)
        #expect(result.value == nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.location != nil)
    }

    @Test(arguments: cases.filter { $0.hasPrefix("i_") })
    func implementationDefinedDoesNotCrash(_ name: String) throws {
        let result = try Self.parse(name)
        #expect((result.value == nil) == (result.diagnostics.count == 1))
    }

    @Test(arguments: ["y_object_duplicated_key.json", "y_object_duplicated_key_and_value.json"])
    func duplicateKeysAreRejectedByDefault(_ name: String) throws {
        let url = try #require(Conformance.suite("json-test-suite")).appendingPathComponent("test_parsing/\(name)")
        let result = JSONParser.parse(SourceFile(path: name, bytes: Array(try Data(contentsOf: url))))
        #expect(result.diagnostics.map(\.code) == [.jsonDuplicateKey])
    }
}
