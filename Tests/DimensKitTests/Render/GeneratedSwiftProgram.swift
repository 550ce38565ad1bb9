import DimensKit
import Foundation
import Testing

/// A fixture project's generated Swift and json output, and the pieces of a program that prints
/// every token of a `Dimens` value so the tests can compare it with the json output.
struct GeneratedSwiftProgram {
    static let swiftc: String? = ["/usr/bin/swiftc", "/opt/swift/usr/bin/swiftc", "/usr/local/bin/swiftc"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    } ?? executable(named: "swiftc")

    /// The first executable of that name on PATH.
    static func executable(named name: String) -> String? {
        ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    let typeName: String
    let swift: String
    /// The json output's screens and per-screen tokens.
    let screens: [JSONObject]
    let tokens: [JSONObject]

    /// Compiles the example (`"example"`) or a fixture of `Tests/Fixtures/build` in memory.
    static func compile(_ name: String) throws -> (Pipeline.Compilation, Config) {
        let folder = name == "example"
            ? BuiltInTemplateTests.root.appendingPathComponent("tokens") : Fixtures.root.appendingPathComponent("build/\(name)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tokens.json") }.sorted()
            .map { SourceFile(path: $0, bytes: Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
        let text = try String(contentsOf: folder.appendingPathComponent("dimens.json"), encoding: .utf8)
        let config = try #require(ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".").0)
        let compilation = Pipeline.compile(sources: .files(files), config: config, catalog: .builtIn)
        #expect(compilation.diagnostics.all.isEmpty, "\(compilation.diagnostics.all.map(\.message))")
        return (compilation, config)
    }

    init(_ name: String) throws {
        let (compilation, config) = try Self.compile(name)
        let swiftOutput = try #require(config.outputs.first { $0.template == "swift" })
        typeName = swiftOutput.options["typeName"]?.string ?? "Dimens"
        swift = try #require(compilation.outputs.first { $0.path == swiftOutput.path }?.text)
        let json = try #require(compilation.outputs.first { $0.path.hasSuffix(".json") }?.text)
        // Read with dimens' own parser: Foundation's JSONSerialization rounds some decimals on Linux.
        let document = try #require(JSONParser.parse(SourceFile(path: "dimens.json", text: json)).value?.object)
        #expect(document["schema"]?.string == "dimens/1")
        tokens = try #require(document["tokens"]?.array).compactMap(\.object).filter { $0["values"] != nil }
        screens = try #require(document["screens"]?.array).compactMap(\.object)
    }

    /// Swift source of `func dump(_ v: TYPE, as label: String, into lines: inout [String])`,
    /// appending "label<TAB>path<TAB>value" for every token.
    var dumpFunction: String {
        let accessors = tokens.map { token -> String in
            let path = token["path"]!.string!
            let property = NameStyles(path: TokenPath(dotted: path)).swift
            let print = token["type"]?.string == "string" ? "v.\(property).debugDescription" : "String(describing: v.\(property))"
            return "    lines.append(\"\\(label)\\t\(path)\\t\\(\(print))\")"
        }
        return (["func dump(_ v: \(typeName), as label: String, into lines: inout [String]) {"] + accessors + ["}"]).joined(separator: "\n")
    }

    /// What `dump` prints for each label, by the json output's values of the screen given for it.
    func expectedLines(_ labels: [(label: String, screen: String)]) -> [String] {
        // Number tokens whole on every screen are Int.
        let integers = Set(tokens.filter { token in
            token["type"]?.string == "number" && token["values"]!.object!.members.allSatisfy { $0.value.number.map { $0.double.rounded() == $0.double } ?? false }
        }.map { $0["path"]!.string! })
        var expected: [String] = []
        for (label, screen) in labels {
            for token in tokens {
                let path = token["path"]!.string!
                let text: String = switch token["values"]!.object![screen]?.kind {
                case .string(let text)?: text.debugDescription
                case .bool(let flag)?: String(flag)
                case .number(let number)? where integers.contains(path): String(Int(number.double))
                case .number(let number)?: String(describing: number.double)
                default: "no value on \(screen)"
                }
                expected.append("\(label)\t\(path)\t\(text)")
            }
        }
        return expected
    }

    /// Checks printed lines against expected ones, recording the first difference.
    static func compare(_ output: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let printed = output.split(separator: "\n").map(String.init)
        #expect(printed.count == expected.count, sourceLocation: sourceLocation)
        if let (line, want) = zip(printed, expected).first(where: { $0 != $1 }) {
            Issue.record("printed \(line) but the json output says \(want)", sourceLocation: sourceLocation)
        }
    }

    /// The id of a screen of the json output.
    static func id(_ screen: JSONObject) -> String { screen["id"]!.string! }
    static func size(_ screen: JSONObject) -> (width: Double, height: Double) { (screen["width"]!.number!.double, screen["height"]!.number!.double) }

    /// A fresh folder for one compilation.
    static func scratchFolder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dimens-swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
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
