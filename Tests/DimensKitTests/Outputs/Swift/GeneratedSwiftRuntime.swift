import DimensKit
import Foundation
import Testing

/// The `DimensRuntime` library the swift output's default `"runtime": "module"` files import,
/// built from `Sources/DimensRuntime` for a program compiled in a scratch folder.
extension GeneratedSwiftProgram {
    /// `Sources/DimensRuntime`.
    static let runtimeFolder = BuiltInTemplateTests.root.appendingPathComponent("Sources/DimensRuntime")

    /// The text of each source file of `DimensRuntime`, in name order.
    static func runtimeSources() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: runtimeFolder.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { try String(contentsOf: runtimeFolder.appendingPathComponent($0), encoding: .utf8) }
    }

    /// The names `DimensRuntime` declares public types with, after `Dimens` (`Table`, `Typography`,
    /// …), read from its sources: what a test renaming the generated type `Dimens` must leave alone.
    static let runtimeTypeSuffixes: [String] = {
        let pattern = #/public (?:struct|enum|protocol|final class|class|actor) Dimens(\w+)/#
        return ((try? runtimeSources()) ?? []).flatMap { $0.matches(of: pattern).map { String($0.output.1) } }
    }()

    /// What links a program with the library `buildRuntime(in:)` built; before the stand-ins'
    /// libraries, which it uses.
    static let runtimeLinking = ["-I", ".", "-L", ".", "-lDimensRuntime"]

    /// Builds `DimensRuntime` as a static library with its module in `directory`, against the
    /// stand-ins built there (when they are: `canImport(UIKit)` decides, as in an app). `platform`
    /// (`tvOS`, `visionOS`) resolves its `#if`s for that platform first, as `SwiftConditions` does
    /// for the generated file. `swiftVersion` is the language mode.
    static func buildRuntime(in directory: URL, platform: String? = nil, swiftVersion: String = "6") throws {
        let swiftc = try #require(swiftc)
        let names = try FileManager.default.contentsOfDirectory(atPath: runtimeFolder.path).filter {
            $0.hasSuffix(".swift")
        }.sorted()
        let sources = directory.appendingPathComponent("DimensRuntimeSources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        var paths: [String] = []
        for name in names {
            var text = try String(contentsOf: runtimeFolder.appendingPathComponent(name), encoding: .utf8)
            if let platform {
                text = try SwiftConditions.resolve(text, for: .standIns(platform)).map(\.text).joined(separator: "\n")
            }
            let path = sources.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let built = try run(
            swiftc,
            [
                "-swift-version", swiftVersion, "-warnings-as-errors", "-parse-as-library", "-I", ".", "-emit-library",
                "-static", "-emit-module", "-module-name", "DimensRuntime", "-emit-module-path",
                "DimensRuntime.swiftmodule", "-o", "libDimensRuntime.a",
            ] + paths, in: directory)
        try #require(built.status == 0, "DimensRuntime does not compile:\n\(built.output)")
    }

    /// Compiles this output's files as a library module of a client (`Tokens`, in package `App`),
    /// against the stand-ins, with `-warnings-as-errors` and `flags` (the language mode, upcoming
    /// features), each file's text passed through `edit` first: swiftc's status and output.
    func compileAsModule(_ flags: [String], editing edit: (String) -> String = { $0 }) throws -> (
        status: Int32, output: String
    ) {
        let swiftc = try #require(Self.swiftc)
        let directory = try Self.scratchFolder()
        defer { Self.remove(directory) }
        try Self.buildStandIns(in: directory)
        let files = try writeFiles(into: directory, editing: edit)
        return try Self.run(
            swiftc,
            flags + [
                "-warnings-as-errors", "-parse-as-library", "-I", ".", "-emit-module", "-module-name", "Tokens",
                "-package-name", "App", "-emit-module-path", "Tokens.swiftmodule",
            ] + files, in: directory)
    }
}
