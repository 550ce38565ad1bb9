import DimensKit
import Foundation
import Testing

/// The typescript output type-checked with `tsc --strict` (and unused names, implicit returns,
/// isolated modules) against stand-ins with React's and React Native's signatures, compiled, and
/// asked by `node` for every screen of the build and for windows between them: every value is the
/// json output's for the screen (and text size) the documented rules choose, numbers exactly.
@Suite(
    .serialized,
    .enabled(if: TypeScriptProgram.tsc != nil && TypeScriptProgram.node != nil, TypeScriptProgram.skipNotice))
struct TypeScriptOutputTests {
    /// Windows no screen has exactly, with and without a platform; `web` asks every screen.
    static let between: [TypeScriptWindow] = [
        TypeScriptWindow(label: "between-phones", width: 400, height: 850, platform: "ios"),
        TypeScriptWindow(label: "phone-landscape", width: 880, height: 400, platform: "android", scale: 2.625),
        TypeScriptWindow(label: "small-tablet", width: 620, height: 980, platform: "android"),
        TypeScriptWindow(label: "wide", width: 2000, height: 1200, platform: "web"),
        TypeScriptWindow(label: "narrow", width: 300, height: 600),
        // Android's width classes come before the size: 599 dp is compact, so a phone, not the
        // 600-dp tablet nearest in size.
        TypeScriptWindow(label: "android-compact-edge", width: 599, height: 1000, platform: "android"),
        TypeScriptWindow(label: "android-medium-edge", width: 601, height: 960, platform: "android"),
        // A pad window under 678 points is compact, over it regular.
        TypeScriptWindow(label: "pad-677", width: 677, height: 1000, platform: "ios", family: "pad"),
        TypeScriptWindow(label: "pad-700", width: 700, height: 1000, platform: "ios", family: "pad"),
        // Nearest in size is a portrait phone (320 × 568), but a landscape window gets a landscape one.
        TypeScriptWindow(label: "squarish-landscape", width: 500, height: 480, platform: "ios", scale: 2),
        TypeScriptWindow(label: "square", width: 700, height: 700, platform: "ios", family: "pad"),
        TypeScriptWindow(label: "pad-split", width: 500, height: 1000, platform: "ios", scale: 2, family: "pad"),
        TypeScriptWindow(label: "ios-on-android-size", width: 411, height: 914, platform: "ios", scale: 2.625),
    ]

    /// The hook reads the window, `Platform.OS` and (on iOS) `Platform.isPad` the stand-ins give.
    static let hooks: [TypeScriptWindow] = [
        TypeScriptWindow(
            label: "hook-ios", width: 393, height: 852, platform: "ios", scale: 3, family: "phone", fontScale: 1.235,
            hook: true),
        // A pad in Split View: narrower than 678 points, so compact.
        TypeScriptWindow(
            label: "hook-pad-split", width: 507, height: 1024, platform: "ios", scale: 2, family: "pad",
            fontScale: 1, hook: true),
        TypeScriptWindow(
            label: "hook-android", width: 800, height: 1280, platform: "android", scale: 2, fontScale: 1.3, hook: true),
        TypeScriptWindow(
            label: "hook-web", width: 1024, height: 768, platform: "web", scale: 1, fontScale: 1, hook: true),
    ]

    /// Text sizes between and beyond the table's: the largest at most the factor, else the smallest.
    static let fontScales: [TypeScriptWindow] = ([0.5, 0.9, 1.2349, 1.235, 1.3, 2.5, 9, 0, -1] as [Double]).flatMap {
        factor in
        ["ios", "android"].map { (platform: String) in
            TypeScriptWindow(
                label: "font-\(platform)-\(factor)", width: 393, height: 852, platform: platform, scale: 3,
                fontScale: factor)
        }
    }

