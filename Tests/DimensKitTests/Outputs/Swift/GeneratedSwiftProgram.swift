import DimensKit
import DimensTestSupport
import Foundation
import Testing

/// A fixture project's generated Swift and json output, and the pieces of a program that prints
/// every token of a `Dimens` value so the tests can compare it with the json output.
struct GeneratedSwiftProgram {
    static let swiftc: String? =
        ["/usr/bin/swiftc", "/opt/swift/usr/bin/swiftc", "/usr/local/bin/swiftc"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        } ?? executable(named: "swiftc")

    /// The first executable of that name on PATH.
    static func executable(named name: String) -> String? {
        ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    let typeName: String
    /// The swift output's table file (all of it when whole).
    let swift: String
    /// Every file of the swift output: its table file, and its accessor files when split.
    let files: [RenderedOutput]
    /// The json output's screens and per-screen tokens.
    let screens: [JSONObject]
    let tokens: [JSONObject]
    /// The lines the swift output's lookup gives windows of no catalogued size.
    let windows: WindowExpectation?

    /// Compiles the example (`"example"`) or a fixture of `Tests/Fixtures/build` in memory.
    /// `extra` token files join the fixture's.
    static func compile(
        _ name: String, extra: [SourceFile] = [], swiftOptions: (inout OutputOptions) -> Void = { _ in }
    ) throws -> (
        Pipeline.Compilation, Config
    ) {
        let folder =
            name == "example"
            ? BuiltInTemplateTests.root.appendingPathComponent("tokens")
            : Fixtures.root.appendingPathComponent("build/\(name)")
        let files =
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasSuffix(".tokens.json")
            }.sorted()
            .map { SourceFile(path: $0, bytes: Array(try Data(contentsOf: folder.appendingPathComponent($0)))) } + extra
        let text = try String(contentsOf: folder.appendingPathComponent("dimens.json"), encoding: .utf8)
        var config = try #require(ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".").0)
        for index in config.outputs.indices where config.outputs[index].template == "swift" {
            swiftOptions(&config.outputs[index].options)
        }
        let compilation = Pipeline.compile(sources: .files(files), config: config, catalog: .builtIn)
        // Only the findings the project's `lint` map lowered on purpose (awkward-names).
        let unexpected = compilation.diagnostics.all.filter { config.lint[$0.code] != .warning }
        #expect(unexpected.isEmpty, "\(unexpected.map(\.message))")
        return (compilation, config)
    }

    /// The example or a fixture, its swift output split into `split` accessor files (1: whole),
    /// with `accessLevel` when given and Interface Builder support with `inspectables`, its
    /// runtime `runtime` when given (else the fixture's).
    init(
        _ name: String, split: Int = 1, accessLevel: String? = nil, inspectables: Bool = false,
        runtime: SwiftRuntime? = nil
    ) throws {
        let (compilation, config) = try Self.compile(name) { options in
            options.split = split
            options.inspectables = inspectables
            if let runtime { options.runtime = runtime }
            if let accessLevel { options.accessLevel = accessLevel }
        }
        try self.init(compilation: compilation, config: config)
    }

