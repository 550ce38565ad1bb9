import DimensKit
import Foundation
import Testing

/// The swift output's `runtime` option: `module` by default (the file imports DimensRuntime and
/// leaves out what it holds), `embedded` (the file holds all of it), anything else refused where
/// it is written.
struct SwiftRuntimeOptionTests {
    let outputs = SwiftOutputOptionsTests()

    @Test func theDefaultImportsTheLibraryAndLeavesItsCodeOut() throws {
        let text = try outputs.swift(options: "{}")
        #expect(text.contains("\nimport DimensRuntime\n"))
        #expect(text.contains("internal struct Dimens: DimensTable, @unchecked Sendable, Hashable {"))
        #expect(text.contains("internal typealias Family = DimensFamily"))
        for embedded in ["private struct Rank", "private final class Storage", "UIApplication", "enum Family"] {
            #expect(!text.contains(embedded), "\(embedded)")
        }
    }

    @Test func embeddedHoldsTheWholeRuntimeAndImportsNothingElse() throws {
        let text = try outputs.swift(options: #"{"runtime": "embedded"}"#)
        #expect(!text.contains("DimensRuntime") && !text.contains("DimensTable,"))
        for embedded in ["private struct Rank", "private final class Storage", "UIApplication", "enum Family"] {
            #expect(text.contains(embedded), "\(embedded)")
        }
    }

    @Test(arguments: [#""modular""#, "true", #""Module""#])
    func anotherValueIsRefusedWhereItIsWritten(_ value: String) throws {
        let text = #"{"outputs": [{"template": "swift", "path": "D.swift", "options": {"runtime": \#(value)}}]}"#
        let (_, diagnostics) = ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".")
        let problem = try #require(diagnostics.first)
        #expect(problem.code == .configValue)
        #expect(problem.message.contains(#""module" (the default) or "embedded""#), "\(problem.message)")
        #expect(
            problem.location?.column == text.distance(from: text.startIndex, to: text.range(of: value)!.lowerBound) + 1)
    }
}
