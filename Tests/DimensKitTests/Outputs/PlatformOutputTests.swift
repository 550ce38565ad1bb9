import DimensKit
import Foundation
import Testing

/// Android screens join a build when the config asks (`platforms`): the json output lists them
/// with their platform, while generated Swift keeps to Apple's screens and CSS to Apple's when
/// there are any, so turning Android on changes neither byte for byte.
struct PlatformOutputTests {
    /// The ipod-example fixture with `platforms` (and `catalog.include`) changed.
    func compile(platforms: String, include: String = #"["pod"]"#) throws -> Pipeline.Compilation {
        let folder = Fixtures.root.appendingPathComponent("build/ipod-example")
        var text = try String(contentsOf: folder.appendingPathComponent("dimens.json"), encoding: .utf8)
        text = text.replacingOccurrences(
            of: #""catalog": { "include": ["pod"] },"#,
            with: #""catalog": { "include": \#(include) }, "platforms": \#(platforms),"#)
        let (config, diagnostics) = ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return Pipeline.compile(
            sources: .files(try Fixtures.tokenFiles("build", "ipod-example")), config: try #require(config),
            catalog: .builtIn)
    }

    @Test func swiftAndCSSStayByteIdenticalWithAndroidOn() throws {
        let compilation = try compile(platforms: #"["apple", "android"]"#)
        #expect(compilation.diagnostics.all.filter { $0.severity == .error }.isEmpty)
        let expected = Fixtures.root.appendingPathComponent("build/ipod-example/expected")
        for output in compilation.outputs where output.path != "dimens.json" {
            let golden = try String(contentsOf: expected.appendingPathComponent(output.path), encoding: .utf8)
            #expect(output.text == golden, "\(output.path) changed with Android on")
        }
    }

    @Test func theJSONOutputListsAndroidScreensWithTheirPlatform() throws {
        let text = try #require(try compile(platforms: #"["apple", "android"]"#).outputs.first?.text)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let screens = try #require(json["screens"] as? [[String: Any]])
        let apple = screens.filter { $0["platform"] as? String == "apple" }
        let android = screens.filter { $0["platform"] as? String == "android" }
        #expect(apple.count == 14 && android.count == 2 * 78 && apple.count + android.count == screens.count)
        #expect(
            Set(apple[0].keys) == [
                "id", "device", "name", "family", "platform", "orientation", "width", "height", "scale", "ppi",
                "sizeClass", "row",
            ])
        let pixel = try #require(android.first { $0["id"] as? String == "pixel-7" })
        #expect(
            Set(pixel.keys) == [
                "id", "device", "name", "family", "platform", "orientation", "width", "height", "scale", "density",
                "smallestWidth", "windowWidthClass", "windowHeightClass", "row",
            ])
        #expect(pixel["density"] as? Double == 420 && pixel["scale"] as? Double == 2.625)
        #expect(pixel["windowWidthClass"] as? String == "compact" && pixel["family"] as? String == "android-phone")
    }

    @Test func anAppleOnlyOutputWithoutAppleScreensIsAnError() throws {
        let compilation = try compile(platforms: #"["android"]"#, include: #"["android-phone"]"#)
        #expect(compilation.outputs.isEmpty)
        let error = try #require(compilation.diagnostics.all.first { $0.code == .outputPlatform })
        #expect(error.message.contains("the swift output 'Dimens.swift' writes apple screens, and the build has none"))
        #expect(error.location?.line == 8)
        #expect(!compilation.diagnostics.all.contains { $0.code == .outputPlatform && $0.message.contains("css") })
    }
}
