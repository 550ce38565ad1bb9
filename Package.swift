// swift-tools-version: 6.1
// dimens: a design-token compiler for responsive UI dimensions. No package dependencies by design.
import PackageDescription

let package = Package(
    name: "dimens",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "dimens", targets: ["dimens"]),
        .library(name: "DimensKit", targets: ["DimensKit"]),
        // What the swift output's generated files import in its default `"runtime": "module"` mode:
        // the table's reader, the screen lookup and the UIKit and SwiftUI glue. No dependency.
        .library(name: "DimensRuntime", targets: ["DimensRuntime"]),
        .plugin(name: "DimensPlugin", targets: ["DimensPlugin"]),
        .plugin(name: "DimensGeneratePlugin", targets: ["DimensGeneratePlugin"]),
    ],
    targets: [
        .target(name: "DimensMustache"),
        .target(name: "DimensRuntime"),
        .target(name: "DimensKit", dependencies: ["DimensMustache"]),
        .target(name: "DimensCLI", dependencies: ["DimensKit", "DimensMustache"]),
        .executableTarget(name: "dimens", dependencies: ["DimensCLI"]),
        .executableTarget(name: "dimens-bench", dependencies: ["DimensKit"]),
        .plugin(name: "DimensPlugin", capability: .buildTool(), dependencies: ["dimens"], path: "Sources/DimensPlugin"),
        .plugin(
            name: "DimensGeneratePlugin",
            capability: .command(
                intent: .custom(
                    verb: "dimens-generate",
                    description: "Write the dimens outputs of every target with a dimens.json into the package"),
                permissions: [
                    .writeToPackageDirectory(reason: "dimens writes the generated tables into each target's outDir")
                ]),
            dependencies: ["dimens"], path: "Sources/DimensGeneratePlugin"),
        .testTarget(name: "DimensMustacheTests", dependencies: ["DimensMustache", "DimensTestSupport"]),
        .testTarget(name: "DimensKitTests", dependencies: ["DimensKit", "DimensTestSupport"]),
        .testTarget(name: "DimensCLITests", dependencies: ["DimensCLI", "DimensKit", "DimensTestSupport"]),
        // Compiles the plugin's config reader (a symbolic link to Sources/DimensPlugin/SwiftOutputs.swift,
        // as a plugin cannot be linked) beside DimensKit's, to check that both read the same configs.
        .testTarget(name: "DimensPluginTests", dependencies: ["DimensKit"]),
        .target(name: "DimensTestSupport", dependencies: ["DimensKit"], path: "Tests/DimensTestSupport"),
    ],
    swiftLanguageModes: [.v6]
)
