import DimensKit
import Foundation
import Testing

@testable import DimensKit

/// The compose output against the Compose versions it supports: by default it uses nothing beyond
/// Compose UI 1.0's public API (the window's size from `LocalConfiguration`), so it compiles
/// against the 1.0 stand-ins (`KotlinOutputTests` runs it through every window that way); with
/// `"containerSize": true` its entry point follows `LocalWindowInfo.current.containerSize`, which
/// compiles against the 1.8 stand-ins and not against 1.0's.
struct ComposeVersionTests {
    static func compose(
        containerSize: Bool, tokens: String = #"{"gap": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}"#
    )
        throws -> (folder: URL, build: AndroidBuild)
    {
        let folder = try GeneratedSwiftProgram.scratchFolder()
        try tokens.write(to: folder.appendingPathComponent("a.tokens.json"), atomically: true, encoding: .utf8)
        try #"{"catalog": {"include": ["android-phone", "android-tablet"]}}"#.write(
            to: folder.appendingPathComponent("dimens.json"), atomically: true, encoding: .utf8)
        let options = try #require(
            JSONParser.parse(SourceFile(path: "", text: #"{"containerSize": \#(containerSize)}"#)).value?.object)
        let build = try AndroidBuild(
            folder.path,
            outputs: [
                Config.Output(template: "kotlin", path: "Dimens.kt"),
                Config.Output(template: "compose", path: "DimensCompose.kt", options: OutputOptions(options)),
            ])
        return (folder, build)
    }

    static func sources(_ build: AndroidBuild) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: build.compilation.outputs.filter { $0.path.hasSuffix(".kt") }.map {
                ($0.path, $0.text)
            })
    }

    /// The default output imports only what Compose UI and runtime 1.0 declare publicly, and
    /// reads the window from `LocalConfiguration`; the option swaps that for `LocalWindowInfo`. The
    /// kotlin output imports nothing of Compose (it is common code).
    @Test func importsStayWithinTheVersionEachVariantNeeds() throws {
        let compose10: Set<String> = [
            "androidx.compose.runtime.Composable", "androidx.compose.runtime.CompositionLocalProvider",
            "androidx.compose.runtime.Immutable", "androidx.compose.runtime.ProvidableCompositionLocal",
            "androidx.compose.runtime.ReadOnlyComposable", "androidx.compose.runtime.compositionLocalOf",
            "androidx.compose.runtime.remember", "androidx.compose.ui.platform.LocalConfiguration",
            "androidx.compose.ui.platform.LocalDensity", "androidx.compose.ui.unit.Dp",
            "androidx.compose.ui.unit.TextUnit", "androidx.compose.ui.unit.dp", "androidx.compose.ui.unit.em",
            "androidx.compose.ui.unit.sp",
        ]
        for containerSize in [false, true] {
            let (folder, build) = try Self.compose(containerSize: containerSize)
            defer { GeneratedSwiftProgram.remove(folder) }
            let files = Self.sources(build)
            let imports = { (text: String) in Set(text.matches(of: #/\nimport ([A-Za-z0-9_.]+)/#).map { String($0.1) })
            }
            let compose = try #require(files["DimensCompose.kt"])
            if containerSize {
                #expect(
                    imports(compose)
                        == compose10.subtracting(["androidx.compose.ui.platform.LocalConfiguration"]).union([
                            "androidx.compose.ui.platform.LocalWindowInfo"
                        ]))
                #expect(compose.contains("LocalWindowInfo.current.containerSize"))
            } else {
                #expect(imports(compose) == compose10)
                #expect(!compose.contains("containerSize") && !compose.contains("staticCompositionLocalOf"))
            }
            #expect(compose.contains("@Immutable\nclass DimensUnits("))
            #expect(imports(try #require(files["Dimens.kt"])).allSatisfy { $0.hasPrefix("kotlin.") })
        }
    }

    /// With the option, the entry point gives each window (in pixels at a density, as Compose UI 1.8
    /// reports it) the values `DimensForSize` gives its size in dp; and the same file does not
    /// compile against Compose UI 1.0, whose `WindowInfo` has no `containerSize`.
    @Test(
        .enabled(
            if: GeneratedKotlinProgram.kotlinc != nil && GeneratedKotlinProgram.java != nil,
            "skipped: no kotlinc or java on PATH"))
    func containerSizeNeedsCompose18() throws {
        let (folder, build) = try Self.compose(
            containerSize: true,
            tokens:
                #"{"gap": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}, "$extensions": {"dimens": {"model": "dynamic"}}}, "text": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": {"value": 16, "unit": "px"}, "letterSpacing": {"value": 0.5, "unit": "px"}}}}"#
        )
        defer { GeneratedSwiftProgram.remove(folder) }
        let properties = try GeneratedKotlinProgram.properties(build)
        var main = ["fun main() {"]
        for (label, width, height, density) in KotlinOutputTests.composeWindows {
            let window =
                "LocalWindowInfo provides Window(\(width), \(height)), LocalDensity provides Density(\(density)f)"
            main.append(
                "    CompositionLocalProvider(\(window)) { DimensFromWindow { dump(\"\(label)\", DimensTheme.current) } }"
            )
            main.append(
                "    CompositionLocalProvider(\(window)) { DimensForSize(\(width)f / \(density)f, \(height)f / \(density)f) { dump(\"\(label)\", DimensTheme.current) } }"
            )
        }
        main.append("}")
        let program = """
            import dimens.*
            import androidx.compose.runtime.*
            import androidx.compose.ui.platform.*
            import androidx.compose.ui.unit.*

            class Window(width: Int, height: Int) : WindowInfo {
                override val isWindowFocused = true
                override val containerSize = IntSize(width, height)
            }

            \(GeneratedKotlinProgram.dump(properties, compose: true))

            \(main.joined(separator: "\n"))
            """
        let sources = Self.sources(build).merging(["Main.kt": program]) { $1 }
        let output = try GeneratedKotlinProgram.run(sources, compose: .containerSize)
        let lines = output.split(separator: "\n").filter { $0.contains("\t") }
        #expect(lines.count == 2 * properties.count * KotlinOutputTests.composeWindows.count)
        // Each window's lines from the entry point, then from its size: the same.
        for (k, start) in stride(from: 0, to: lines.count, by: 2 * properties.count).enumerated() {
            let fromWindow = lines[start..<(start + properties.count)]
            let fromSize = lines[(start + properties.count)..<(start + 2 * properties.count)]
            #expect(Array(fromWindow) == Array(fromSize), "window \(KotlinOutputTests.composeWindows[k].0)")
        }
        #expect(Set(lines.map { $0.split(separator: "\t")[2] }).count > 2)

        let scratch = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(scratch) }
        let (compiled, problems) = try GeneratedKotlinProgram.compile(
            Self.sources(build), compose: .oldest, in: scratch)
        #expect(!compiled)
        #expect(problems.contains { $0.contains("containerSize") }, "\(problems.prefix(10))")
    }
}