    /// The swift and json outputs of a compilation of `config`.
    init(compilation: Pipeline.Compilation, config: Config) throws {
        let swiftOutput = try #require(config.outputs.first { $0.template == "swift" })
        typeName = swiftOutput.options.typeName
        swift = try #require(compilation.outputs.first { $0.path == swiftOutput.path }?.text)
        let paths = Set(swiftOutput.files)
        files = compilation.outputs.filter { paths.contains($0.path) }
        #expect(files.count == swiftOutput.files.count)
        let json = try #require(compilation.outputs.first { $0.path.hasSuffix(".json") }?.text)
        // Read with dimens' own parser: Foundation's JSONSerialization rounds some decimals on Linux.
        #expect(json.contains(#""schema": "dimens/2""#))
        let document = try #require(OutputByScreen.read(json))
        tokens = try #require(document["tokens"]?.array).compactMap(\.object).filter { $0["values"] != nil }
        // Generated Swift holds the Apple screens (the json output lists Android's too when the build has them).
        screens = try #require(document["screens"]?.array).compactMap(\.object).filter {
            $0["platform"]?.string != "android"
        }
        windows = compilation.table.map { WindowExpectation($0.screens(forOutput: "swift")) }
    }

    /// Swift source of `func dump(_ v: TYPE, as label: String, into lines: inout [String])`,
    /// appending "label<TAB>path<TAB>value" for every token, and for a composite one line per
    /// member generated Swift gives (`path.member`).
    var dumpFunction: String {
        let accessors = tokens.flatMap { token -> [String] in
            let path = token["path"]!.string!
            let property = NameStyles(path: TokenPath(dotted: path)).swift
            if let members = Self.members(token) {
                return members.map { member, _ in
                    "    lines.append(\"\\(label)\\t\(path).\(member)\\t\\(String(describing: \(Self.swiftExpression(property, token: token, member: member))))\")"
                }
            }
            let print =
                token["type"]?.string == "string"
                ? "v.\(property).debugDescription" : "String(describing: v.\(property))"
            return ["    lines.append(\"\\(label)\\t\(path)\\t\\(\(print))\")"]
        }
        return (["func dump(_ v: \(typeName), as label: String, into lines: inout [String]) {"] + accessors + ["}"])
            .joined(separator: "\n")
    }

    /// A composite token's members that generated Swift gives as numbers, font families and
    /// flags (dotted, as the json output nests them, with how to print the json value); nil for
    /// other tokens.
    static func members(_ token: JSONObject) -> [(String, (JSONValue) -> String)]? {
        guard ["typography", "shadow", "border", "strokeStyle"].contains(token["type"]?.string ?? ""),
            let first = token["values"]?.object?.members.first?.value, first.object != nil || first.array != nil
        else { return nil }
        var result: [(String, (JSONValue) -> String)] = []
        func walk(_ value: JSONValue, _ prefix: String) {
            switch value.kind {
            case .object(let object):
                for member in object.members where !["color", "lineCap", "inset"].contains(member.key) {
                    walk(member.value, prefix.isEmpty ? member.key : "\(prefix).\(member.key)")
                }
            case .array(let items) where prefix.hasSuffix("dashArray") || prefix.isEmpty:
                for (index, item) in items.enumerated() {
                    walk(item, prefix.isEmpty ? "\(index)" : "\(prefix).\(index)")
                }
            case .number:
                result.append((prefix, { String(describing: $0.number!.double) }))
            case .array, .string:
                guard prefix.hasSuffix("fontFamily") else { return }
                result.append(
                    (
                        prefix,
                        { value in
                            String(describing: value.array?.compactMap(\.string) ?? value.string.map { [$0] } ?? [])
                        }
                    ))
            default:
                return
            }
        }
        walk(first, "")
        return result
    }

    /// The Swift expression of one member of `v.property`: list items subscripted, an optional
    /// line height unwrapped.
    static func swiftExpression(_ property: String, token: JSONObject, member: String) -> String {
        let parts = member.split(separator: ".").map(String.init)
        var expression = "v.\(property)"
        for part in parts {
            if let index = Int(part) { expression += "[\(index)]" } else { expression += ".\(part)" }
        }
        return parts.last == "lineHeight" ? "(\(expression) ?? .nan)" : expression
    }

    /// The json value at a dotted member path.
    static func value(_ json: JSONValue, at member: String) -> JSONValue? {
        json.descend(member.split(separator: ".").map(String.init))
    }

    /// What `dump` prints for each label, by the json output's values of the screen given for it.
    /// `lines` gives, per label, the values lines give that window (`WindowExpectation`), by path.
    func expectedLines(_ labels: [(label: String, screen: String)], lines: [String: [String: Double]] = [:]) -> [String]
    {
        // Number tokens whole on every screen are Int.
        let integers = Set(
            tokens.filter { token in
                token["type"]?.string == "number"
                    && token["values"]!.object!.members.allSatisfy {
                        $0.value.number.map { $0.double.rounded() == $0.double } ?? false
                    }
            }.map { $0["path"]!.string! })
        var expected: [String] = []
        for (label, screen) in labels {
            for token in tokens {
                let path = token["path"]!.string!
                if let members = Self.members(token) {
                    for (member, print) in members {
                        let text =
                            token["values"]!.object![screen].flatMap { Self.value($0, at: member) }.map(print)
                            ?? "no value on \(screen)"
                        expected.append("\(label)\t\(path).\(member)\t\(text)")
                    }
                    continue
                }
                if let line = lines[label]?[path] {
                    expected.append("\(label)\t\(path)\t\(line)")
                    continue
                }
                let text: String =
                    switch token["values"]!.object![screen]?.kind {
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
    static func compare(
        _ output: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let printed = output.split(separator: "\n").map(String.init)
        #expect(printed.count == expected.count, sourceLocation: sourceLocation)
        if let (line, want) = zip(printed, expected).first(where: { $0 != $1 }) {
            Issue.record("printed \(line) but the json output says \(want)", sourceLocation: sourceLocation)
        }
    }

    /// The id of a screen of the json output.
    static func id(_ screen: JSONObject) -> String { screen["id"]!.string! }
    static func size(_ screen: JSONObject) -> (width: Double, height: Double) {
        (screen["width"]!.number!.double, screen["height"]!.number!.double)
    }

    /// Builds the stand-ins for Apple's `modules` (`UIKit`, `SwiftUI`: every file of
    /// `Tests/Fixtures/apple-stand-ins/<module>/`) as static libraries with their modules in
    /// `directory`, for a program compiled there with `-I . -L . -lUIKit`. `platform` (`tvOS`,
    /// `visionOS`) builds them as that platform has them: what it lacks is unavailable. With UIKit,
    /// `DimensRuntime` is built against them too (`runtimeLinking` links it, before `-lUIKit`).
    static func buildStandIns(
        _ modules: [String] = ["UIKit", "SwiftUI"], in directory: URL, platform: String? = nil
    ) throws {
        let swiftc = try #require(swiftc)
        let defines = platform.map { ["-D", "STANDIN_\($0.uppercased())"] } ?? []
        for module in modules {
            let folder = Fixtures.root.appendingPathComponent("apple-stand-ins/\(module)")
            let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasSuffix(".swift")
            }.sorted().map { folder.appendingPathComponent($0).path }
            let built = try run(
                swiftc,
                [
                    "-swift-version", "6", "-parse-as-library", "-I", ".", "-emit-library", "-static", "-emit-module",
                    "-module-name", module, "-emit-module-path", "\(module).swiftmodule", "-o", "lib\(module).a",
                ] + defines + sources, in: directory)
            try #require(built.status == 0, "the \(module) stand-in does not compile:\n\(built.output)")
        }
        if modules.contains("UIKit") { try buildRuntime(in: directory, platform: platform) }
    }

    /// A fresh folder for one compilation.
    static func scratchFolder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "dimens-swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Removes a scratch folder and everything in it (callers `defer` it, so nothing is left in
    /// the temporary folder whether the test passes or not).
    static func remove(_ folder: URL) { try? FileManager.default.removeItem(at: folder) }

    /// Writes every file of the swift output into `directory`; their names, for swiftc.
    func writeFiles(into directory: URL, editing edit: (String) -> String = { $0 }) throws -> [String] {
        try files.map { file in
            let name = URL(fileURLWithPath: file.path).lastPathComponent
            try edit(file.text).write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
            return name
        }
    }

    static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> (
        status: Int32, output: String
    ) {
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
