import DimensKit
import DimensTestSupport
import Foundation
import Testing

/// Every window gets the values dimens computes for it, in every runtime: each catalogued device in
/// each orientation it turns to and each iPad multitasking window, asked of the generated Swift
/// (`forSize`), Kotlin (`forSize`) and TypeScript (`dimensFor`) under configs that compute one
/// orientation, the other, both, and the README's quick starts as written, must give exactly the
/// values the json output of a config computing that window has for it.
@Suite(.serialized)
struct WindowLookupTests {
    /// The configs: name (a type and package name) and JSON text.
    static func configs() throws -> [(String, String)] {
        [
            ("Portrait", #"{"platforms": ["apple", "android"], "orientations": ["portrait"]}"#),
            ("Landscape", #"{"platforms": ["apple", "android"], "orientations": ["landscape"]}"#),
            ("Both", #"{"platforms": ["apple", "android"], "orientations": ["portrait", "landscape"]}"#),
            ("ReadmeIos", try WindowLookupProject.readmeConfig("ios")),
            ("ReadmeAndroid", try WindowLookupProject.readmeConfig("android")),
            ("ReadmeNative", try WindowLookupProject.readmeConfig("react-native")),
        ]
    }

    static let tokens = ["spacing.card", "spacing.gutter"]

    /// Every window of every platform, each with its own values: a config that computes them all.
    static func truth() throws -> WindowLookupProject {
        try WindowLookupProject(
            "Truth",
            config:
                #"{"platforms": ["apple", "android"], "orientations": ["portrait", "landscape"], "multitasking": true}"#,
            tokens: try WindowLookupProject.readmeTokens(), extraOutputs: false)
    }

    /// The windows of `platform` the truth computes: label (project and screen id) and the screen.
    static func windows(_ truth: WindowLookupProject, platform: String) -> [JSONObject] {
        truth.screens.filter { ($0["platform"]?.string ?? "apple") == platform }
    }

    /// What each window must get, one line a window: `label value value`.
    static func expected(_ truth: WindowLookupProject, _ project: String, _ windows: [JSONObject]) -> [String] {
        let values = tokens.map(truth.values)
        return windows.map { screen in
            let id = screen["id"]!.string!
            return "\(project)|\(id) " + values.map { NumberText.plain($0[id] ?? .nan) }.joined(separator: " ")
        }
    }

    @Test(.enabled(if: GeneratedSwiftProgram.swiftc != nil, "skipped: no swiftc on PATH"))
    func swiftGivesEveryAppleWindowItsOwnValues() throws {
        let truth = try Self.truth()
        let tokens = try WindowLookupProject.readmeTokens()
        let windows = Self.windows(truth, platform: "apple")
        var main: [String] = []
        var expected: [String] = []
        var files: [String: String] = [:]
        for (name, config) in try Self.configs() {
            let project = try WindowLookupProject(name, config: config, tokens: tokens)
            guard project.platforms.contains("apple") else { continue }
            files["\(name).swift"] = try project.output("\(name).swift")
            for screen in windows {
                let (width, height) = GeneratedSwiftProgram.size(screen)
                let sizeClass = screen["sizeClass"]?.string.map { ".\($0)" } ?? "nil"
                let call =
                    "\(name).forSize(width: \(width), height: \(height), sizeClass: \(sizeClass), family: .\(screen["family"]!.string!), scale: \(screen["scale"]!.number!.double))"
                main.append("line\(name)(\"\(name)|\(screen["id"]!.string!)\", \(call))")
            }
            expected += Self.expected(truth, name, windows)
            expected += try Self.beyondTheCatalog(project, main: &main)
            files["Line\(name).swift"] =
                "func line\(name)(_ label: String, _ d: \(name)) { print(label, Double(d.spacingCard), Double(d.spacingGutter)) }\n"
        }
        let output = try Self.runSwift(files, main: main)
        Self.compare(output, expected)
    }

    @Test(
        .enabled(
            if: GeneratedKotlinProgram.isAvailable, GeneratedKotlinProgram.skipNotice
        ))
    func kotlinGivesEveryAndroidWindowItsOwnValues() throws {
        let truth = try Self.truth()
        let tokens = try WindowLookupProject.readmeTokens()
        let windows = Self.windows(truth, platform: "android")
        var sources: [String: String] = [:]
        var main = ["fun main() {"]
        var readingCalls: [String] = []
        var readingExpected: [String] = []
        var expected: [String] = []
        for (name, config) in try Self.configs() {
            let project = try WindowLookupProject(name, config: config, tokens: tokens)
            guard project.platforms.contains("android") else { continue }
            sources["\(name).kt"] = try project.output("\(name).kt")
            for screen in windows {
                let (width, height) = GeneratedSwiftProgram.size(screen)
                let dpi = Int(screen["density"]!.number!.double)
                main.append(
                    "    \(name.lowercased()).\(name).forSize(\(Float(width))f, \(Float(height))f, null, \(dpi) * (1f / 160)).let { println(\"\(name)|\(screen["id"]!.string!) \" + it.spacingCard + \" \" + it.spacingGutter) }"
                )
            }
            expected += Self.expected(truth, name, windows)
            // With every orientation in the table, each window as Configuration reports it (the bars
            // taken away, whole dp) gets its own screen's values too.
            guard name == "Both" else { continue }
            for (screen, reading) in Self.readings(truth, windows, WindowReadings.configuration) {
                let dpi = Int(screen["density"]!.number!.double)
                readingCalls.append(
                    "    both.Both.forSize(\(Float(reading.width))f, \(Float(reading.height))f, null, \(dpi) * (1f / 160)).let { println(\"Both|\(screen["id"]!.string!)\(reading.label) \" + it.spacingCard + \" \" + it.spacingGutter) }"
                )
                readingExpected += Self.expected(truth, "Both", [screen]).map {
                    $0.replacingOccurrences(of: " ", with: "\(reading.label) ", options: [], range: $0.range(of: " "))
                }
            }
        }
        // In functions of 200 calls: one method of them all outgrows the JVM's 64 KB.
        let chunks = stride(from: 0, to: readingCalls.count, by: 200).map {
            Array(readingCalls[$0..<min($0 + 200, readingCalls.count)])
        }
        main += chunks.indices.map { "    readings\($0)()" } + ["}"]
        expected += readingExpected
        for (index, chunk) in chunks.enumerated() { main += ["fun readings\(index)() {"] + chunk + ["}"] }
        sources["Main.kt"] = main.joined(separator: "\n") + "\n"
        let output = try GeneratedKotlinProgram.run(sources, standIns: false)
        // The kotlin output's lengths are Floats: the json output's numbers as the nearest Float.
        Self.compare(output, expected, asFloat: true)
    }

    @Test(.enabled(if: TypeScriptProgram.tsc != nil && TypeScriptProgram.node != nil, TypeScriptProgram.skipNotice))
    func typeScriptGivesEveryWindowItsOwnValues() throws {
        let truth = try Self.truth()
        let tokens = try WindowLookupProject.readmeTokens()
        let folder = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(folder) }
        var modules: [String] = []
        var program = ["\"use strict\";"]
        var expected: [String] = []
        for (name, config) in try Self.configs() {
            let project = try WindowLookupProject(name, config: config, tokens: tokens)
            try project.output("\(name).ts").write(
                to: folder.appendingPathComponent("\(name).ts"), atomically: true, encoding: .utf8)
            modules.append("\(name).ts")
            program.append("const \(name) = require(\"./build/\(name).js\");")
            let lookup = name.prefix(1).lowercased() + name.dropFirst() + "For"
            for platform in project.platforms {
                let windows = Self.windows(truth, platform: platform)
                for screen in windows {
                    let (width, height) = GeneratedSwiftProgram.size(screen)
                    // As the hook describes a window: iOS or Android, and on iOS a phone or a pad.
                    let family = platform == "apple" ? "\"\(screen["family"]!.string!)\"" : "undefined"
                    let window =
                        "{ width: \(width), height: \(height), platform: \"\(platform == "apple" ? "ios" : "android")\", family: \(family), scale: \(screen["scale"]!.number!.double) }"
                    program.append(
                        "{ const d = \(name).\(lookup)(\(window)); console.log(\"\(name)|\(screen["id"]!.string!) \" + d.spacingCard + \" \" + d.spacingGutter); }"
                    )
                }
                expected += Self.expected(truth, name, windows)
                // React Native's window on Android: the bars taken away or not, in fractional dp.
                guard name == "Both", platform == "android" else { continue }
                for (screen, reading) in Self.readings(truth, windows, WindowReadings.window) {
                    let window =
                        "{ width: \(reading.width), height: \(reading.height), platform: \"android\", scale: \(screen["scale"]!.number!.double) }"
                    program.append(
                        "{ const d = Both.bothFor(\(window)); console.log(\"Both|\(screen["id"]!.string!)\(reading.label) \" + d.spacingCard + \" \" + d.spacingGutter); }"
                    )
                    expected += Self.expected(truth, "Both", [screen]).map {
                        $0.replacingOccurrences(
                            of: " ", with: "\(reading.label) ", options: [], range: $0.range(of: " "))
                    }
                }
            }
        }
        try program.joined(separator: "\n").write(
            to: folder.appendingPathComponent("ask.js"), atomically: true, encoding: .utf8)
        let compiled = try GeneratedSwiftProgram.run(
            try #require(TypeScriptProgram.tsc), TypeScriptProgram.flags + ["--outDir", "build"] + modules, in: folder)
        #expect(compiled.status == 0, "tsc failed:\n\(compiled.output.prefix(4000))")
        let ran = try GeneratedSwiftProgram.run(try #require(TypeScriptProgram.node), ["ask.js"], in: folder)
        #expect(ran.status == 0, "node failed:\n\(ran.output.suffix(3000))")
        Self.compare(ran.output, expected)
    }

    /// Each Android window's readings (`WindowReadings`) that no other screen with other values
    /// shares, with its screen; at least a hundred of them.
    static func readings(
        _ truth: WindowLookupProject, _ windows: [JSONObject], _ of: (JSONObject) -> [WindowReadings.Window]
    ) -> [(JSONObject, WindowReadings.Window)] {
        let byToken = tokens.map(truth.values)
        let values = Dictionary(
            uniqueKeysWithValues: windows.map { screen in
                let id = screen["id"]!.string!
                return (id, byToken.map { NumberText.plain($0[id] ?? .nan) }.joined(separator: " "))
            })
        let pairs = windows.flatMap { screen in
            of(screen).filter { !WindowReadings.shared($0, of: screen, among: windows, values: values) }.map {
                (screen, $0)
            }
        }
        #expect(pairs.count > 100, "\(pairs.count) readings")
        return pairs
    }

    /// Windows of a family larger and smaller than any of its catalogued screens: the ranked screen
    /// is of the window's family (a phone never gets a TV's or a watch's values), and the runtime
    /// gives its values (the README's tokens have no lines).
    static func beyondTheCatalog(_ project: WindowLookupProject, main: inout [String]) throws -> [String] {
        let windows: [(String, Double, Double, String, String, Double)] = [
            ("huge-phone", 1000, 460, "phone", "regular", 3), ("tiny-phone", 300, 300, "phone", "compact", 2),
            ("huge-pad", 2000, 1500, "pad", "regular", 2),
        ]
        let ranking = WindowRanking(sides: project.sides, scaleAsDPI: false)
        let values = tokens.map(project.values)
        return try windows.map { label, width, height, family, sizeClass, scale in
            main.append(
                "line\(project.name)(\"\(project.name)|\(label)\", \(project.name).forSize(width: \(width), height: \(height), sizeClass: .\(sizeClass), family: .\(family), scale: \(scale)))"
            )
            let screen = project.screens[
                ranking.screen(
                    for: .init(width: width, height: height, family: family, sizeClass: sizeClass, scale: scale),
                    in: project.screens)]
            #expect(screen["family"]?.string == family, "\(label) got \(screen["id"]?.string ?? "")")
            let id = try #require(screen["id"]?.string)
            return "\(project.name)|\(label) " + values.map { NumberText.plain($0[id] ?? .nan) }.joined(separator: " ")
        }
    }

    /// Compiles the generated files and a `main.swift` of `main`'s lines with swiftc (Swift 6,
    /// warnings as errors) and runs it; what it printed.
    static func runSwift(_ files: [String: String], main: [String]) throws -> String {
        let folder = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(folder) }
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try (["import Foundation"] + main).joined(separator: "\n").write(
            to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        try GeneratedSwiftProgram.buildRuntime(in: folder)
        let compiled = try GeneratedSwiftProgram.run(
            try #require(GeneratedSwiftProgram.swiftc),
            ["-swift-version", "6", "-warnings-as-errors"] + GeneratedSwiftProgram.runtimeLinking + files.keys.sorted()
                + ["main.swift", "-o", "program"],
            in: folder)
        try #require(compiled.status == 0, "swiftc failed:\n\(compiled.output.prefix(4000))")
        let ran = try GeneratedSwiftProgram.run(folder.appendingPathComponent("program").path, [], in: folder)
        return ran.output
    }

    /// Each printed line against the expected one, numbers compared as numbers; records how many
    /// windows got another window's values, and the first few.
    static func compare(
        _ output: String, _ expected: [String], asFloat: Bool = false,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let printed = output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(printed.count == expected.count, "\(output.suffix(2000))", sourceLocation: sourceLocation)
        var wrong: [String] = []
        for (line, want) in zip(printed, expected.map { $0.split(separator: " ").map(String.init) }) {
            let same =
                line.count == want.count && line.first == want.first
                && zip(line.dropFirst(), want.dropFirst()).allSatisfy { got, wanted in
                    guard let number = Double(wanted) else { return got == wanted }
                    return asFloat ? Float(got) == Float(number) : Double(got) == number
                }
            if !same { wrong.append("got \(line.joined(separator: " ")), want \(want.joined(separator: " "))") }
        }
        #expect(
            wrong.isEmpty, "\(wrong.count) of \(expected.count) windows:\n\(wrong.prefix(10).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }
}
