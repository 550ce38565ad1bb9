import DimensKit
import Foundation
import Testing

/// Names, descriptions and string values no designer would write, in generated Swift that must
/// still compile with `-swift-version 6 -warnings-as-errors`: line breaks of every kind (the
/// carriage return that once ended a doc comment and let a token file add a function to the
/// app), controls, bidi overrides, quotes and comment ends, names of the generated API, Unicode
/// names. Each input is the names fuzz target's (`FuzzTarget.names`): name, NUL, description,
/// NUL, string value. With `DIMENS_FUZZ_TYPECHECK_DIR`, a sample of a fuzzing corpus too.
@Suite(.serialized)
struct FuzzNamesTypeCheckTests {
    static let hostile: [String] = [
        "card\rpadding\u{0}x\r}\rpublic func injected() -> String { \"\" }\rextension D0 {\u{0}a\r}\rpublic func injectedToo() {}\rextension D0 {",
        "line\u{2028}two\u{0}para\u{2029}graph\u{85}nel\u{0B}vt\u{0C}ff\u{0}text\u{2028}more",
        "caf\u{E9}\u{0}\u{202E}reversed\u{0}\u{202E}evil\u{202C}",
        "\u{95F4}\u{8DDD}\u{0}*/ </style> <script>\u{0}\"\"\"#\\(injected)",
        "\u{1F642}\u{0}nul\u{1}inside\u{0}tab\there",
        "values\u{0}\u{0}", "base\u{0}\u{0}", "traits\u{0}\u{0}", "sized\u{0}\u{0}", "1st\u{0}\u{0}", "class\u{0}\u{0}",
        "self\u{0}\u{0}",
        "Type\u{0}\u{0}", "__TOKEN__\u{0}\u{0}",
    ]

    static func inputs() -> [[UInt8]] {
        var inputs = hostile.map { Array($0.utf8) }
        let kept = Fixtures.root.appendingPathComponent("fuzz/names")
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: kept.path)) ?? []).sorted() {
            if let data = try? Data(contentsOf: kept.appendingPathComponent(name)) { inputs.append(Array(data)) }
        }
        if let folder = ProcessInfo.processInfo.environment["DIMENS_FUZZ_TYPECHECK_DIR"],
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
        {
            // A spread sample of the corpus: every n-th file, at most 200.
            let sorted = names.sorted()
            let step = max(1, sorted.count / 200)
            for name in stride(from: 0, to: sorted.count, by: step).map({ sorted[$0] }) {
                if let data = try? Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name)) {
                    inputs.append(Array(data))
                }
            }
        }
        return inputs
    }

    @Test(.enabled(if: GeneratedSwiftProgram.swiftc != nil, "skipped: no swiftc on PATH"))
    func generatedSwiftForHostileTextTypeChecks() throws {
        let directory = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(directory) }
        var files: [String] = []
        var refused: [Int] = []
        for (index, input) in Self.inputs().enumerated() {
            FuzzTarget.names.run(input)
            guard let outputs = FuzzTarget.namesOutputs(input, typeName: "D\(index)"),
                let swift = outputs.first(where: { $0.path == "D.swift" })
            else {
                refused.append(index)
                continue
            }
            let name = "D\(index).swift"
            try swift.text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
            files.append(name)
            // Nothing the token file says becomes code: every line naming "injected" is a comment.
            for line in swift.text.split(separator: "\n") where line.contains("injected") {
                #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix("//") || line.contains("\""), "\(line)")
            }
            let css = try #require(outputs.first { $0.path == "d.css" }?.text)
            #expect(!css.contains("</style>") || !css.contains("*/ </style>"))
        }
        // Every hand-written input builds; a corpus input may be refused where it is written (a NUL
        // in a string, a name of separators only, an unclosed alias), but most build.
        #expect(refused.allSatisfy { $0 >= Self.hostile.count }, "refused: \(refused)")
        #expect(files.count * 4 >= Self.inputs().count, "\(files.count) of \(Self.inputs().count) inputs build")
        try GeneratedSwiftProgram.buildRuntime(in: directory)
        let checked = try GeneratedSwiftProgram.run(
            GeneratedSwiftProgram.swiftc!,
            [
                "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-Wwarning", "DeprecatedDeclaration",
                "-parse-as-library", "-I", ".",
            ] + files, in: directory)
        #expect(checked.status == 0, "swiftc:\n\(checked.output.prefix(3000))")
    }
}
