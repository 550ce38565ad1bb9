import DimensKit
import DimensTestSupport
import Foundation
import Testing

@testable import DimensKit

/// The kotlin and compose outputs compiled with `kotlinc` (warnings as errors; the Compose file
/// against stand-ins with Compose's signatures) and run: every value of every Android screen,
/// `forSize` on catalogued and other windows, and the Compose entry point through a rotation, a
/// multi-window resize, a fold and a pane, all compared with the json output. One kotlinc run per
/// project.
@Suite(
    .serialized,
    .enabled(
        if: GeneratedKotlinProgram.isAvailable, GeneratedKotlinProgram.skipNotice))
struct KotlinOutputTests {
    static let outputs = [
        Config.Output(template: "kotlin", path: "Dimens.kt"),
        Config.Output(template: "compose", path: "DimensCompose.kt"),
    ]

    /// The json screen `forSize` documents for a window of `width` × `height` dp (and `family` and
    /// `density`, `densityDpi / 160`): the one ranking (`WindowRanking`), dpi compared whole.
    static func screen(
        in screens: [JSONObject], sides: ScreenSides, width: Float, height: Float, family: String?,
        density: Float? = nil
    ) -> String {
        let index = WindowRanking(sides: sides, scaleAsDPI: true).screen(
            for: .init(
                width: Double(width), height: Double(height), family: family, scale: density.map(Double.init)),
            in: screens)
        return screens[index]["id"]!.string!
    }

    /// A json family as the Kotlin `Dimens.Family` constant (`null` for none).
    static func kotlinFamily(_ family: String?) -> String {
        family.map {
            "Dimens.Family." + [
                "android-phone": "PHONE", "android-tablet": "TABLET", "android-foldable": "FOLDABLE",
                "android-desktop": "DESKTOP",
            ][$0]!
        } ?? "null"
    }

    /// Windows by size in dp (and family): catalogued sizes and others in every width class.
    static let windows: [(String, Float, Float, String?)] = [
        ("pixel-7-exact", 411, 914, "android-phone"), ("between-phones", 400, 850, nil),
        ("phone-landscape", 880, 400, nil),
        ("small-tablet", 620, 980, nil), ("tablet-landscape", 1280, 800, "android-tablet"), ("wide", 2000, 1200, nil),
        ("narrow", 300, 600, nil), ("square", 700, 700, "android-foldable"),
        ("family-elsewhere", 411, 914, "android-desktop"),
        ("compact-near-a-tablet", 560, 990, nil),
    ]

    /// Compose windows in pixels at a density: a phone upright and turned, half of it in
    /// multi-window, a Fold unfolded and folded, a tablet.
    static let composeWindows: [(String, Int, Int, Float)] = [
        ("phone", 1080, 2400, 2.625), ("phone-rotated", 2400, 1080, 2.625), ("phone-split", 1080, 1200, 2.625),
        ("fold-unfolded", 1840, 2208, 2.625), ("fold-folded", 1080, 2092, 2.625), ("tablet", 2560, 1600, 2),
    ]

