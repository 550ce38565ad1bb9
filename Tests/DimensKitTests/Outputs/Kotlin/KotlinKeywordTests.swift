import DimensKit
import Foundation
import Testing

@testable import DimensKit

/// Every Kotlin hard keyword (Kotlin Language Specification, "Keywords and operators") as a token
/// name, wherever such a name reaches Kotlin: the kotlin and compose outputs' properties (in
/// backticks) compile and read back, and Kotlin code reads every android output resource as
/// `R.dimen.name` (the resource takes a trailing `_`).
@Suite(
    .serialized,
    .enabled(
        if: GeneratedKotlinProgram.isAvailable, GeneratedKotlinProgram.skipNotice))
struct KotlinKeywordTests {
    static let keywords = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while",
    ]

    /// A project of one token per keyword (a dimension; `fun` a number, `val` a string, `is` a
    /// boolean), and a typography with a letter spacing, on Android phones.
    static func project() throws -> URL {
        let folder = try GeneratedSwiftProgram.scratchFolder()
        var tokens = keywords.enumerated().map { index, name in
            switch name {
            case "fun": return #""fun": {"$type": "number", "$value": 2}"#
            case "val": return #""val": {"$type": "string", "$value": "v"}"#
            case "is": return #""is": {"$type": "boolean", "$value": true}"#
            default: return #""\#(name)": {"$type": "dimension", "$value": {"value": \#(index + 1), "unit": "px"}}"#
            }
        }
        tokens.append(
            #""text": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": {"value": 18, "unit": "px"}, "letterSpacing": {"value": -0.02, "unit": "em"}}}"#
        )
        try ("{" + tokens.joined(separator: ",\n") + "}").write(
            to: folder.appendingPathComponent("k.tokens.json"), atomically: true, encoding: .utf8)
        try #"{"catalog": {"include": ["android-phone"]}}"#.write(
            to: folder.appendingPathComponent("dimens.json"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func keywordPropertiesCompileAndReadBack() throws {
        let folder = try Self.project()
        defer { GeneratedSwiftProgram.remove(folder) }
        let build = try AndroidBuild(folder.path, outputs: KotlinOutputTests.outputs)
        let (program, expected, properties) = try KotlinOutputTests.everyScreen(build)
        let names = Set(properties.map(\.name))
        for keyword in Self.keywords {
            #expect(names.contains("`\(keyword)`"), "no property `\(keyword)`")
        }
        #expect(properties.contains { $0.kind == .em })
        let sources = Dictionary(
            uniqueKeysWithValues: build.compilation.outputs.filter { $0.path.hasSuffix(".kt") }.map {
                ($0.path, $0.text)
            })
        // The compose file's accessors read `raw.`object``, and a program reads them all.
        let units = GeneratedKotlinProgram.dump(properties, compose: true)
            .replacingOccurrences(of: "fun dump", with: "fun dumpUnits").replacingOccurrences(
                of: "    dump", with: "    dumpUnits")
        let main = program.replacingOccurrences(
            of: "fun main() {", with: "fun main() {\n    dumpUnits(\"units\", DimensUnits(Dimens.reference))")
        let output = try GeneratedKotlinProgram.run(
            sources.merging(["Main.kt": "import androidx.compose.ui.unit.*\n" + main + "\n" + units]) { $1 },
            compose: .oldest)
        GeneratedKotlinProgram.compare(
            output.split(separator: "\n").filter { !$0.hasPrefix("units\t") }.joined(separator: "\n"), expected)
        #expect(output.split(separator: "\n").filter { $0.hasPrefix("units\t") }.count == properties.count)
    }

    /// aapt's `R.java` compiled with javac, then Kotlin naming every resource the output writes
    /// as `R.dimen.name` (`R.integer.name`, …) compiled against it with kotlinc.
    @Test(.enabled(if: AAPT.aapt != nil && GeneratedSwiftProgram.executable(named: "javac") != nil))
    func kotlinReadsEveryResourceName() throws {
        let project = try Self.project()
        defer { GeneratedSwiftProgram.remove(project) }
        let resources = try AndroidBuild(project.path).resources
        let written = Set(
            resources.values.flatMap { text in
                text.matches(of: #/<(dimen|integer|item|string|bool) name="([a-z0-9_]+)"/#).map {
                    ($0.1 == "item" ? "dimen" : String($0.1)) + "." + $0.2
                }
            })
        for keyword in ["object", "in", "typealias", "typeof", "as", "var", "when", "class", "true"] {
            #expect(written.contains("dimen.\(keyword)_"), "no resource \(keyword)_")
        }
        #expect(written.isSuperset(of: ["integer.fun_", "string.val_", "bool.is_", "dimen.text_letter_spacing"]))
        let aapt = try AAPT.compile(resources, keepingFolder: true)
        let folder = try #require(aapt.folder)
        defer { GeneratedSwiftProgram.remove(folder) }
        let generated = FileManager.default.enumerator(atPath: folder.appendingPathComponent("gen").path)
        let r = try #require((generated?.allObjects as? [String])?.first { $0.hasSuffix("R.java") })
        let javac = try #require(GeneratedSwiftProgram.executable(named: "javac"))
        let compiled = try GeneratedSwiftProgram.run(javac, ["-d", "classes", "gen/" + r], in: folder)
        #expect(compiled.status == 0, "\(compiled.output)")
        let reads = written.sorted().map { "        R.\($0)" }.joined(separator: ",\n")
        try "import dimens.test.R\n\nfun main() {\n    val ids = listOf(\n\(reads)\n    )\n    println(ids.size)\n}\n"
            .write(to: folder.appendingPathComponent("Reads.kt"), atomically: true, encoding: .utf8)
        let kotlin = try GeneratedSwiftProgram.run(
            try #require(GeneratedKotlinProgram.kotlinc),
            ["Reads.kt", "-cp", "classes", "-Werror", "-d", "reads.jar"], in: folder)
        let problems = kotlin.output.split(separator: "\n").filter {
            !$0.hasPrefix("OpenJDK") && !$0.contains("warning: options -Xverify")
        }
        #expect(kotlin.status == 0 && problems.isEmpty, "kotlinc:\n\(problems.prefix(20).joined(separator: "\n"))")
    }
}
