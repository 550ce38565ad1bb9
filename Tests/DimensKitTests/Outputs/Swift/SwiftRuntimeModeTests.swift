import DimensKit
import Foundation
import Testing

/// The swift output's two `runtime` modes give the same answers: the example generated embedded
/// (`Embedded`, its lookup in the file) and against `DimensRuntime` (`Module`) compiled into one
/// program, asked for the same windows — every catalogued screen by id and by size, and a grid of
/// sizes no device has, with and without a family, size class and scale, and each screen turned at
/// another scale (where the ranking's last parts decide) — print the same values.
@Suite(.serialized)
struct SwiftRuntimeModeTests {
    /// The windows asked for: a grid from 120 to 1,500 points each way, each with a family, size
    /// class and scale taken in turn (none among them), so neighbours differ in every part.
    static let windows: [(width: Double, height: Double, family: String, sizeClass: String, scale: String)] = {
        let families = ["nil", ".phone", ".pad", ".pod", ".tv", ".watch"]
        let classes = ["nil", ".compact", ".regular"]
        let scales = ["nil", "2", "3", "1"]
        var windows: [(Double, Double, String, String, String)] = []
        var index = 0
        for width in stride(from: 120.0, through: 1500, by: 47) {
            for height in stride(from: 120.0, through: 1500, by: 61) {
                windows.append(
                    (width, height, families[index % 6], classes[index / 6 % 3], scales[index / 18 % 4]))
                index += 1
            }
        }
        return windows
    }()

