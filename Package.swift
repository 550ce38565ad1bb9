// swift-tools-version: 6.1
// dimens: a design-token compiler for responsive UI dimensions. No package dependencies by design.
import PackageDescription

let package = Package(
    name: "dimens",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "dimens", targets: ["dimens"]),
        .library(name: "DimensKit", targets: ["DimensKit"]),
    ],
    targets: [
        .target(name: "DimensMustache"),
        .target(name: "DimensKit", dependencies: ["DimensMustache"]),
        .target(name: "DimensCLI", dependencies: ["DimensKit", "DimensMustache"]),
        .executableTarget(name: "dimens", dependencies: ["DimensCLI"]),
        .executableTarget(name: "dimens-bench", dependencies: ["DimensKit"]),
        .testTarget(name: "DimensMustacheTests", dependencies: ["DimensMustache", "DimensTestSupport"]),
        .testTarget(name: "DimensKitTests", dependencies: ["DimensKit", "DimensTestSupport"]),
        .testTarget(name: "DimensCLITests", dependencies: ["DimensCLI", "DimensKit", "DimensTestSupport"]),
        .target(name: "DimensTestSupport", path: "Tests/DimensTestSupport"),
    ],
    swiftLanguageModes: [.v6]
)
