import Foundation

/// The `DimensRuntime` library the generated Swift imports (`"runtime": "module"`), compiled once
/// per bench run (`-O -wmo`, a static library and its module) from `Sources/DimensRuntime` beside
/// this tool's sources, as SwiftPM compiles a dependency once and caches it: the compiles measured
/// after it read it and link it, and never count it.
enum RuntimeModule {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dimens-bench/runtime")

    /// The sources, found from this file's path (`Sources/dimens-bench/` → `Sources/DimensRuntime/`).
    static let sources: [String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DimensRuntime")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }()

    /// Whether the library was compiled (once, on first use), and how long that took.
    static let built: ProcessRun.Measurement? = {
        guard !sources.isEmpty else { return nil }
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let compiled = ProcessRun.run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-module-name", "DimensRuntime", "-O", "-wmo", "-parse-as-library",
                "-emit-module", "-emit-module-path", folder.appendingPathComponent("DimensRuntime.swiftmodule").path,
                "-emit-library", "-static", "-o", folder.appendingPathComponent("libDimensRuntime.a").path,
            ] + sources, in: folder)
        return compiled.status == 0 ? compiled : nil
    }()

    /// What a compile reading generated Swift adds: where the module is (`-I`).
    static var importFlags: [String] { built == nil ? [] : ["-I", folder.path] }

    /// What a build linking an app adds: the module and the library.
    static var linkFlags: [String] { built == nil ? [] : importFlags + ["-L", folder.path, "-lDimensRuntime"] }
}