    @Test(.enabled(if: GeneratedSwiftProgram.swiftc != nil, "skipped: no swiftc on PATH"))
    func moduleAndEmbeddedLookupsAgree() throws {
        let swiftc = try #require(GeneratedSwiftProgram.swiftc)
        var programs: [GeneratedSwiftProgram] = []
        for (typeName, runtime) in [("Embedded", SwiftRuntime.embedded), ("Module", .module)] {
            let (compilation, config) = try GeneratedSwiftProgram.compile("example") { options in
                options.typeName = typeName
                options.runtime = runtime
            }
            programs.append(try GeneratedSwiftProgram(compilation: compilation, config: config))
        }
        let (embedded, module) = (programs[0], programs[1])
        #expect(!embedded.swift.contains("DimensRuntime") && module.swift.contains("import DimensRuntime"))
        #expect(module.swift.contains("DimensWidthLines("), "the example has width lines: the lookup's second step")

        var main = [embedded.dumpFunction, module.dumpFunction, "var lines: [String] = []"]
        main.append("print(Embedded.screenIDs == Module.screenIDs, Embedded.screenIDs.count)")
        main.append("for id in TYPE.screenIDs { dump(TYPE.forScreen(id: id)!, as: id, into: &lines) }")
        for (index, screen) in module.screens.enumerated() {
            let (width, height) = GeneratedSwiftProgram.size(screen)
            let family = screen["family"]!.string!
            let id = GeneratedSwiftProgram.id(screen)
            main.append(
                "dump(TYPE.forSize(width: \(width), height: \(height), family: .\(family)), as: \"\(id)-size\", into: &lines)"
            )
            // Turned, at a scale of its own: the scale and the orientation break the ties.
            main.append(
                "dump(TYPE.forSize(width: \(height), height: \(width), family: .\(family), scale: \(index % 3 + 1)), as: \"\(id)-turned\", into: &lines)"
            )
        }
        for window in Self.windows {
            main.append(
                "dump(TYPE.forSize(width: \(window.width), height: \(window.height), sizeClass: \(window.sizeClass), family: \(window.family), scale: \(window.scale)), as: \"\(window.width)x\(window.height)\", into: &lines)"
            )
        }
        main.append("print(lines.joined(separator: \"\\n\"))")
        // The same calls on each type, the embedded first.
        let header = main.prefix(4)
        let calls = main.dropFirst(4)
        let both =
            Array(header) + calls.map { $0.replacingOccurrences(of: "TYPE.", with: "Embedded.") }
            + ["print(\"=\")", "lines = []"] + calls.map { $0.replacingOccurrences(of: "TYPE.", with: "Module.") }

        let directory = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(directory) }
        try GeneratedSwiftProgram.buildRuntime(in: directory)
        let files = ["Embedded.swift", "Module.swift"]
        for (name, program) in zip(files, programs) {
            try program.swift.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try both.joined(separator: "\n").write(
            to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let compiled = try GeneratedSwiftProgram.run(
            swiftc,
            ["-swift-version", "6", "-warnings-as-errors", "-Wwarning", "DeprecatedDeclaration"]
                + GeneratedSwiftProgram.runtimeLinking + files + ["main.swift", "-o", "program"], in: directory)
        try #require(compiled.status == 0, "swiftc failed:\n\(compiled.output.prefix(4000))")
        let ran = try GeneratedSwiftProgram.run(directory.appendingPathComponent("program").path, [], in: directory)
        #expect(ran.status == 0)
        let parts = ran.output.components(separatedBy: "\n=\n")
        try #require(parts.count == 2, "\(ran.output.prefix(500))")
        #expect(parts[0].hasPrefix("true \(module.screens.count)\n"))
        let embeddedLines = parts[0].split(separator: "\n").dropFirst()
        let moduleLines = parts[1].split(separator: "\n")
        #expect(embeddedLines.count == moduleLines.count)
        #expect(moduleLines.count >= (module.screens.count * 3 + Self.windows.count) * module.tokens.count)
        if let (mine, theirs) = zip(moduleLines, embeddedLines).first(where: { $0 != $1 }) {
            Issue.record("the module gives \(mine) where the embedded file gives \(theirs)")
        }
    }

    /// The files compile in both language modes of an app (the library, part of the dimens
    /// package, is always compiled in Swift 6), against the stand-ins, whole and split, at every
    /// access level, with Interface Builder support, with the module and embedded (whose split
    /// accessor files once imported UIKit implicitly beside the table file's `package import`,
    /// which Swift 6 refuses).
    @Test(
        .enabled(if: GeneratedSwiftProgram.swiftc != nil, "skipped: no swiftc on PATH"),
        arguments: [
            ("5", "public", 1, SwiftRuntime.module), ("5", "internal", 3, .module), ("6", "package", 3, .module),
            ("6", "package", 2, .embedded), ("6", "public", 2, .embedded),
        ])
    func filesCompileInTheAppsLanguageMode(
        _ mode: String, accessLevel: String, split: Int, runtime: SwiftRuntime
    ) throws {
        let generated = try GeneratedSwiftProgram(
            "example", split: split, accessLevel: accessLevel, inspectables: true, runtime: runtime)
        let compiled = try generated.compileAsModule(["-swift-version", mode])
        #expect(compiled.status == 0, "swiftc -swift-version \(mode) failed:\n\(compiled.output.prefix(4000))")
    }

    /// A table file of another format than the library reads (`DimensRuntimeFormat1`) does not
    /// compile, and the error names that format: a file from an older or newer dimens beside this
    /// DimensRuntime fails the app's build instead of misreading the table when the app runs.
    @Test(.enabled(if: GeneratedSwiftProgram.swiftc != nil, "skipped: no swiftc on PATH"))
    func aTableOfAnotherFormatDoesNotCompile() throws {
        let generated = try GeneratedSwiftProgram(
            "example", split: 1, accessLevel: "internal", inspectables: false, runtime: .module)
        let named = "private typealias DimensTableFormat = DimensRuntimeFormat1\n"
        #expect(generated.files.filter { $0.text.contains(named) }.count == 1, "the table file names its format")
        let compiled = try generated.compileAsModule(["-swift-version", "6"]) {
            $0.replacingOccurrences(of: named, with: "private typealias DimensTableFormat = DimensRuntimeFormat2\n")
        }
        #expect(compiled.status != 0)
        #expect(
            compiled.output.contains("cannot find type 'DimensRuntimeFormat2'"), "\(compiled.output.prefix(2000))")
    }
}
