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

    @Test(arguments: ["public", "package"])
    func theAccessLevelOptionReachesEveryDeclaration(_ level: String) throws {
        let text = try swift(options: #"{"accessLevel": "\#(level)"}"#)
        #expect(!text.contains("internal "))
        #expect(text.contains("\(level) struct Dimens"))
        #expect(text.contains("\(level) static func forSize(width: CGFloat"))
        #expect(text.contains("\(level) func dimensFromContainer()"))
    }

    /// The generated code lives in the app's own module by default, where nothing needs a
    /// public symbol (public accessors cost a release build four times the time).
    @Test func theDefaultAccessLevelIsInternal() throws {
        let text = try swift(options: "{}")
        #expect(!text.contains("public "))
        #expect(text.contains("internal struct Dimens"))
        #expect(text.contains("internal static func forSize(width: CGFloat"))
    }

    @Test func storageIsPrivateAndWholeNumbersAreInt() throws {
        let text = try swift(options: "{}")
        #expect(text.contains("private init(tableRow: Int)"))
        #expect(text.contains("private let tableRow: Int"))
        #expect(text.contains("internal var gridColumns: Int { Int(self.storedValue("))
        #expect(
            text.contains("internal var spacingM: CGFloat { self.storedPoint("),
            "dimensions stay CGFloat even when whole"
        )
    }
}
