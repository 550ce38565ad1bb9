import DimensKit
import DimensTestSupport
import Foundation
import Testing

/// A project compiled in memory with Android screens and an `android` output, with its json
/// output read back and the value each Android screen should get by Android's own rule.
struct AndroidBuild {
    let compilation: Pipeline.Compilation
    /// The json output's Android screens and per-screen tokens.
    let screens: [JSONObject]
    let tokens: [JSONObject]
    let qualifier: String

    /// The example (`tokens/`), a fixture of `Tests/Fixtures/build` or a folder (an absolute path), with `platforms`,
    /// `orientations` and the outputs set here.
    init(_ name: String, qualifier: String = "sw", tolerance: Double = 0.02, outputs: [Config.Output] = [])
        throws
    {
        let folder =
            name == "example"
            ? BuiltInTemplateTests.root.appendingPathComponent("tokens")
            : name.hasPrefix("/") ? URL(fileURLWithPath: name) : Fixtures.root.appendingPathComponent("build/\(name)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".tokens.json")
        }.sorted().map {
            SourceFile(path: $0, bytes: Array(try Data(contentsOf: folder.appendingPathComponent($0))))
        }
        let text = try String(contentsOf: folder.appendingPathComponent("dimens.json"), encoding: .utf8)
        var config = try #require(ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".").0)
        if !config.platforms.contains(.android) { config.platforms.append(.android) }
        let options = try #require(
            JSONParser.parse(
                SourceFile(path: "", text: #"{"qualifier": "\#(qualifier)", "tolerance": \#(tolerance)}"#)
            ).value?.object)
        config.outputs =
            [Config.Output(template: "json", path: "dimens.json")]
            + [Config.Output(template: "android", path: "res", options: OutputOptions(options))] + outputs
        compilation = Pipeline.compile(sources: .files(files), config: config, catalog: .builtIn)
        let errors = compilation.diagnostics.all.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        let json = try #require(compilation.outputs.first { $0.path == "dimens.json" }?.text)
        let document = try #require(OutputByScreen.read(json))
        tokens = try #require(document["tokens"]?.array).compactMap(\.object).filter { $0["values"] != nil }
        screens = try #require(document["screens"]?.array).compactMap(\.object).filter {
            $0["platform"]?.string == "android"
        }
        self.qualifier = qualifier
    }

    /// The files of the android output, by path under `res/`.
    var resources: [String: String] {
        Dictionary(
            uniqueKeysWithValues: compilation.outputs.filter { $0.path.hasPrefix("res/") }.map {
                (String($0.path.dropFirst(4)), $0.text)
            })
    }

    /// The whole dp Android matches a screen by: its smallest width (a device keeps it when it
    /// turns), or its current width.
    func key(_ screen: JSONObject) -> Int? {
        Int(screen[qualifier == "sw" ? "smallestWidth" : "width"]!.number!.double)
    }

    /// A screen as Android describes it to resources: smallest width, width and height in dp,
    /// and `densityDpi`.
    func configuration(_ screen: JSONObject) -> (sw: Int, w: Int, h: Int, dpi: Int) {
        let number = { (key: String) in Int(screen[key]!.number!.double) }
        return (number("smallestWidth"), number("width"), number("height"), number("density"))
    }

    /// Every way Android can describe a screen to resources under the decor model
    /// (`AndroidDecor.configurationInsets`: edge to edge, and with the system bars taken away
    /// under each navigation), in whole dp as `Configuration` truncates them.
    func readings(_ screen: JSONObject) -> [(sw: Int, w: Int, h: Int, dpi: Int)] {
        let id = screen["id"]!.string!
        guard let full = compilation.table?.screens.first(where: { $0.id == id }) else {
            return [configuration(screen)]
        }
        let sw = configuration(screen).sw
        return AndroidDecor.sizes(of: full, AndroidDecor.configurationInsets(of: full)).map {
            (
                sw, Int(($0.width + 1e-6).rounded(.down)), Int(($0.height + 1e-6).rounded(.down)),
                configuration(screen).dpi
            )
        }
    }

    /// What the folders tell a reading by: its smallest width, density, and its height upright
    /// (`-hNNNdp`) or its width turned (`-wNNNdp`).
    func folderKey(_ screen: JSONObject, _ reading: (sw: Int, w: Int, h: Int, dpi: Int)) -> String {
        let upright = screen["orientation"]?.string != "landscape"
        return "\(reading.sw)|\(upright ? "h\(reading.h)" : "w\(reading.w)")|\(reading.dpi)"
    }

    /// The readings (`readings`, by `folderKey`) that screens with different values of a token
    /// share: no folder can tell them apart, so either screen's value is right there.
    func sharedReadings(_ values: [String: JSONValue]) -> Set<String> {
        var byReading: [String: Set<String>] = [:]
        for screen in screens {
            let text = JSONWriter.write(values[screen["id"]!.string!]!, pretty: false)
            for reading in readings(screen) { byReading[folderKey(screen, reading), default: []].insert(text) }
        }
        return Set(byReading.filter { $0.value.count > 1 }.keys)
    }

    /// What every Android screen should read for `token` (a json token, or a member path of a
    /// composite): by smallest width, its own value, upright and turned; by width, its own value
    /// unless screens of its width differ by more than density (then the one most of them have;
    /// the first screen's on a tie).
    func expected(_ values: [String: JSONValue]) -> [(screen: JSONObject, value: JSONValue)] {
        var byKey: [Int: [JSONObject]] = [:]
        for screen in screens {
            guard let key = key(screen) else { continue }
            byKey[key, default: []].append(screen)
        }
        let text = { (screen: JSONObject) in JSONWriter.write(values[screen["id"]!.string!]!, pretty: false) }
        var result: [(JSONObject, JSONValue)] = []
        for (_, here) in byKey.sorted(by: { $0.key < $1.key }) {
            var byDensity: [Int: String] = [:]
            let densityTellsApart = here.allSatisfy { screen in
                let dpi = configuration(screen).dpi
                if let known = byDensity[dpi] { return known == text(screen) }
                byDensity[dpi] = text(screen)
                return true
            }
            if qualifier == "sw" || densityTellsApart {
                result += here.map { ($0, values[$0["id"]!.string!]!) }
                continue
            }
            var counts: [String: Int] = [:]
            for screen in here { counts[text(screen), default: 0] += 1 }
            var best = here[0]
            for screen in here where counts[text(screen)]! > counts[text(best)]! { best = screen }
            result += here.map { ($0, values[best["id"]!.string!]!) }
        }
        return result
    }

    /// A token's values by screen id.
    func values(_ token: JSONObject) -> [String: JSONValue] {
        token["values"]!.object!.members.reduce(into: [:]) { $0[$1.key] = $1.value }
    }
}
