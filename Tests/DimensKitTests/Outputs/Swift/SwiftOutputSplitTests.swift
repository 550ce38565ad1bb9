import DimensKit
import Foundation
import Testing

@testable import DimensKit

/// The swift output split into a table file and accessor files (`"split": N`): each token in the
/// file its path hashes to, the files named from the output's path, and an edit to one token
/// rewriting its own accessor file and the table file only. (`SwiftOutputCompileTests` and
/// `SwiftOutputAppleTests` compile split outputs and read every value back.)
struct SwiftOutputSplitTests {
    @Test(arguments: [
        ("Dimens.swift", 3, "Dimens+Tokens3.swift"), ("Gen/UI/Dimens.swift", 1, "Gen/UI/Dimens+Tokens1.swift"),
        ("Dimens.generated.swift", 12, "Dimens.generated+Tokens12.swift"), ("a.b/Metrics", 2, "a.b/Metrics+Tokens2"),
        ("Dimens.swift", 0, "Dimens.swift"),
    ])
    func accessorFilesAreNamedBesideTheOutput(_ path: String, _ number: Int, _ file: String) {
        #expect(OutputPart(number: number, count: max(number, 1)).path(for: path) == file)
    }

    /// FNV-1a of the dotted path, checked against the algorithm's published test vectors ("a",
    /// "foobar"): a token's file cannot move between builds or machines unnoticed.
    @Test func aTokensFileIsTheFNV1aHashOfItsPath() {
        #expect(OutputPart.number(of: TokenPath(dotted: "a"), count: 2) == 1 + Int(0xaf63_dc4c_8601_ec8c as UInt64 % 2))
        #expect(
            OutputPart.number(of: TokenPath(dotted: "foobar"), count: 7) == 1 + Int(0x8594_4171_f739_67e8 as UInt64 % 7)
        )
        #expect(OutputPart.number(of: TokenPath(dotted: "a"), count: 0) == 1)
    }

    @Test(
        arguments: [
            ("Gen/Dimens+Tokens3.swift", "Gen/Dimens.swift", 3), ("Dimens+Tokens12.swift", "Dimens.swift", 12),
            ("a.b/Metrics+Tokens2", "a.b/Metrics", 2), ("Gen/Dimens+Tokens.swift", "Gen/Dimens.swift", nil),
            ("Gen/Dimens+Tokens3a.swift", "Gen/Dimens.swift", nil), ("Dimens+Tokens3.swift", "Gen/Dimens.swift", nil),
            ("Gen/Dimens.swift", "Gen/Dimens.swift", nil),
        ] as [(String, String, Int?)])
    func accessorFilesAreReadBackFromTheirNames(_ file: String, _ output: String, _ number: Int?) {
        #expect(OutputPart.accessorNumber(of: file, outputPath: output) == number)
    }

    @Test func theFilesOfAnOutputAreListedFromTheConfig() {
        var options = OutputOptions()
        #expect(Config.Output(template: "swift", path: "G/D.swift", options: options).files == ["G/D.swift"])
        options.split = 3
        #expect(
            Config.Output(template: "swift", path: "G/D.swift", options: options).files == [
                "G/D.swift", "G/D+Tokens1.swift", "G/D+Tokens2.swift", "G/D+Tokens3.swift",
            ])
    }

    /// 12 groups of 5 tokens, a string and a typography among them.
    static func tokens(value: Int = 4, description: String = "") -> String {
        var groups: [String] = []
        for group in 0..<12 {
            var members = (0..<5).map { k in
                #""d\#(k)": {"$type": "dimension", "$value": {"value": \#(group == 3 && k == 2 ? value : 4 + k), "unit": "px"}, "$description": "\#(group == 3 && k == 2 ? description : "")"}"#
            }
            members.append(#""label": {"$type": "string", "$value": "g\#(group)"}"#)
            members.append(
                #""text": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": {"value": \#(10 + group), "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}"#
            )
            groups.append("\"group\(group)\": {\(members.joined(separator: ", "))}")
        }
        return "{\(groups.joined(separator: ", "))}"
    }

    static func outputs(_ tokens: String, split: Int) -> [String: String] {
        var config = Config(directory: ".")
        config.catalog.include = [.phone]
        var options = OutputOptions()
        options.split = split
        config.outputs = [.init(template: "swift", path: "Gen/Dimens.swift", options: options)]
        let compilation = Pipeline.compile(
            sources: .files([SourceFile(path: "t.tokens.json", text: tokens)]), config: config, catalog: .builtIn)
        #expect(!compilation.diagnostics.hasErrors, "\(compilation.diagnostics.all.map(\.message))")
        return Dictionary(uniqueKeysWithValues: compilation.outputs.map { ($0.path, $0.text) })
    }

    /// The token accessors a file declares (`internal var group3D2: CGFloat`).
    static func accessors(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("    internal var group") }.map {
            String($0.prefix { $0 != "{" })
        }
    }

    @Test func everyTokenIsInExactlyOneAccessorFileAndNoneInTheTable() throws {
        let whole = Self.outputs(Self.tokens(), split: 1)
        let split = Self.outputs(Self.tokens(), split: 5)
        #expect(split.keys.sorted() == ((1...5).map { "Gen/Dimens+Tokens\($0).swift" } + ["Gen/Dimens.swift"]))
        let table = try #require(split["Gen/Dimens.swift"])
        #expect(Self.accessors(table).isEmpty)
        #expect(!table.contains("extension Dimens {\n\n    ///"), "no accessor extension in the table file")
        var declared: [String] = []
        for number in 1...5 {
            let part = try #require(split["Gen/Dimens+Tokens\(number).swift"])
            #expect(part.hasPrefix("// Generated by dimens. Do not edit"))
            #expect(!part.contains("TableData"), "an accessor file reads the table through the type only")
            declared += Self.accessors(part)
        }
        let all = Self.accessors(try #require(whole["Gen/Dimens.swift"]))
        #expect(all.count == 12 * 7)
        #expect(declared.sorted() == all.sorted())
        #expect(Set(declared).count == declared.count)
        // Spread over the files: none holds more than half of the 84.
        for number in 1...5 {
            #expect(Self.accessors(split["Gen/Dimens+Tokens\(number).swift"]!).count < 42)
        }
    }

    /// Editing one token's value or description rewrites its accessor file (its doc comment) and
    /// the table file (the values), and leaves every other file byte for byte: a build writes those
    /// two, and Swift's incremental build recompiles those two (the table's data lives in a
    /// private enum outside the type, so the type's other files do not depend on it).
    @Test(arguments: [(9, ""), (4, "the card's inner padding")])
    func editingATokenRewritesItsFileAndTheTable(_ value: Int, _ description: String) throws {
        let before = Self.outputs(Self.tokens(), split: 5)
        let after = Self.outputs(Self.tokens(value: value, description: description), split: 5)
        let changed = before.keys.filter { before[$0] != after[$0] }.sorted()
        let own = OutputPart(number: OutputPart.number(of: TokenPath(dotted: "group3.d2"), count: 5), count: 5)
        let expected =
            description.isEmpty
            ? ["Gen/Dimens.swift", own.path(for: "Gen/Dimens.swift")] : [own.path(for: "Gen/Dimens.swift")]
        #expect(changed == expected.sorted())
        #expect(after[own.path(for: "Gen/Dimens.swift")]!.contains("group3D2"))
    }

    @Test(arguments: [
        ("0", "a whole number from 1 to 64"), ("65", "a whole number from 1 to 64"), ("2.5", "a whole number"),
        (#""8""#, "a whole number"),
    ])
    func theSplitIsAWholeNumberUpTo64(_ value: String, _ message: String) {
        let text = #"{"outputs": [{"template": "swift", "path": "D.swift", "options": {"split": \#(value)}}]}"#
        let (_, diagnostics) = ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".")
        #expect(diagnostics.contains { $0.message.contains(message) }, "\(diagnostics.map(\.message))")
    }
}
