import DimensKit
import Foundation
import Testing

/// A config that computes one orientation says, once, which tokens a turned window gets other
/// values for; none when every token reads only the lowest and highest sides.
struct TurnedWindowsTests {
    static func compile(_ config: String, _ settings: String) throws -> [Diagnostic] {
        let parsed = try #require(ConfigParser.parse(SourceFile(path: "dimens.json", text: config), directory: ".").0)
        let tokens =
            #"{"s": {"$type": "dimension", "a": {"$value": {"value": 8, "unit": "px"}}, "b": {"$value": {"value": 16, "unit": "px"}, "$extensions": {"dimens": "#
            + settings + "}}}}"
        return Pipeline.compile(
            sources: .files([SourceFile(path: "t.tokens.json", text: tokens)]), config: parsed, catalog: .builtIn
        ).diagnostics.all.filter { $0.code == .screensOrientationLeftOut }
    }

    @Test(arguments: [
        (#"{"orientations": ["portrait"]}"#, #"{"model": "dynamic", "dimension": "width"}"#, ["'s.b'"], "landscape"),
        (#"{"orientations": ["landscape"]}"#, #"{"overrides": {"compact": 4}}"#, ["'s.b'"], "portrait"),
        (#"{"orientations": ["portrait"]}"#, #"{"overrides": {"w>=600": 4}}"#, ["'s.b'"], "landscape"),
        (#"{"orientations": ["portrait"]}"#, #"{"model": "fixed"}"#, [], ""),
        (#"{"orientations": ["portrait", "landscape"]}"#, #"{"model": "dynamic", "dimension": "width"}"#, [], ""),
        (#"{}"#, #"{"model": "dynamic", "dimension": "width"}"#, ["'s.b'"], "landscape"),
        (#"{}"#, #"{"model": "dynamic"}"#, [], ""),
    ])
    func oneWarningNamesTheTokensThatDependOnOrientation(
        config: String, settings: String, named: [String], other: String
    ) throws {
        let found = try Self.compile(config, settings)
        #expect(found.count == (named.isEmpty ? 0 : 1))
        guard let warning = found.first else { return }
        #expect(warning.severity == .warning)
        // At the orientations key, or at the config's start where it leaves them to the default.
        #expect(warning.location?.line == 1 && warning.location?.column == (config == "{}" ? 1 : 2))
        for name in named { #expect(warning.message.contains(name), "\(warning.message)") }
        #expect(!warning.message.contains("'s.a'"))
        #expect(warning.message.contains("a window turned to \(other) gets its device's"))
        #expect(warning.notes.map(\.message) == ["add \"\(other)\" to \"orientations\" to compute those values"])
    }
}
