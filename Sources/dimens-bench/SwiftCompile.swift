import Foundation

/// What the generated Swift costs its users: compiling it, its object size, and reading a value
/// at run time against computing AppDimens' fixed model there instead. Generated files that import
/// `DimensRuntime` are compiled against the library `RuntimeModule` compiled once.
enum SwiftCompile {
    static func swiftc(_ arguments: [String], in folder: URL) -> ProcessRun.Measurement {
        ProcessRun.run(
            "/usr/bin/env", ["swiftc", "-swift-version", "6", "-module-name", "Bench"] + arguments, in: folder)
    }

    /// Type-check and debug compile of `files` (one output's: a split output's table and accessor
    /// files), the fastest, median and slowest of `runs` each. Several files are compiled as
    /// SwiftPM and Xcode compile a module, one object per file on as many threads as cores
    /// (`-num-threads`), into `objects/`.
    static func compileCosts(_ files: [URL], runs: Int) -> [(String, ProcessRun.Spread)] {
        let folder = files[0].deletingLastPathComponent()
        let paths = files.map(\.path)
        let objects = folder.appendingPathComponent("objects")
        try? FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
        return [
            ("swiftc -typecheck", ["-typecheck"] + RuntimeModule.importFlags + paths),
            (
                "swiftc -Onone -c (debug)",
                ["-Onone", "-parse-as-library", "-c"] + RuntimeModule.importFlags + threads(files) + paths
            ),
        ].map { label, arguments in (label, ProcessRun.spread(runs) { swiftc(arguments, in: objects) }) }
    }

    /// `-num-threads` for a module of several files, as SwiftPM and Xcode pass it.
    static func threads(_ files: [URL]) -> [String] {
        files.count > 1 ? ["-num-threads", "\(ProcessInfo.processInfo.activeProcessorCount)"] : []
    }

