import DimensKit
import Foundation
import Testing

/// Compiles the generated Swift with `swiftc -swift-version 6 -warnings-as-errors` together with a
/// program that prints every token on every screen (and on a screen size no device has), runs it,
/// and checks each printed value against the json output. Only deprecation stays a warning: the
/// program reads a token marked `$deprecated` on purpose.
@Suite(.serialized)
struct SwiftOutputCompileTests {
    @Test(
        .enabled(if: GeneratedSwiftProgram.swiftc != nil, "skipped: no swiftc on PATH"),
        arguments: [
            ("example", 1, "internal", SwiftRuntime.module), ("awkward-names", 1, "public", .module),
            ("example", 5, "public", .module), ("awkward-names", 3, "internal", .module),
            ("example", 1, "public", .embedded), ("awkward-names", 3, "internal", .embedded),
        ])
    func generatedSwiftCompilesAndMatchesTheJSONOutput(
        _ name: String, split: Int, accessLevel: String, runtime: SwiftRuntime
    ) throws {
        let generated = try GeneratedSwiftProgram(name, split: split, accessLevel: accessLevel, runtime: runtime)
        let typeName = generated.typeName
        let program = """
            \(generated.dumpFunction)
            var lines: [String] = []
            for id in \(typeName).screenIDs { dump(\(typeName).forScreen(id: id)!, as: id, into: &lines) }
            dump(\(typeName).forScreen(width: 500, height: 900, family: .phone), as: "500x900", into: &lines)
            print(lines.joined(separator: "\\n"))
            """
        let directory = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(directory) }
        let files = try generated.writeFiles(into: directory)
        #expect(files.count == (split > 1 ? split + 1 : 1))
        try program.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        try GeneratedSwiftProgram.buildRuntime(in: directory)
        let linking = runtime == .module ? GeneratedSwiftProgram.runtimeLinking : []
        #expect(generated.swift.contains("import DimensRuntime") == (runtime == .module))
        let compiled = try GeneratedSwiftProgram.run(
            GeneratedSwiftProgram.swiftc!,
            ["-swift-version", "6", "-warnings-as-errors", "-Wwarning", "DeprecatedDeclaration"] + linking + files + [
                "main.swift", "-o", "program",
            ], in: directory)
        #expect(compiled.status == 0, "swiftc failed:\n\(compiled.output)")
        guard compiled.status == 0 else { return }
        let ran = try GeneratedSwiftProgram.run(directory.appendingPathComponent("program").path, [], in: directory)
        #expect(ran.status == 0)

        // Expected: the json output, and for 500 × 900 the nearest portrait screen by |Δw| + |Δh|,
        // a phone before another family at the same distance.
        func rank(_ screen: JSONObject) -> (Double, Int) {
            let (width, height) = GeneratedSwiftProgram.size(screen)
            return (abs(width - 500) + abs(height - 900), screen["family"]?.string == "phone" ? 0 : 1)
        }
        let nearest = generated.screens.filter {
            GeneratedSwiftProgram.size($0).width < GeneratedSwiftProgram.size($0).height
        }.min { rank($0) < rank($1) }!
        let labels =
            generated.screens.map { (GeneratedSwiftProgram.id($0), GeneratedSwiftProgram.id($0)) } + [
                ("500x900", GeneratedSwiftProgram.id(nearest))
            ]
        GeneratedSwiftProgram.compare(ran.output, generated.expectedLines(labels))
    }
}