    @Test func theExampleCompilesAndGivesEveryValueAndWindow() throws {
        let build = try AndroidBuild("example", outputs: Self.outputs)
        let properties = try GeneratedKotlinProgram.properties(build)
        let tokens = Dictionary(uniqueKeysWithValues: build.tokens.map { ($0["path"]!.string!, $0) })
        let ids = build.screens.map { $0["id"]!.string! }
        var main = ["fun main() {", "    for (id in Dimens.screenIds) dump(\"id:\" + id, Dimens.forScreen(id)!!)"]
        var expected: [String] = []
        for id in ids {
            expected += try properties.map {
                "id:\(id)\t\($0.path)\t" + (try GeneratedKotlinProgram.expected($0, screen: id, tokens: tokens))
            }
        }
        // Every screen by its own size in dp, family and density: its own values, also where
        // screens share a size.
        for screen in build.screens {
            let id = screen["id"]!.string!
            let (width, height) = (screen["width"]!.number!.double, screen["height"]!.number!.double)
            // The density as Android computes it: densityDpi * (1f / 160), not always dpi / 160 in Float.
            let dpi = Int(screen["density"]!.number!.double)
            main.append(
                "    dump(\"own:\(id)\", Dimens.forSize(\(Float(width))f, \(Float(height))f, \(Self.kotlinFamily(screen["family"]?.string)), \(dpi) * (1f / 160)))"
            )
            expected += try properties.map {
                "own:\(id)\t\($0.path)\t" + (try GeneratedKotlinProgram.expected($0, screen: id, tokens: tokens))
            }
        }
        // Windows of no catalogued size: the ranked screen's values, and the lines' where they hold.
        let windows = WindowExpectation(try #require(build.compilation.table).screens(forOutput: "kotlin"))
        let densities = Dictionary(
            uniqueKeysWithValues: build.screens.map { ($0["id"]!.string!, Float($0["density"]!.number!.double)) })
        func window(
            _ label: String, _ width: Float, _ height: Float, _ family: String?, _ density: Float?,
            compose: Bool = false
        )
            throws -> [String]
        {
            let id = Self.screen(
                in: build.screens, sides: windows.model.sides, width: width, height: height, family: family,
                density: density)
            // The scale the lookup rounds with: the whole dpi over 160.
            let dpi = density.flatMap { $0.isNaN || $0 <= 0 ? nil : ($0 * 160).rounded() } ?? densities[id]!
            let scale = Double(dpi) / 160
            let lines = windows.lineValues(screen: id, width: Double(width), height: Double(height), scale: scale)
            return try properties.map { property in
                if let line = lines[property.path], property.kind == .length || property.kind == .text {
                    let unit = compose ? (property.kind == .text ? "sp" : "dp") : ""
                    return "\(label)\t\(property.path)\t\(Float(line))\(unit)"
                }
                return "\(label)\t\(property.path)\t"
                    + (try GeneratedKotlinProgram.expected(property, screen: id, tokens: tokens, compose: compose))
            }
        }
        for (label, width, height, family) in Self.windows {
            main.append(
                "    dump(\"size:\(label)\", Dimens.forSize(\(width)f, \(height)f, \(Self.kotlinFamily(family))))")
            expected += try window("size:\(label)", width, height, family, nil)
        }
        // The window as Android's configuration reports it: whole dp (the pixels over the density, truncated).
        for (label, width, height, density) in Self.composeWindows {
            let (widthDp, heightDp) = (Int(Float(width) / density), Int(Float(height) / density))
            main.append(
                "    CompositionLocalProvider(LocalConfiguration provides Configuration(\(widthDp), \(heightDp)), LocalDensity provides Density(\(density)f)) { DimensFromWindow { dumpUnits(\"compose:\(label)\", DimensTheme.current) } }"
            )
            expected += try window(
                "compose:\(label)", Float(widthDp), Float(heightDp), nil, density, compose: true)
        }
        // A pane of its own inside the window, then the reference screen's values with no provider.
        main.append(
            "    CompositionLocalProvider(LocalConfiguration provides Configuration(1280, 800), LocalDensity provides Density(2f)) { DimensFromWindow { DimensForSize(360f, 800f) { dumpUnits(\"compose:pane\", LocalDimens.current) } } }"
        )
        expected += try window("compose:pane", 360, 800, nil, 2, compose: true)
        // A density that is no number never stops the lookup: it matches no screen's.
        main.append("    dump(\"size:nan-density\", Dimens.forSize(411f, 914f, null, Float.NaN))")
        expected += try window("size:nan-density", 411, 914, nil, .nan)
        main.append("    dumpUnits(\"compose:none\", LocalDimens.current)")
        // The screen nearest the reference size, as catalogued (not as a window is reported).
        let model = RenderModel(try #require(build.compilation.table).screens(forOutput: "kotlin"))
        let reference = model.table.screens[model.referenceScreen].id
        expected += try properties.map {
            "compose:none\t\($0.path)\t"
                + (try GeneratedKotlinProgram.expected($0, screen: reference, tokens: tokens, compose: true))
        }
        main.append("    println(\"ids \" + Dimens.screenIds.joinToString(\",\"))")
        // Values that change with every resize are a `compositionLocalOf`, whose readers alone recompose.
        main.append("    println(\"dynamic \" + isDynamic(LocalDimens))")
        main.append("}")

        let program = """
            import dimens.*
            import android.content.res.Configuration
            import androidx.compose.runtime.*
            import androidx.compose.ui.platform.*
            import androidx.compose.ui.unit.*

            \(GeneratedKotlinProgram.dump(properties))

            \(GeneratedKotlinProgram.dump(properties, compose: true).replacingOccurrences(of: "fun dump", with: "fun dumpUnits").replacingOccurrences(of: "    dump", with: "    dumpUnits"))

            \(main.joined(separator: "\n"))
            """
        let sources = Dictionary(
            uniqueKeysWithValues: build.compilation.outputs.filter { $0.path.hasSuffix(".kt") }.map {
                ($0.path, $0.text)
            })
        let output = try GeneratedKotlinProgram.run(sources.merging(["Main.kt": program]) { $1 }, compose: .oldest)
        GeneratedKotlinProgram.compare(output, expected)
        #expect(output.contains("ids " + ids.joined(separator: ",")))
        #expect(output.contains("dynamic true"))
        #expect(
            properties.contains { $0.kind == .text } && properties.contains { $0.kind == .string }
                && properties.contains { $0.kind == .em })
    }

    /// Every screen of a project by id, in a package and type of its own: what the program prints,
    /// and what the json output says it should.
    static func everyScreen(_ build: AndroidBuild, typeName: String = "Dimens", package: String = "dimens") throws -> (
        program: String, expected: [String], properties: [GeneratedKotlinProgram.Property]
    ) {
        let properties = try GeneratedKotlinProgram.properties(build)
        let tokens = Dictionary(uniqueKeysWithValues: build.tokens.map { ($0["path"]!.string!, $0) })
        var expected: [String] = []
        for screen in build.screens {
            let id = screen["id"]!.string!
            expected += try properties.map {
                "id:\(id)\t\($0.path)\t" + (try GeneratedKotlinProgram.expected($0, screen: id, tokens: tokens))
            }
        }
        let program = """
            import \(package).*

            \(GeneratedKotlinProgram.dump(properties).replacingOccurrences(of: "v: Dimens", with: "v: \(typeName)"))

            fun main() {
                for (id in \(typeName).screenIds) dump("id:" + id, \(typeName).forScreen(id)!!)
            }
            """
        return (program, expected, properties)
    }

    /// Names Kotlin escapes or refuses (`class`, a leading digit) and strings it escapes (quotes,
    /// `$`, backslashes, line breaks, tabs, emoji), in a package and type of their own, with the
    /// Compose file beside them.
    @Test func awkwardNamesAndStringsCompileAndReadBack() throws {
        let options = try #require(
            JSONParser.parse(
                SourceFile(path: "", text: #"{"kotlinPackage": "com.example.design", "typeName": "Metrics"}"#)
            )
            .value?.object)
        let build = try AndroidBuild(
            "android-awkward",
            outputs: [
                Config.Output(template: "kotlin", path: "Metrics.kt", options: OutputOptions(options)),
                Config.Output(template: "compose", path: "MetricsCompose.kt", options: OutputOptions(options)),
            ])
        let (program, expected, properties) = try Self.everyScreen(
            build, typeName: "Metrics", package: "com.example.design")
        #expect(properties.map(\.name).contains("`class`") && properties.map(\.name).contains("_2xl"))
        let sources = Dictionary(
            uniqueKeysWithValues: build.compilation.outputs.filter { $0.path.hasSuffix(".kt") }.map {
                ($0.path, $0.text)
            })
        let output = try GeneratedKotlinProgram.run(sources.merging(["Main.kt": program]) { $1 }, standIns: true)
        GeneratedKotlinProgram.compare(output, expected)
    }

    /// Deprecated tokens (and descriptions KDoc reads as links) compile warning-free under
    /// `-Werror` (Gradle's `allWarningsAsErrors`): the Compose file reads every value, deprecated
    /// ones too, and says so once for the file instead of warning for each.
    @Test func deprecatedTokensCompileUnderWerror() throws {
        let folder = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(folder) }
        try ##"""
        {"pad": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}, "$deprecated": "use gap [$] instead",
                 "$description": "brackets [$x] and [x.] and a\\[b]"},
         "gap": {"$type": "dimension", "$value": {"value": 12, "unit": "px"}, "$deprecated": true},
         "title": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": {"value": 20, "unit": "px"}}, "$deprecated": true}}
        """##.write(to: folder.appendingPathComponent("d.tokens.json"), atomically: true, encoding: .utf8)
        try #"{"catalog": {"include": ["android-phone"]}}"#.write(
            to: folder.appendingPathComponent("dimens.json"), atomically: true, encoding: .utf8)
        let build = try AndroidBuild(folder.path, outputs: Self.outputs)
        let sources = Dictionary(
            uniqueKeysWithValues: build.compilation.outputs.filter { $0.path.hasSuffix(".kt") }.map {
                ($0.path, $0.text)
            })
        let output = try GeneratedKotlinProgram.run(
            sources.merging(["Main.kt": "fun main() { println(\"compiled\") }\n"]) { $1 }, standIns: true)
        #expect(output.hasPrefix("compiled"))
    }

    /// 2,000 values over the whole Android catalog in both orientations (about 2 MB of table text),
    /// 1,200 distinct strings: the table's text is cut into constants the JVM takes, and no method
    /// outgrows 64 KB, so it compiles (common code alone) and reads back.
    @Test func aLargeTableFitsTheJVM() throws {
        var groups: [String] = []
        for group in 0..<20 {
            var members: [String] = []
            for k in 0..<80 {
                members.append(
                    #""d\#(k)": {"$type": "dimension", "$value": {"value": \#(1 + k % 37), "unit": "px"}, "$extensions": {"dimens": {"model": "\#(k % 2 == 0 ? "dynamic" : "fixed")"}}}"#
                )
            }
            for k in 0..<15 {
                members.append(
                    #""s\#(k)": {"$type": "string", "$value": "g\#(group)s\#(k) \"a\"", "$extensions": {"dimens": {"overrides": {"w>=500": "g\#(group)s\#(k) b", "w>=800": "g\#(group)s\#(k) c", "width-expanded": "g\#(group)s\#(k) $d"}}}}"#
                )
            }
            for k in 0..<5 {
                members.append(
                    #""b\#(k)": {"$type": "boolean", "$value": false, "$extensions": {"dimens": {"overrides": {"w>=\#(400 + 100 * k)": true}}}}"#
                )
            }
            groups.append(#""g\#(group)": {"# + members.joined(separator: ", ") + "}")
        }
        let folder = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(folder) }
        try ("{" + groups.joined(separator: ", ") + "}").write(
            to: folder.appendingPathComponent("big.tokens.json"), atomically: true, encoding: .utf8)
        try #"{"platforms": ["android"], "orientations": ["portrait", "landscape"]}"#.write(
            to: folder.appendingPathComponent("dimens.json"), atomically: true, encoding: .utf8)
        let build = try AndroidBuild(folder.path, outputs: [Config.Output(template: "kotlin", path: "Dimens.kt")])
        let kotlin = try #require(build.compilation.outputs.first { $0.path == "Dimens.kt" }?.text)
        #expect(kotlin.utf8.count > 1_500_000)
        #expect(kotlin.contains("private val TABLE_20") && kotlin.contains("private object DimensStrings1 {"))
        let (program, expected, properties) = try Self.everyScreen(build)
        #expect(properties.count == 2_000)
        let output = try GeneratedKotlinProgram.run(["Dimens.kt": kotlin, "Main.kt": program], standIns: false)
        GeneratedKotlinProgram.compare(output, expected)
    }

    /// The table's text is in the compiled classes once: each chunk (`TABLE_0`, `LINES_0`,
    /// `SCREENS_0`, …) was a `const val`, which kotlinc copies into every class that names it, so
    /// the `lazy` initialiser decoding it held the text a second time (Performance.md).
    @Test func theTablesTextIsCompiledOnce() throws {
        let build = try AndroidBuild("example", outputs: [Config.Output(template: "kotlin", path: "Dimens.kt")])
        let kotlin = try #require(build.compilation.outputs.first { $0.path == "Dimens.kt" }?.text)
        // Each chunk's text: the lines of its raw string, between the quotes.
        var chunks: [(name: String, text: String)] = []
        var open: (name: String, lines: [String])?
        for line in kotlin.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if var chunk = open {
                if line == "\"\"\"" {
                    chunks.append((chunk.name, chunk.lines.joined(separator: "\n")))
                    open = nil
                } else {
                    chunk.lines.append(line)
                    open = chunk
                }
            } else if line.hasPrefix("private "), line.hasSuffix(": String = \"\"\""),
                let name = line.split(separator: " ").first(where: {
                    ["TABLE_", "LINES_", "SCREENS_"].contains(where: $0.hasPrefix)
                })
            {
                open = (String(name.dropLast()), [])
            }
        }
        #expect(Set(chunks.map(\.name)).isSuperset(of: ["TABLE_0", "LINES_0", "SCREENS_0"]))
        let folder = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(folder) }
        try kotlin.write(to: folder.appendingPathComponent("Dimens.kt"), atomically: true, encoding: .utf8)
        let compiled = try GeneratedSwiftProgram.run(
            try #require(GeneratedKotlinProgram.kotlinc), ["Dimens.kt", "-Werror", "-d", "classes"], in: folder)
        #expect(compiled.status == 0, "kotlinc:\n\(compiled.output.suffix(3000))")
        let classes = try #require(
            FileManager.default.enumerator(
                at: folder.appendingPathComponent("classes"), includingPropertiesForKeys: nil)
        ).compactMap { $0 as? URL }.filter { $0.pathExtension == "class" }
        let bytes = try classes.map { try Data(contentsOf: $0) }
        #expect(!bytes.isEmpty)
        // ASCII text, stored in a class file's constant pool as it is (modified UTF-8).
        for chunk in chunks {
            let text = Data(chunk.text.utf8)
            var copies = 0
            for data in bytes {
                var start = data.startIndex
                while let found = data.range(of: text, in: start..<data.endIndex) {
                    copies += 1
                    start = found.upperBound
                }
            }
            #expect(copies == 1, "\(chunk.name)'s text is in the class files \(copies) times")
        }
    }
}