    /// The release build of an app holding `files` (`-O -wmo` on every core, as SwiftPM and Xcode
    /// build a module; linked with `--gc-sections`), whose
    /// `main.swift` is `program`: the fastest, median and slowest of `runs`, and how many bytes the
    /// files add to the stripped app (against the same build of `print(0.0)` alone).
    static func appBuild(_ files: [URL], program: String, runs: Int) -> (ProcessRun.Spread, bytes: Int?) {
        let folder = files[0].deletingLastPathComponent().appendingPathComponent("app")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func build(_ sources: [URL], _ main: String, _ name: String) -> ProcessRun.Measurement {
            let mainFile = folder.appendingPathComponent("main.swift")
            try? main.write(to: mainFile, atomically: true, encoding: .utf8)
            return swiftc(
                ["-O", "-wmo", "-Xlinker", "--gc-sections"] + RuntimeModule.linkFlags + threads(sources + [mainFile])
                    + sources.map(\.path) + [mainFile.path, "-o", name], in: folder)
        }
        let spread = ProcessRun.spread(runs) { build(files, program, "app") }
        _ = build([], "print(0.0)\n", "empty")
        let sizes = ["app", "empty"].map { name -> Int? in
            let path = folder.appendingPathComponent(name).path
            guard ProcessRun.run("/usr/bin/env", ["strip", path], in: folder).status == 0 else { return nil }
            return (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
        }
        let built = [spread.fastest, spread.median, spread.slowest].allSatisfy { $0.status == 0 }
        guard built, let app = sizes[0], let empty = sizes[1] else { return (spread, nil) }
        return (spread, app - empty)
    }

    /// What an object file adds to a binary: its code, constants and data (`size`'s total: text,
    /// data and bss; symbol tables and debug sections left out).
    static func binaryBytes(_ object: URL) -> Int? {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["size", object.path]
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        // "text data bss dec hex filename": the fourth field of the second line.
        let fields = text.split(separator: "\n").dropFirst().first?.split(
            separator: " ", omittingEmptySubsequences: true)
        return fields.flatMap { $0.count > 3 ? Int($0[3].trimmingCharacters(in: .whitespaces)) : nil }
    }

    /// Milliseconds of the first access to the table (decoding it), in a release build of `file`
    /// with a program that reads one screen.
    static func decodeCost(_ file: URL) -> Double? {
        numbers(
            file,
            program: """
                import Foundation
                let start = DispatchTime.now().uptimeNanoseconds
                let first = Dimens.forScreen(id: Dimens.screenIDs[0])
                let end = DispatchTime.now().uptimeNanoseconds
                print(Double(end - start) / 1e6, first == nil ? 1 : 0)
                """, name: "decode-bench"
        ).first
    }

    /// A program reading token values through the generated API and computing the fixed model for
    /// the same screens, each many times; prints nanoseconds per value for both.
    static let readBenchmark = """
        import Foundation

        @inline(never) func keep(_ value: CGFloat) { if value == -1 { print(value) } }

        // The first access decodes the table.
        let firstStart = DispatchTime.now().uptimeNanoseconds
        let firstScreen = Dimens.forScreen(id: Dimens.screenIDs[0])!
        let decode = Double(DispatchTime.now().uptimeNanoseconds - firstStart) / 1e6
        keep(firstScreen.benchT0)

        // An app reads many values of the screen it is on: rows are fetched once, then read 8 at a time.
        let rows = Dimens.screenIDs.map { Dimens.forScreen(id: $0)! }
        let screens: [(w: CGFloat, h: CGFloat, scale: CGFloat)] = rows.indices.map { i in
            (CGFloat(320 + (i * 37) % 700), CGFloat(568 + (i * 53) % 800), CGFloat(2 + i % 2))
        }
        let rounds = 2_000_000, perRound = 8
        func nanoseconds(_ body: () -> CGFloat) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            keep(body())
            return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(rounds * perRound)
        }
        // Eight accumulators, so that neither side waits on one long chain of additions.
        let table = nanoseconds {
            var (a, b, c, d, e, f, g, h): (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0, 0, 0, 0, 0)
            var screen = 0
            for _ in 0..<rounds {
                let row = rows[screen]
                a += row.benchT0; b += row.benchT12; c += row.benchT24; d += row.benchT36
                e += row.benchT48; f += row.benchT60; g += row.benchT72; h += row.benchT84
                screen = screen + 1 == rows.count ? 0 : screen + 1
            }
            return a + b + c + d + e + f + g + h
        }
        // AppDimens' fixed model as dimens computes it, per value: the factor from the screen's
        // lowest side and aspect ratio, times the base value, rounded to the pixel grid.
        @inline(never) func fixed(_ v: CGFloat, _ w: CGFloat, _ h: CGFloat, _ scale: CGFloat) -> CGFloat {
            let d = min(w, h), ar = max(w, h) / d
            let x = v * (1 + (d - 375) * (0.1 / 30 + 0.08 / 30 * log(ar / 1.78)))
            return (x * scale).rounded() / scale
        }
        let formula = nanoseconds {
            var (a, b, c, d, e, f, g, h): (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0, 0, 0, 0, 0)
            var screen = 0
            for _ in 0..<rounds {
                let (w, hh, scale) = screens[screen]
                a += fixed(4, w, hh, scale); b += fixed(5, w, hh, scale); c += fixed(6, w, hh, scale); d += fixed(7, w, hh, scale)
                e += fixed(8, w, hh, scale); f += fixed(9, w, hh, scale); g += fixed(10, w, hh, scale); h += fixed(11, w, hh, scale)
                screen = screen + 1 == screens.count ? 0 : screen + 1
            }
            return a + b + c + d + e + f + g + h
        }
        print(table, formula, decode)
        """

    /// Nanoseconds per value read from the table and computed by the formula, and the first
    /// access's milliseconds, from a release build.
    static func readCosts(_ file: URL) -> (table: Double, formula: Double, decode: Double)? {
        let numbers = numbers(file, program: readBenchmark, name: "read-bench")
        return numbers.count == 3 ? (numbers[0], numbers[1], numbers[2]) : nil
    }

    /// Builds `program` with `file` (`-O -wmo`), runs it, and reads the numbers it prints.
    static func numbers(_ file: URL, program: String, name: String) -> [Double] {
        let folder = file.deletingLastPathComponent()
        let main = folder.appendingPathComponent("main.swift")
        try? program.write(to: main, atomically: true, encoding: .utf8)
        guard
            swiftc(["-O", "-wmo"] + RuntimeModule.linkFlags + [file.path, main.path, "-o", name], in: folder).status
                == 0
        else { return [] }
        let process = Process()
        let pipe = Pipe()
        process.executableURL = folder.appendingPathComponent(name)
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return [] }
        process.waitUntilExit()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(
            whereSeparator: { $0 == " " || $0 == "\n" }
        ).compactMap { Double($0) }
    }
}
