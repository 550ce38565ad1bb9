import DimensKit
import DimensTestSupport
import Foundation
import Testing

/// The generated Swift reads its screen list byte by byte (no `split` or `Double(String)` for the
/// compiler to specialize in every app build): sizes with decimals, and a size with more digits
/// than its quick path takes, must come out as the json output has them, so `forSize` with a
/// screen's own size finds that screen.
@Suite(.serialized)
struct SwiftOutputScreenListTests {
    static let devices = [
        device("plain", 375, 667),
        device("halves", 402.5, 874.25),
        device("long", 390.12345678901234, 844.0625),
    ]

    static func device(_ id: String, _ width: Double, _ height: Double) -> Device {
        Device(
            id: id, name: id, family: .phone, year: 2025, width: width, height: height, scale: 3, ppi: 460,
            diagonal: 6.1, portraitSizeClass: .compact, landscapeSizeClass: .regular)
    }

    @Test(.enabled(if: GeneratedSwiftProgram.swiftc != nil, "skipped: no swiftc on PATH"))
    func sizesWithDecimalsFindTheirOwnScreen() throws {
        let config = try #require(
            ConfigParser.parse(
                SourceFile(
                    path: "dimens.json",
                    text: #"""
                        {"outputs": [{"template": "json", "path": "dimens.json"},
                                     {"template": "swift", "path": "Dimens.swift"}]}
                        """#), directory: "."
            ).0)
        let tokens =
            #"{"w": {"$type": "dimension", "$value": {"value": 10, "unit": "px"}, "#
            + #""$extensions": {"dimens": {"model": "dynamic", "dimension": "width", "round": "none"}}}}"#
        let compilation = Pipeline.compile(
            sources: .files([SourceFile(path: "a.tokens.json", text: tokens)]), config: config,
            catalog: DeviceCatalog(devices: Self.devices))
        #expect(compilation.diagnostics.all.filter { $0.severity == .error }.isEmpty)
        let swift = try #require(compilation.outputs.first { $0.path == "Dimens.swift" }?.text)
        #expect(swift.contains("halves 402.5 874.25 phone compact"))
        #expect(swift.contains("long 390.1234567890123 844.0625 phone compact"), "17 characters: past the quick path")

        let jsonText = try #require(compilation.outputs.first { $0.path == "dimens.json" }?.text)
        let json = try #require(OutputByScreen.read(jsonText))
        let values = try #require(json["tokens"]?.array?.first?.object?["values"]?.object)

        // Each screen by id and by its own size: the json output's value of that screen.
        let program = Self.devices.map { device in
            """
            print("\(device.id)", Dimens.forScreen(id: "\(device.id)")!.w,
                  Dimens.forSize(width: \(device.width), height: \(device.height), family: .phone).w)
            """
        }.joined(separator: "\n")
        let directory = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(directory) }
        try swift.write(to: directory.appendingPathComponent("Dimens.swift"), atomically: true, encoding: .utf8)
        try program.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        try GeneratedSwiftProgram.buildRuntime(in: directory)
        let compiled = try GeneratedSwiftProgram.run(
            GeneratedSwiftProgram.swiftc!,
            ["-swift-version", "6", "-warnings-as-errors"] + GeneratedSwiftProgram.runtimeLinking + [
                "Dimens.swift", "main.swift", "-o", "program",
            ],
            in: directory)
        #expect(compiled.status == 0, "swiftc failed:\n\(compiled.output)")
        guard compiled.status == 0 else { return }
        let ran = try GeneratedSwiftProgram.run(directory.appendingPathComponent("program").path, [], in: directory)
        let printed = ran.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(printed.count == Self.devices.count)
        for (device, line) in zip(Self.devices, printed) {
            let expected = try #require(values[device.id]?.number?.double)
            #expect(line.count == 3 && line[0] == device.id, "\(line)")
            #expect(line.dropFirst().compactMap(Double.init) == [expected, expected], "\(device.id): \(line)")
        }
    }
}
