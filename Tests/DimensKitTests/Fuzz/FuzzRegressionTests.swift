import DimensKit
import Foundation
import Testing

/// Replays through each fuzz target every input kept in `Tests/Fixtures/fuzz/TARGET/` (inputs
/// that crashed a target once, kept after the fix) and the fixtures its fuzzing is seeded from. A
/// crash fails the run; `Tests/Fuzz/run` does the fuzzing itself.
struct FuzzRegressionTests {
    /// The kept inputs of a target, plus the fixture files its corpus is seeded from.
    static func inputs(_ target: FuzzTarget) -> [URL] {
        let kept = Fixtures.root.appendingPathComponent("fuzz/\(target.rawValue)")
        let keptFiles = ((try? FileManager.default.contentsOfDirectory(atPath: kept.path)) ?? []).sorted().map {
            kept.appendingPathComponent($0)
        }
        let suffix =
            switch target {
            case .json: ".json"
            case .tokens: ".tokens.json"
            case .resolver: ".resolver.json"
            case .selector, .mustache, .names, .values: ""
            }
        guard !suffix.isEmpty else { return keptFiles }
        let all = FileManager.default.enumerator(atPath: Fixtures.root.path)?.compactMap { $0 as? String } ?? []
        return keptFiles
            + all.filter { $0.hasSuffix(suffix) && !$0.hasPrefix("fuzz/") }.sorted().map {
                Fixtures.root.appendingPathComponent($0)
            }
    }

    @Test(arguments: FuzzTarget.allCases)
    func keptInputsAndSeedsRunWithoutCrashing(_ target: FuzzTarget) throws {
        let inputs = Self.inputs(target)
        for input in inputs { target.run(Array(try Data(contentsOf: input))) }
        if ![.selector, .mustache, .names].contains(target) { #expect(inputs.count > 5) }
    }

    @Test func selectorsAndTemplatesFromTheShippedExampleRun() throws {
        for selector in [
            "iphone-15-pro", "393x852", "6.1in", "pad&min>=1000", "regular&w>=1024", "default", "w>=5000", "&&", "x<3",
        ] {
            FuzzTarget.selector.run(Array(selector.utf8))
        }
        let templates = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "templates")
        for name in ["swift.mustache", "css.mustache"] {
            FuzzTarget.mustache.run(Array(try Data(contentsOf: templates.appendingPathComponent(name))))
        }
    }
}