    @Test func theExampleCompilesAndGivesEveryScreensValues() throws {
        let project = try TypeScriptProject.example()
        #expect(project.screens.contains { $0["platform"]?.string == "android" })
        let folder = try TypeScriptProgram.compile(project.module)
        defer { GeneratedSwiftProgram.remove(folder) }
        let windows = TypeScriptWindow.everyScreen(project) + Self.between + Self.hooks
        let results = try TypeScriptProgram.ask(windows, in: folder)
        let compared = TypeScriptProgram.compare(results, windows, project)
        #expect(compared == windows.count * project.tokens.count && project.tokens.count > 10)
    }

    @Test func textSizesAwkwardNamesAndStringsCompileAndReadBack() throws {
        let project = try TypeScriptProject.fixtureProject()
        #expect(project.textSizes == [.extraSmall, .large, .extraExtraLarge, .accessibilityExtraLarge])
        let folder = try TypeScriptProgram.compile(project.module)
        defer { GeneratedSwiftProgram.remove(folder) }
        let windows = TypeScriptWindow.everyScreen(project) + Self.between + Self.hooks + Self.fontScales
        let results = try TypeScriptProgram.ask(windows, in: folder)
        TypeScriptProgram.compare(results, windows, project)
        // The strings that need escaping came back whole (compared above); check they are there.
        let strings = Set(
            results.flatMap { $0["values"]?.object?.members.compactMap { member in member.value.string } ?? [] })
        #expect(strings.contains { $0.contains("\u{2028}") && $0.contains("\t") && $0.contains("\u{200F}") })
        #expect(strings.contains { $0.contains("${x}") && $0.contains("</script>") && $0.contains("\\b") })
        // React Native's iOS factor for xxLarge (1.235) is below body text's ratio (21/17): it still
        // gives the xxLarge values, which differ from large's.
        let body = try #require(project.tokens.first { $0["path"]?.string == "text.body" })
        #expect(
            project.value(body, screen: "iphone-15", size: .extraExtraLarge)
                != project.value(body, screen: "iphone-15", size: .large))
        #expect(TypeScriptWindow.reactNativeIOS[5] < 21.0 / 17)
    }

    /// The hook passes the window's size, text size and scale to `useMemo` as its dependencies.
    @Test func theHookMemoizesOnTheWindow() throws {
        let project = try TypeScriptProject.fixtureProject()
        let folder = try TypeScriptProgram.compile(project.module)
        defer { GeneratedSwiftProgram.remove(folder) }
        let results = try TypeScriptProgram.ask(Self.hooks, in: folder)
        TypeScriptProgram.compare(results, Self.hooks, project)
        for (result, window) in zip(results, Self.hooks) {
            let deps = result["deps"]?.array ?? []
            #expect(
                deps.prefix(4).compactMap { $0.number?.double } == [
                    window.width, window.height, window.fontScale!, window.scale!,
                ], "\(window.label)")
            #expect(deps.dropFirst(4).map(\.string) == [window.family], "\(window.label): the family from isPad")
        }
    }

    /// With `reactNative` false the module is for any TypeScript app: it imports nothing, has no
    /// hook, and compiles and gives the same values with neither React nor React Native installed.
    @Test func withoutReactNativeTheModuleStandsAlone() throws {
        var options = OutputOptions()
        options.reactNative = false
        let project = try TypeScriptProject.example(options: options)
        #expect(!project.module.contains("import ") && !project.module.contains("useDimens"))
        let folder = try TypeScriptProgram.compile(project.module, standIns: false)
        defer { GeneratedSwiftProgram.remove(folder) }
        let windows = TypeScriptWindow.everyScreen(project) + Self.between
        let results = try TypeScriptProgram.ask(windows, in: folder)
        #expect(TypeScriptProgram.compare(results, windows, project) == windows.count * project.tokens.count)
    }

    /// A module that does not type-check fails the test with tsc's message (the check can fail).
    @Test func aTypeErrorIsReported() throws {
        let project = try TypeScriptProject.fixtureProject()
        let broken = project.module + "\nexport const wrong: number = dimensFor({ width: 1, height: 2 }).labelTitle;\n"
        try withKnownIssue {
            let folder = try TypeScriptProgram.compile(broken)
            GeneratedSwiftProgram.remove(folder)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("TS2322") }
        }
    }
}
