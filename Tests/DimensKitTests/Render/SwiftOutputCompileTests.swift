import DimensKit
import Foundation
import Testing

/// Compiles the generated Swift with `swiftc -swift-version 6 -warnings-as-errors` together with a
/// program that prints every token on every screen (and on a screen size no device has), runs it,
/// and checks each printed value against the json output. Only deprecation stays a warning: the
/// program reads a token marked `$deprecated` on purpose.
@Suite(.serialized)
struct SwiftOutputCompileTests {
    static let swiftc: String? = ["/usr/bin/swiftc", "/opt/swift/usr/bin/swiftc", "/usr/local/bin/swiftc"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    } ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map { "\($0)/swiftc" }.first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// A project compiled in memory: its config folder and token files.
    func compile(folder: URL, files: [SourceFile]) throws -> (Pipeline.Compilation, Config) {
        let text = try String(contentsOf: folder.appendingPathComponent("dimens.json"), encoding: .utf8)
        let config = try #require(ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".").0)
        let compilation = Pipeline.compile(sources: .files(files), config: config, catalog: .builtIn)
        #expect(compilation.diagnostics.all.isEmpty, "\(compilation.diagnostics.all.map(\.message))")
        return (compilation, config)
    }

    @Test(.enabled(if: swiftc != nil, "skipped: no swiftc on PATH"), arguments: ["example", "awkward-names"])
    func generatedSwiftCompilesAndMatchesTheJSONOutput(_ name: String) throws {
        let folder = name == "example"
            ? BuiltInTemplateTests.root.appendingPathComponent("tokens") : Fixtures.root.appendingPathComponent("build/\(name)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tokens.json") }.sorted()
            .map { SourceFile(path: $0, bytes: Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
        let (compilation, config) = try compile(folder: folder, files: files)
        let swiftOutput = try #require(config.outputs.first { $0.template == "swift" })
        let typeName = swiftOutput.options["typeName"]?.string ?? "Dimens"
        let swift = try #require(compilation.outputs.first { $0.path == swiftOutput.path }?.text)
        let json = try #require(compilation.outputs.first { $0.path.hasSuffix(".json") }?.text)
        // Read with dimens' own parser: Foundation's JSONSerialization rounds some decimals on Linux.
        let document = try #require(JSONParser.parse(SourceFile(path: "dimens.json", text: json)).value?.object)
        let tokens = try #require(document["tokens"]?.array).compactMap(\.object).filter { $0["values"] != nil }
        let screens = try #require(document["screens"]?.array).compactMap(\.object)

        // The program prints "screen<TAB>path<TAB>value" for every screen and token.
        let accessors = tokens.map { token -> String in
            let path = token["path"]!.string!
            let property = NameStyles(path: TokenPath(dotted: path)).swift
            let print = token["type"]?.string == "string" ? "v.\(property).debugDescription" : "String(describing: v.\(property))"
            return "        lines.append(\"\\(id)\\t\(path)\\t\\(\(print))\")"
        }.joined(separator: "\n")
        let program = """
            func dump(_ v: \(typeName), as id: String, into lines: inout [String]) {
            \(accessors)
            }
            var lines: [String] = []
            for id in \(typeName).screenIDs { dump(\(typeName).forScreen(id: id)!, as: id, into: &lines) }
            dump(\(typeName).forScreen(width: 500, height: 900, family: .phone), as: "500x900", into: &lines)
            print(lines.joined(separator: "\\n"))
            """
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dimens-swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try swift.write(to: directory.appendingPathComponent("\(typeName).swift"), atomically: true, encoding: .utf8)
        try program.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let compiled = try run(Self.swiftc!, ["-swift-version", "6", "-warnings-as-errors", "-Wwarning", "DeprecatedDeclaration", "\(typeName).swift", "main.swift", "-o", "program"], in: directory)
        #expect(compiled.status == 0, "swiftc failed:\n\(compiled.output)")
        guard compiled.status == 0 else { return }
        let ran = try run(directory.appendingPathComponent("program").path, [], in: directory)
        #expect(ran.status == 0)

        // Expected: the json output, and for 500 × 900 the nearest portrait phone by |Δw| + |Δh|.
        func size(_ screen: JSONObject) -> (Double, Double) { (screen["width"]!.number!.double, screen["height"]!.number!.double) }
        let nearest = screens.filter { $0["family"]?.string == "phone" && size($0).0 < size($0).1 }
            .min { abs(size($0).0 - 500) + abs(size($0).1 - 900) < abs(size($1).0 - 500) + abs(size($1).1 - 900) }!
        var expected: [String] = []
        for screen in screens.map({ $0["id"]!.string! }) + ["500x900"] {
            let source = screen == "500x900" ? nearest["id"]!.string! : screen
            for token in tokens {
                let value = token["values"]!.object![source]!
                let text: String = switch value.kind {
                case .string(let text): text.debugDescription
                case .bool(let flag): String(flag)
                case .number(let number): String(describing: number.double)
                default: "?"
                }
                expected.append("\(screen)\t\(token["path"]!.string!)\t\(text)")
            }
        }
        let printed = ran.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        #expect(printed.count == expected.count)
        for (line, want) in zip(printed, expected) where line != want {
            Issue.record("printed \(line) but the json output says \(want)")
            break
        }
    }

    func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
