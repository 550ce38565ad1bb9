import DimensKit
import Foundation
import Testing

/// The swift output's access level option, and the Swift type each kind of token gets.
struct SwiftOutputOptionsTests {
    func swift(options: String) throws -> String {
        let config = try #require(
            ConfigParser.parse(
                SourceFile(
                    path: "dimens.json",
                    text: """
                        {"catalog": {"include": ["pod"]}, "outputs": [{"template": "swift", "path": "D.swift", "options": \(options)}]}
                        """), directory: "."
            ).0)
        let compilation = Pipeline.compile(
            sources: .files(try Fixtures.tokenFiles("build", "ipod-example")), config: config, catalog: .builtIn)
        return try #require(compilation.outputs.first?.text)
    }

    @Test(arguments: ["internal", "package"])
    func theAccessLevelOptionReachesEveryDeclaration(_ level: String) throws {
        let text = try swift(options: #"{"accessLevel": "\#(level)"}"#)
        #expect(!text.contains("public "))
        #expect(text.contains("\(level) struct Dimens"))
        #expect(text.contains("\(level) static func forSize(width: CGFloat"))
        #expect(text.contains("\(level) func dimensFromContainer()"))
    }

    @Test func storageIsPrivateAndWholeNumbersAreInt() throws {
        let text = try swift(options: "{}")
        #expect(text.contains("private init(tableRow: Int)"))
        #expect(text.contains("private let tableRow: Int"))
        #expect(text.contains("public var gridColumns: Int { Int(self.storedValue("))
        #expect(
            text.contains("public var spacingM: CGFloat { self.storedPoint("), "dimensions stay CGFloat even when whole"
        )
    }
}
