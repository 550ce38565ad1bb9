import DimensKit
import Foundation
import Testing

/// `d.scaled(x, as: profile)` in the generated Swift equals, on every screen of the `scaled`
/// fixture, for every base of a table and every profile, the json output's value of a token of
/// base `x` with the profile's settings, exactly; through every overload, whose types are checked
/// at compile time. Compiled with `-swift-version 6 -warnings-as-errors` alone (no UIKit or
/// SwiftUI) and against the Apple stand-ins (their parts too).
@Suite(.serialized)
struct SwiftOutputScaledTests {
    @Test(.enabled(if: GeneratedSwiftProgram.swiftc != nil, "skipped: no swiftc on PATH"), arguments: [false, true])
    func scaledValuesEqualTheirTokensOnEveryScreen(standIns: Bool) throws {
        let swiftc = try #require(GeneratedSwiftProgram.swiftc)
        let fixture = try ScaledFixture()
        #expect(fixture.profiles.count > 10, "the fixture's profiles were not read")
        let (compilation, config) = try GeneratedSwiftProgram.compile("scaled", extra: [fixture.tokenFile])
        let generated = try GeneratedSwiftProgram(compilation: compilation, config: config)
        let directory = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(directory) }
        var linking: [String] = []
        if standIns {
            try GeneratedSwiftProgram.buildStandIns(in: directory)
            linking = ["-I", ".", "-L", ".", "-lDimensRuntime", "-lUIKit", "-lSwiftUI"]
        } else {
            try GeneratedSwiftProgram.buildRuntime(in: directory)
            linking = GeneratedSwiftProgram.runtimeLinking
        }
        let files = try generated.writeFiles(into: directory)
        try fixture.program.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let compiled = try GeneratedSwiftProgram.run(
            swiftc,
            ["-swift-version", "6", "-warnings-as-errors"] + linking + files + ["main.swift", "-o", "program"],
            in: directory)
        #expect(compiled.status == 0, "swiftc failed:\n\(compiled.output)")
        guard compiled.status == 0 else { return }
        let ran = try GeneratedSwiftProgram.run(directory.appendingPathComponent("program").path, [], in: directory)
        #expect(ran.status == 0)
        let expected = try fixture.expectedLines(generated, standIns: standIns)
        #expect(expected.count > 10_000)
        #expect(!expected.contains { $0.contains("nan") || $0.contains("missing") }, "a token of the table is missing")
        GeneratedSwiftProgram.compare(ran.output, expected)
    }
}
