// swift-tools-version: 6.1
// A sample app package that gets its design-token tables from the DimensPlugin build-tool plugin.
// CI builds and tests it (.ci/run).
import PackageDescription

// A path dependency's identity is its folder's name, which differs between clones of dimens.
let dimens = Context.packageDirectory.split(separator: "/").dropLast(2).last.map { String($0).lowercased() } ?? "dimens"

let package = Package(
    name: "PluginSample",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../..")],
    targets: [
        // The generated files import DimensRuntime (the swift output's default `"runtime": "module"`).
        .target(
            name: "SampleUI",
            dependencies: [.product(name: "DimensRuntime", package: dimens)],
            exclude: ["dimens.json", "tokens"],
            plugins: [.plugin(name: "DimensPlugin", package: dimens)]),
        .testTarget(name: "SampleUITests", dependencies: ["SampleUI"]),
    ]
)
